import { type ReactNode, type RefObject, useCallback, useId } from "react";
import { type FieldErrors, type FieldPath, type FieldValues, get } from "react-hook-form";
import { toast } from "sonner";
import type { CustomerSuccessSettings } from "#shared/contracts/customer-success-settings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useFocusAfterSubmit } from "#web/lib/focus/use-focus-after-submit";
import type { ContractForm } from "#web/lib/forms/use-contract-form";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";

/** One of the page's three sections: its heading, what it sets, and its own form. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * A section form's way with mistakes. Its fields sit inside the section (`healthWeights.renewal`), not at the
 * form's top level, so the first field marked invalid on screen takes the focus once the fields are enabled
 * again; a refused save puts each issue of the section at its field and the rest beside the button.
 */
export function useSectionMistakes<Fields extends FieldValues, Values>(
  form: ContractForm<Fields, Values>,
  formRef: RefObject<HTMLFormElement | null>,
  section: keyof CustomerSuccessSettings,
) {
  const focusFirstInvalid = useFocusAfterSubmit(
    form.formState.isSubmitting,
    useCallback(
      () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      [formRef],
    ),
  );
  const refuse = (error: unknown, title: string) => {
    const failure = rpcFailureOf(error) ?? { status: 0, issues: [] };
    toast.error(title, { description: failureText(error) });
    const inSection = failure.issues.filter((issue) => issue.path[0] === section && issue.path.length > 1);
    for (const issue of inSection)
      form.setError(issue.path.map(String).join(".") as FieldPath<Fields>, { message: issue.message });
    form.refuse({
      status: failure.status,
      ...(failure.message === undefined ? {} : { message: failure.message }),
      issues: failure.issues
        .filter((issue) => !inSection.includes(issue))
        .map(({ message }) => ({ message })),
    });
    if (inSection.length > 0) focusFirstInvalid(true);
  };
  return { onInvalid: () => focusFirstInvalid(true), refuse };
}

/** The message of a field inside a section (`calendar.startTime`), if it has one. */
export function sectionFieldError<Fields extends FieldValues>(
  errors: FieldErrors<Fields>,
  path: FieldPath<Fields>,
): string | undefined {
  const error: { message?: unknown } | undefined = get(errors, path);
  return typeof error?.message === "string" ? error.message : undefined;
}
