import { SaveIcon, ShieldIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { setUserRoleInput, type UserListItem } from "#shared/contracts/users";
import type { AppRole } from "#shared/enums";
import type { Grantor } from "#shared/grant-rules";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Label } from "#web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "#web/components/ui/radio-group";
import { ROLE_LABELS } from "#web/domain/role-labels";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useSetUserRole } from "../api/set-user-role";
import { roleChangeChoices } from "./role-choices";
import type { UserActionProps } from "./user-action-props";
import { userName } from "./user-name";

const roleChoice = z.object({ role: setUserRoleInput.shape.role });

/**
 * A user's Change role button and its dialog: one role replaces all of theirs
 * (docs/product/administration.md#change-a-role).
 */
export function ChangeRoleDialog({
  user,
  grantor,
  refusal,
  refusalId,
}: UserActionProps & { grantor: Grantor }) {
  return (
    <ActionDialog
      label="Change role"
      accessibleName={`Change role of ${userName(user)}`}
      icon={<ShieldIcon aria-hidden="true" />}
      disabled={refusal !== undefined}
      describedBy={refusal ? refusalId : undefined}
    >
      {(close) => <ChangeRoleForm user={user} grantor={grantor} onDone={close} />}
    </ActionDialog>
  );
}

function ChangeRoleForm({ user, grantor, onDone }: { user: UserListItem; grantor: Grantor; onDone(): void }) {
  const id = useId();
  const current = user.roles.length === 1 ? user.roles[0] : undefined;
  const form = useContractForm(roleChoice, { defaultValues: { role: current } });
  const role = form.watch("role");
  const busy = form.formState.isSubmitting;
  const setUserRole = useSetUserRole();
  const choices = roleChangeChoices(grantor, user);
  const name = userName(user);

  const send = async ({ role }: { role: AppRole }) => {
    if (role === current) return;
    try {
      await setUserRole.mutateAsync({ id: user.id, role });
      toast.success("Role updated", { description: `${name} is now ${ROLE_LABELS[role]}.` });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to update user role");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">Change role of {name}</DialogTitle>
        <DialogDescription>
          The chosen role replaces all of their roles. It counts from their next request.
        </DialogDescription>
      </DialogHeader>
      <RadioGroup
        aria-label="Role"
        value={role ?? ""}
        onValueChange={(value) => {
          const chosen = choices.find((choice) => choice.role === value)?.role;
          if (chosen) form.setValue("role", chosen);
        }}
        disabled={busy}
      >
        {choices.map((choice) => {
          const itemId = `${id}-${choice.role}`;
          return (
            <div key={choice.role} className="flex items-start gap-3 rounded-md border px-3 py-2.5">
              <RadioGroupItem
                id={itemId}
                value={choice.role}
                disabled={choice.refusal !== undefined}
                aria-describedby={choice.refusal ? `${itemId}-refusal` : undefined}
                className="mt-0.5"
              />
              <div className="grid min-w-0 gap-0.5">
                <Label htmlFor={itemId} className="peer-disabled:opacity-60">
                  {ROLE_LABELS[choice.role]}
                  {choice.role === current ? (
                    <span className="font-normal text-muted-foreground"> (current)</span>
                  ) : null}
                </Label>
                {choice.refusal ? (
                  <p id={`${itemId}-refusal`} className="text-xs text-muted-foreground">
                    {choice.refusal}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroup>
      <DialogSubmitRow
        label="Save Role"
        busy={busy}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        disabled={!role || role === current}
        onCancel={onDone}
      />
    </form>
  );
}
