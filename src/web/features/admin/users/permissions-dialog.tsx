import { KeyRoundIcon, LockIcon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { ADMIN_ROLES } from "#shared/authorization";
import { setUserPermissionsInput, type UserListItem } from "#shared/contracts/users";
import { type Grantor, permissionChangeRefusal } from "#shared/grant-rules";
import type { PermissionName } from "#shared/permissions";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Label } from "#web/components/ui/label";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useSetUserPermissions } from "../api/set-user-permissions";
import { PERMISSION_GROUPS, type PermissionEntry } from "./permission-groups";
import type { UserActionProps } from "./user-action-props";
import { userName } from "./user-name";

/** A user's Permissions button and its dialog: the catalogue by category, saved as the user's exact set. */
export function PermissionsDialog({
  user,
  grantor,
  refusal,
  refusalId,
}: UserActionProps & { grantor: Grantor }) {
  return (
    <ActionDialog
      label="Permissions"
      accessibleName={`Permissions of ${userName(user)}`}
      icon={<KeyRoundIcon aria-hidden="true" />}
      disabled={refusal !== undefined}
      describedBy={refusal ? refusalId : undefined}
      contentClassName="sm:max-w-2xl"
    >
      {(close) => <PermissionsForm user={user} grantor={grantor} onDone={close} />}
    </ActionDialog>
  );
}

const permissionsChoice = z.object({ permissions: setUserPermissionsInput.shape.permissions });

function PermissionsForm({
  user,
  grantor,
  onDone,
}: {
  user: UserListItem;
  grantor: Grantor;
  onDone(): void;
}) {
  const id = useId();
  const form = useContractForm(permissionsChoice, { defaultValues: { permissions: user.permissions } });
  const chosen = form.watch("permissions");
  const busy = form.formState.isSubmitting;
  const save = useSetUserPermissions();
  const name = userName(user);
  // Admins hold every permission through their role: nothing here adds or takes any away.
  const roleBased = user.roles.some((role) => ADMIN_ROLES.includes(role));
  const changed =
    chosen.length !== user.permissions.length ||
    chosen.some((permission) => !user.permissions.includes(permission));

  const toggle = (permission: PermissionName, on: boolean) =>
    form.setValue("permissions", on ? [...chosen, permission] : chosen.filter((held) => held !== permission));

  const send = async ({ permissions }: { permissions: PermissionName[] }) => {
    if (roleBased || !changed) return;
    try {
      await save.mutateAsync({ id: user.id, permissions: [...permissions].sort() });
      toast.success("Permissions updated", { description: `${name}'s permissions were saved.` });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to update permissions");
    }
  };

  const row = (permission: PermissionEntry) => {
    const boxId = `${id}-${permission.name}`;
    const refusal = roleBased ? undefined : permissionChangeRefusal(grantor, permission.name);
    const describedBy = [`${boxId}-description`, refusal ? `${boxId}-refusal` : undefined].filter(Boolean);
    return (
      <li key={permission.name} className="flex items-start gap-3 py-2.5">
        <Checkbox
          id={boxId}
          className="mt-0.5"
          checked={roleBased || chosen.includes(permission.name)}
          disabled={roleBased || refusal !== undefined || busy}
          aria-describedby={describedBy.join(" ")}
          onCheckedChange={(on) => toggle(permission.name, on === true)}
        />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor={boxId} className="font-mono text-[0.8125rem] break-all">
              {permission.name}
            </Label>
            {roleBased ? (
              <Badge variant="secondary">
                <LockIcon aria-hidden="true" />
                Role-based
              </Badge>
            ) : null}
          </div>
          <p id={`${boxId}-description`} className="text-sm text-muted-foreground">
            {permission.description}
          </p>
          {refusal ? (
            <p id={`${boxId}-refusal`} className="flex items-start gap-1 text-xs text-muted-foreground">
              <LockIcon aria-hidden="true" className="mt-px size-3 shrink-0" />
              {refusal}
            </p>
          ) : null}
        </div>
      </li>
    );
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">Permissions of {name}</DialogTitle>
        <DialogDescription>
          {roleBased
            ? "Admins and super admins hold every permission through their role; none can be granted or removed one by one."
            : "Ticked permissions are granted; saving replaces the user's permissions with exactly these."}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        {PERMISSION_GROUPS.map((group) => (
          <fieldset key={group.category} className="min-w-0 rounded-lg border px-4 pt-1 pb-2">
            <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
              <group.icon aria-hidden="true" className="size-4 text-muted-foreground" />
              {group.label}
            </legend>
            <ul className="grid divide-y">{group.permissions.map(row)}</ul>
          </fieldset>
        ))}
      </div>
      <RefusalAlert reasons={form.reasons} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          {roleBased ? "Close" : "Cancel"}
        </Button>
        {roleBased ? null : (
          <BusyButton
            type="submit"
            busy={busy}
            busyLabel="Saving"
            icon={<SaveIcon aria-hidden="true" />}
            disabled={!changed}
          >
            Save Permissions
          </BusyButton>
        )}
      </DialogFooter>
    </form>
  );
}
