import { type ReactNode, useId } from "react";
import { type Tone, ToneIcon } from "#web/components/page/tone-icon";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";

/** A lookup that found no application to show: what that means and where to go from here. */
export function LookupMessageCard({
  icon,
  title,
  tone = "neutral",
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  tone?: Tone;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-4 sm:flex-row sm:items-start">
        <ToneIcon tone={tone} className="size-10 shrink-0">
          {icon}
        </ToneIcon>
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2 id={headingId} className="text-lg">
              {title}
            </h2>
          </CardTitle>
          <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
        </div>
      </CardHeader>
      {actions ? <CardContent className="flex flex-col gap-3 sm:flex-row">{actions}</CardContent> : null}
    </Card>
  );
}
