import { PencilIcon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { type EditUserForm, editUserSchema, type UserListItem } from "#shared/contracts/users";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
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
  const update = useUpdateUser();
  const form = useContractForm(editUserSchema, {
    defaultValues: { fullName: user.fullName ?? "", jobTitle: user.jobTitle ?? "" },
    order: FIELD_ORDER,
  });
  const {
    register,
    formState: { isSubmitting },
  } = form;

  const send = async (values: EditUserValues) => {
    try {
      const { user: saved } = await update.mutateAsync({ id: user.id, ...values });
      toast.success("User updated", { description: `${userName(saved)}'s details were saved.` });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to update user");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">Edit {userName(user)}</DialogTitle>
        <DialogDescription>Name and job title as the portal shows them.</DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-email`} label="Email" hint="The e-mail address cannot be changed.">
        {(field) => (
          // A long address wraps onto more lines (the field grows to fit it) instead of being cut off.
          <Textarea
            {...field}
            value={user.email}
            readOnly
            rows={1}
            className="min-h-10 resize-none bg-muted [field-sizing:content] [overflow-wrap:anywhere]"
          />
        )}
      </FormField>
      <FormField id={`${id}-name`} label="Full Name" required error={form.error("fullName")}>
        {(field) => <Input {...field} autoComplete="off" {...register("fullName")} disabled={isSubmitting} />}
      </FormField>
      <FormField id={`${id}-job`} label="Job Title" error={form.error("jobTitle")}>
        {(field) => <Input {...field} autoComplete="off" {...register("jobTitle")} disabled={isSubmitting} />}
      </FormField>
      <DialogSubmitRow
        label="Save Changes"
        busy={isSubmitting}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
