import { toast } from "sonner";
import { changePasswordSchema } from "#shared/contracts/profile";
import { PasswordStrength } from "#web/components/forms/password-strength";
import { SubmitRow } from "#web/components/forms/submit-row";
import { TextField } from "#web/components/forms/text-field";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useChangePassword } from "../api/change-password";

const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/** A partner's contact changes their password (docs/product/profile-and-preferences.md#password). */
export function ChangePasswordForm() {
  const form = useContractForm(changePasswordSchema, { defaultValues: EMPTY });
  const change = useChangePassword();
  const {
    register,
    formState: { isSubmitting },
  } = form;

  const submit = form.submit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success("Password Changed", { description: "Your other sessions were signed out." });
    } catch (error) {
      form.refuseCall(error, "Password Not Changed");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextField
        id="current-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        disabled={isSubmitting}
        error={form.error("currentPassword")}
        {...register("currentPassword")}
      />
      <TextField
        id="new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        disabled={isSubmitting}
        error={form.error("password")}
        {...register("password")}
      />
      <PasswordStrength id="new-password-strength" password={form.watch("password")} />
      <TextField
        id="confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        disabled={isSubmitting}
        error={form.error("confirmPassword")}
        {...register("confirmPassword")}
      />
      <SubmitRow label="Change Password" saves busy={isSubmitting} reasons={form.reasons} />
    </form>
  );
}
