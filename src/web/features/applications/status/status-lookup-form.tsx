import { SearchIcon } from "lucide-react";
import { statusLookupFields } from "#shared/contracts/public-form-fields";
import { TextField } from "#web/components/forms/text-field";
import { BusyButton } from "#web/components/ui/busy-button";
import { usePublicForm } from "#web/lib/forms/use-public-form";

/** Asks for the e-mail address the application was filed with. */
export function StatusLookupForm({
  defaultEmail,
  busy,
  onLookUp,
}: {
  defaultEmail: string;
  busy: boolean;
  onLookUp(email: string): void;
}) {
  const form = usePublicForm(statusLookupFields, {
    order: ["email"],
    defaultValues: { email: defaultEmail },
  });
  const { register } = form;

  return (
    <form
      onSubmit={form.submit(({ email }) => onLookUp(email))}
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <TextField
        id="status-email"
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        placeholder="you@company.com"
        error={form.error("email")}
        {...register("email")}
      />
      <BusyButton
        type="submit"
        busy={busy}
        busyLabel="Checking"
        icon={<SearchIcon aria-hidden="true" />}
        className="sm:mt-6"
      >
        Check Status
      </BusyButton>
    </form>
  );
}
