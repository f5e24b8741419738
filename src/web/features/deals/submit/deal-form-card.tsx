import { type FormEventHandler, type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";

/** A deal form's frame: the Submit New Deal card and the form it names, two columns from small screens on. */
export function DealFormCard({
  description,
  onSubmit,
  children,
}: {
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId} className="text-lg">
            Submit New Deal
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={titleId}
          className="grid grid-cols-1 gap-5 sm:grid-cols-2"
        >
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
