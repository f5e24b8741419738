import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { setPasswordFields } from "#shared/contracts/auth";
import { requiredText } from "#shared/contracts/text";
import { useAuth } from "#web/app/auth/auth-context";
import { paths } from "#web/app/paths";
import { TextField } from "#web/components/forms/text-field";
import { BusyButton } from "#web/components/ui/busy-button";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { toast } from "#web/lib/toasts/toast";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useAcceptInvitation } from "../api/invitation";
import { PasswordFields } from "../setup-password/password-fields";
import { useDelayedNavigate } from "../setup-password/use-delayed-navigate";

const AFTER_JOINING_MS = 1500;

const joinFields = z.intersection(z.object({ name: requiredText("Full name", 200) }), setPasswordFields);

/** The invited person's name and password; joining signs them in and takes them to the dashboard. */
export function AcceptInvitationForm({
  token,
  companyName,
  onRefused,
}: {
  token: string;
  companyName: string;
  /** The link turned out to be unusable (accepted meanwhile, withdrawn, expired): the page says why. */
  onRefused(message: string): void;
}) {
  const { refresh } = useAuth();
  const navigateLater = useDelayedNavigate();
  const accept = useAcceptInvitation();
  const [joined, setJoined] = useState(false);
  const form = useContractForm(joinFields, {
    defaultValues: { name: "", password: "", confirmPassword: "" },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.submit(async (fields) => {
    try {
      await accept.mutateAsync({ token, ...fields });
    } catch (error) {
      const failure = rpcFailureOf(error);
      if (failure && [403, 404, 409].includes(failure.status)) onRefused(failureText(error));
      else form.refuseCall(error, "Could not join the team");
      return;
    }
    setJoined(true);
    toast.success(`Welcome to ${companyName}`, { description: "Taking you to your dashboard..." });
    await refresh();
    navigateLater(paths.partner.dashboard, AFTER_JOINING_MS);
  });

  const busy = isSubmitting || joined;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextField
        id="invitee-name"
        label="Full Name"
        autoComplete="name"
        aria-required="true"
        error={errors.name?.message}
        {...register("name")}
      />
      <PasswordFields
        passwordLabel="Password"
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        passwordValue={form.watch("password")}
        userInputs={[companyName, form.watch("name")]}
      />
      <BusyButton
        type="submit"
        size="lg"
        busy={busy}
        busyLabel="Joining"
        icon={<UserPlusIcon aria-hidden="true" />}
      >
        Join the Team
      </BusyButton>
    </form>
  );
}
