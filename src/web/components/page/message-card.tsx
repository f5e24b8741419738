import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { type Tone, ToneIcon } from "./tone-icon";

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
  tone?: Tone;
  /** The actions, e.g. a button back to the login. */
  children: ReactNode;
}) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <ToneIcon tone={tone} className="mb-2 size-12">
          {icon}
        </ToneIcon>
        <CardTitle asChild>
          <h1 className="text-2xl">{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">{children}</CardContent>
    </Card>
  );
}
