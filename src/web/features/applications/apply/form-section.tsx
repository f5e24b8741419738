import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";

/** One titled part of the application form; its questions sit two to a row on wider screens. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = `section-${id}`;
  return (
    <Card aria-labelledby={headingId} role="group">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId} className="text-lg">
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}
