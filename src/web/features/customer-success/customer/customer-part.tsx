import { type ReactNode, useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";

/** A titled part of a customer's page, its title an h2 under the customer's name; `action` sits beside it. */
export function CustomerPart({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className ? `min-w-0 ${className}` : "min-w-0"}>
      <Card className="h-full gap-4">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2 id={id} className="text-base">
              {title}
            </h2>
          </CardTitle>
          {action}
        </CardHeader>
        <CardContent className="grid gap-3">{children}</CardContent>
      </Card>
    </section>
  );
}
