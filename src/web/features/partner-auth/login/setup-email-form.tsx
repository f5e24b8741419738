import { MailIcon } from "lucide-react";
import { setupEmailFields } from "#shared/contracts/public-form-fields";
import { TextField } from "#web/components/forms/text-field";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { usePublicForm } from "#web/lib/forms/use-public-form";
import { toast } from "#web/lib/toasts/toast";
import { EMAIL_TOAST_MS } from "#web/lib/toasts/toast-durations";
import { failureText } from "#web/lib/transport/failure-text";
import { useRequestSetupEmail } from "../api/request-setup-email";

export function SetupEmailForm({
  defaultEmail,
  onBack,
}: {
  defaultEmail: string;
  /** Returns to signing in, carrying over the e-mail. */
  onBack(email: string): void;
}) {
  const setupEmail = useRequestSetupEmail();
  const form = usePublicForm(setupEmailFields, { order: ["email"], defaultValues: { email: defaultEmail } });
  const { register } = form;

  // The server answers the same whether or not the address is a partner's, so success says nothing about it.
  const send = form.submit(async (input) => {
    try {
      await setupEmail.mutateAsync(input);
    } catch (error) {
      toast.error("Reset Failed", {
        description: failureText(error, "The email could not be sent. Please try again."),
        duration: EMAIL_TOAST_MS,
      });
      return;
    }
    toast.success("Password Setup Email Sent", {
      description: "Check your email for password setup instructions.",
      duration: EMAIL_TOAST_MS,
    });
    onBack(input.email);
  });

  return (
    <form onSubmit={send} noValidate className="grid gap-5">
      <TextField
        id="setup-email"
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        error={form.error("email")}
        {...register("email")}
      />
      <BusyButton
        type="submit"
        size="lg"
        busy={form.submitting}
        busyLabel="Sending"
        icon={<MailIcon aria-hidden="true" />}
      >
        Send Setup Email
      </BusyButton>
      <Button type="button" variant="link" onClick={() => onBack(form.values().email)}>
        Back to Sign In
      </Button>
    </form>
  );
}
