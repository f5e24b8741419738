import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "#web/components/forms/text-field";

/** A new password typed twice, as the setup link and the invitation ask for it. */
export function PasswordFields({
  password,
  confirmPassword,
  errors,
  passwordLabel = "New Password",
}: {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
  passwordLabel?: string;
}) {
  return (
    <>
      <TextField
        id="new-password"
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        aria-required="true"
        error={errors.password}
        {...password}
      />
      <TextField
        id="confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
