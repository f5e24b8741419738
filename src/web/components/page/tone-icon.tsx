import type { ReactNode } from "react";
import { cn } from "../../lib/style/cn";

const TONES = {
  danger: "bg-destructive/10 text-destructive",
  neutral: "bg-secondary text-secondary-foreground",
} as const;

export type Tone = keyof typeof TONES;

/** The round icon at the head of a message card; red when something went wrong, grey when it is just news. */
export function ToneIcon({
  tone,
  className,
  children,
}: {
  tone: Tone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex items-center justify-center rounded-full [&_svg]:size-5", TONES[tone], className)}
    >
      {children}
    </span>
  );
}
