import { InfoIcon, UserPlusIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { type CreateUserForm, createUserSchema } from "#shared/contracts/users";
import type { Grantor } from "#shared/grant-rules";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { ROLE_LABELS } from "#web/domain/role-labels";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useCreateUser } from "../api/create-user";
import { newUserRoleChoices, refusalsOf } from "./role-choices";
import { userName } from "./user-name";

type CreateUserValues = z.output<typeof createUserSchema>;

export const HOW_STAFF_SIGN_IN =
  "The new person signs in on the staff sign-in page with Sign in with Microsoft, using this e-mail address: their work account is linked to this one at their first sign-in. They need no password from you.";
type FieldName = keyof CreateUserForm;

const FIELD_ORDER = [
  "email",
  "fullName",
  "password",
  "jobTitle",
  "role",
] as const satisfies readonly FieldName[];
const REQUIRED = ["email", "fullName"] as const satisfies readonly FieldName[];

/**
 * The Create User button and its dialog: a staff member with one role, who signs in with single sign-on, so a
 * temporary password is optional (docs/product/administration.md#create-a-user).
 */
export function CreateUserDialog({ grantor }: { grantor: Grantor }) {
  return (
    <ActionDialog
      label="Create User"
      icon={<UserPlusIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
      contentClassName="sm:max-w-xl"
    >
      {(close) => <NewUserForm grantor={grantor} onDone={close} />}
    </ActionDialog>
  );
}

function NewUserForm({ grantor, onDone }: { grantor: Grantor; onDone(): void }) {
  const id = useId();
  const create = useCreateUser();
  const choices = newUserRoleChoices(grantor);
  const defaultRole = choices.find((choice) => choice.role === "user" && !choice.refusal)
    ? "user"
    : (choices.find((choice) => !choice.refusal)?.role ?? "user");
  const form = useContractForm(createUserSchema, {
    defaultValues: { email: "", fullName: "", password: "", jobTitle: "", role: defaultRole },
    order: FIELD_ORDER,
  });
  const {
    register,
    control,
    getValues,
    formState: { isSubmitting },
  } = form;

  const send = async (values: CreateUserValues) => {
    try {
      const { user } = await create.mutateAsync(values);
      toast.success("User created", {
        description: `${userName(user)} is linked to their work account at their first sign-in.`,
      });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to create user");
    }
  };
  const refused = () => {
    const values = getValues();
    if (REQUIRED.some((name) => !values[name]?.trim())) toast.error("Please fill in all required fields");
  };
  const text = (name: Exclude<FieldName, "role">) => ({ ...register(name), disabled: isSubmitting });
  const roleHint = refusalsOf(choices).join(" ");

  return (
    <form onSubmit={form.submit(send, refused)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Create User</DialogTitle>
        <DialogDescription>Add a staff member ahead of their first sign-in.</DialogDescription>
      </DialogHeader>
      <p className="flex gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{HOW_STAFF_SIGN_IN}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-email`}
          label="Email"
          required
          error={form.error("email")}
          className="sm:col-span-2"
        >
          {(field) => <Input {...field} type="email" autoComplete="off" {...text("email")} />}
        </FormField>
        <FormField id={`${id}-name`} label="Full Name" required error={form.error("fullName")}>
          {(field) => <Input {...field} autoComplete="off" {...text("fullName")} />}
        </FormField>
        <FormField id={`${id}-job`} label="Job Title" error={form.error("jobTitle")}>
          {(field) => <Input {...field} autoComplete="off" {...text("jobTitle")} />}
        </FormField>
        <FormField
          id={`${id}-password`}
          label="Temporary Password"
          hint="Optional; at least 6 characters if given. Not needed to sign in."
          error={form.error("password")}
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...text("password")} />}
        </FormField>
        <SelectField
          id={`${id}-role`}
          label="Role"
          name="role"
          control={control}
          options={choices.map((choice) => choice.role)}
          optionLabel={(role) => ROLE_LABELS[role]}
          optionDisabled={(role) => choices.some((choice) => choice.role === role && choice.refusal)}
          hint={roleHint || undefined}
          error={form.error("role")}
          disabled={isSubmitting}
        />
      </div>
      <DialogSubmitRow
        label="Create User"
        busy={isSubmitting}
        busyLabel="Creating"
        icon={<UserPlusIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
