import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card";

const TONES = {
  danger: "bg-red-50 text-destructive",
  neutral: "bg-secondary text-secondary-foreground",
} as const;

/** A centred card that explains a state (refused, expired, empty) and offers what to do next. */
export function MessageCard({
  icon,
  title,
  description,
  tone = "danger",
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  tone?: keyof typeof TONES;
  /** The actions, e.g. a button back to the login. */
  children: ReactNode;
}) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span
          aria-hidden="true"
          className={cn(
            "mb-2 flex size-12 items-center justify-center rounded-full [&_svg]:size-5",
            TONES[tone],
          )}
        >
          {icon}
        </span>
        <CardTitle asChild>
          <h1 className="text-2xl">{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">{children}</CardContent>
    </Card>
  );
}
