import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { setPasswordFields } from "#shared/contracts/auth";
import { useAuth } from "#web/app/auth/auth-context";
import { paths } from "#web/app/paths";
import { BusyButton } from "#web/components/ui/busy-button";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { toast } from "#web/lib/toasts/toast";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useCompleteSetup } from "../api/complete-setup";
import { PasswordFields } from "./password-fields";
import { useDelayedNavigate } from "./use-delayed-navigate";

const AFTER_SUCCESS_MS = 2000;
const AFTER_ALREADY_SET_MS = 3000;

export function SetPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink(): void }) {
  const { refresh } = useAuth();
  const navigateLater = useDelayedNavigate();
  const completeSetup = useCompleteSetup();
  // Once set (or refused as already set) the page is about to move on; the form stays disabled until then.
  const [finished, setFinished] = useState(false);
  const form = useContractForm(setPasswordFields, { defaultValues: { password: "", confirmPassword: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.submit(async (fields) => {
    try {
      await completeSetup.mutateAsync({ token, ...fields });
    } catch (error) {
      const failure = rpcFailureOf(error);
      if (failure?.reason === "password_already_set") {
        setFinished(true);
        toast.error("Password Already Set", { description: failure.message });
        navigateLater(paths.partner.login, AFTER_ALREADY_SET_MS);
      } else if (failure?.reason === "invalid_link") {
        onInvalidLink();
      } else {
        form.refuseCall(error, "Setup Failed");
      }
      return;
    }
    setFinished(true);
    toast.success("Password Set Successfully", { description: "Taking you to your dashboard..." });
    await refresh();
    navigateLater(paths.partner.dashboard, AFTER_SUCCESS_MS);
  });

  const busy = isSubmitting || finished;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <PasswordFields
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        passwordValue={form.watch("password")}
      />
      <BusyButton
        type="submit"
        size="lg"
        busy={busy}
        busyLabel="Setting password"
        icon={<KeyRoundIcon aria-hidden="true" />}
      >
        Set Password
      </BusyButton>
    </form>
  );
}
