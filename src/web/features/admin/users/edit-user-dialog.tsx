import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon, SaveIcon } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { type EditUserForm, editUserSchema, type UserListItem } from "../../../../shared/contracts/users";
import { DialogSubmitRow } from "../../../components/dialog-submit-row";
import { FormField } from "../../../components/form-field";
import { DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { fieldError } from "../../../lib/field-error";
import { showFormRefusal } from "../../../lib/show-form-refusal";
import { firstInvalid, useFocusAfterSubmit } from "../../../lib/use-focus-after-submit";
import { ActionDialog } from "../action-dialog";
import { useUpdateUser } from "../api/update-user";
import type { UserActionProps } from "./user-action-props";
import { userName } from "./user-name";

type EditUserValues = z.output<typeof editUserSchema>;
type FieldName = keyof EditUserForm;

const FIELD_ORDER = ["fullName", "jobTitle"] as const satisfies readonly FieldName[];

/** A user's Edit button and its dialog: full name and job title; the e-mail shows but cannot change. */
export function EditUserDialog({ user, refusal, refusalId }: UserActionProps) {
  return (
    <ActionDialog
      label="Edit"
      accessibleName={`Edit ${userName(user)}`}
      icon={<PencilIcon aria-hidden="true" />}
      disabled={refusal !== undefined}
      describedBy={refusal ? refusalId : undefined}
    >
      {(close) => <UserDetailsForm user={user} onDone={close} />}
    </ActionDialog>
  );
}

function UserDetailsForm({ user, onDone }: { user: UserListItem; onDone(): void }) {
  const id = useId();
  const [reasons, setReasons] = useState<string[]>([]);
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EditUserForm, unknown, EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: { fullName: user.fullName ?? "", jobTitle: user.jobTitle ?? "" },
    shouldFocusError: false,
  });
  const focusAfterSubmit = useFocusAfterSubmit(
    isSubmitting,
    useCallback((name: FieldName) => setFocus(name), [setFocus]),
  );

  const send = async (values: EditUserValues) => {
    setReasons([]);
    try {
      const { user: saved } = await update.mutateAsync({ id: user.id, ...values });
      toast.success("User updated", { description: `${userName(saved)}'s details were saved.` });
      onDone();
    } catch (error) {
      showFormRefusal(error, {
        title: "Failed to update user",
        order: FIELD_ORDER,
        setError,
        setReasons,
        focus: focusAfterSubmit,
      });
    }
  };
  const refused = (invalid: FieldErrors<EditUserForm>) =>
    focusAfterSubmit(firstInvalid(invalid, FIELD_ORDER));

  return (
    <form onSubmit={handleSubmit(send, refused)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">Edit {userName(user)}</DialogTitle>
        <DialogDescription>Name and job title as the portal shows them.</DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-email`} label="Email" hint="The e-mail address cannot be changed.">
        {(field) => <Input {...field} type="email" value={user.email} readOnly className="bg-muted" />}
      </FormField>
      <FormField id={`${id}-name`} label="Full Name" required error={fieldError(errors, "fullName")}>
        {(field) => <Input {...field} autoComplete="off" {...register("fullName")} disabled={isSubmitting} />}
      </FormField>
      <FormField id={`${id}-job`} label="Job Title" error={fieldError(errors, "jobTitle")}>
        {(field) => <Input {...field} autoComplete="off" {...register("jobTitle")} disabled={isSubmitting} />}
      </FormField>
      <DialogSubmitRow
        label="Save Changes"
        busy={isSubmitting}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={reasons}
        onCancel={onDone}
      />
    </form>
  );
}
