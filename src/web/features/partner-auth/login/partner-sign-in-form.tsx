import { LogInIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { partnerSignInFields } from "#shared/contracts/public-form-fields";
import { useAuth } from "#web/app/auth/auth-context";
import { paths } from "#web/app/paths";
import { TextField } from "#web/components/forms/text-field";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { usePublicForm } from "#web/lib/forms/use-public-form";
import { toast } from "#web/lib/toasts/toast";
import { usePartnerSignIn } from "../api/sign-in";
import { signInFailureToast } from "./sign-in-failure";

export function PartnerSignInForm({
  defaultEmail,
  returnTo,
  onSetUpPassword,
}: {
  defaultEmail: string;
  /** Where to go once signed in, instead of the dashboard: the screen whose session ended. */
  returnTo?: string;
  /** Switches to the set-up mode, carrying over the e-mail typed so far. */
  onSetUpPassword(email: string): void;
}) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const partnerSignIn = usePartnerSignIn();
  const form = usePublicForm(partnerSignInFields, {
    order: ["email", "password"],
    defaultValues: { email: defaultEmail },
  });
  const { register } = form;

  const signIn = form.submit(async (input) => {
    try {
      await partnerSignIn.mutateAsync(input);
    } catch (error) {
      const { title, description } = signInFailureToast(error);
      toast.error(title, { description });
      return;
    }
    toast.success("Welcome back!");
    await refresh();
    navigate(returnTo ?? paths.partner.dashboard, { replace: true });
  });

  return (
    <form onSubmit={signIn} noValidate className="grid gap-5">
      <TextField
        id="partner-email"
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        error={form.error("email")}
        {...register("email")}
      />
      <TextField
        id="partner-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        error={form.error("password")}
        {...register("password")}
      />
      <BusyButton
        type="submit"
        size="lg"
        busy={form.submitting}
        busyLabel="Signing in"
        icon={<LogInIcon aria-hidden="true" />}
      >
        Sign In
      </BusyButton>
      <Button type="button" variant="link" onClick={() => onSetUpPassword(form.values().email)}>
        First Time? Set Up Password
      </Button>
    </form>
  );
}
