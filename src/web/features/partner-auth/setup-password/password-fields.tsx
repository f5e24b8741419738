import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordStrength } from "#web/components/forms/password-strength";
import { TextField } from "#web/components/forms/text-field";

/** A new password typed twice, as the setup link and the invitation ask for it, with how strong it is. */
export function PasswordFields({
  password,
  confirmPassword,
  errors,
  passwordValue,
  userInputs,
  passwordLabel = "New Password",
}: {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
  /** What is typed in the password field, for the strength meter. */
  passwordValue: string;
  /** The person's own words (name, company), which make a password easier to guess. */
  userInputs?: readonly string[];
  passwordLabel?: string;
}) {
  return (
    <>
      <div className="grid gap-2">
        <TextField
          id="new-password"
          label={passwordLabel}
          type="password"
          autoComplete="new-password"
          aria-required="true"
          error={errors.password}
          {...password}
        />
        <PasswordStrength id="new-password-strength" password={passwordValue} userInputs={userInputs} />
      </div>
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
