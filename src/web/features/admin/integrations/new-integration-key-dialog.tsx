import { KeyRoundIcon, LockIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import {
  type CreatedApiKey,
  expiresInDaysOf,
  type IntegrationApiKeyForm,
  integrationApiKeyFormSchema,
} from "#shared/contracts/api-keys";
import { type Grantor, permissionChangeRefusal } from "#shared/grant-rules";
import type { PermissionName } from "#shared/permissions";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { Checkbox } from "#web/components/ui/checkbox";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Label } from "#web/components/ui/label";
import { ApiKeyNameAndExpiry } from "#web/domain/api-key-fields";
import { ApiKeySecret } from "#web/domain/api-key-secret";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useCreateIntegrationApiKey } from "../api/create-integration-api-key";
import { PERMISSION_GROUPS } from "../users/permission-groups";

const FIELD_ORDER = [
  "name",
  "expiry",
  "permissions",
] as const satisfies readonly (keyof IntegrationApiKeyForm)[];

/** The New Integration Key button and its dialog: name, expiry and permissions, then the key shown once. */
export function NewIntegrationKeyDialog({ grantor }: { grantor: Grantor }) {
  return (
    <ActionDialog
      label="New Integration Key"
      icon={<PlusIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
      contentClassName="sm:max-w-2xl"
    >
      {(close) => <NewIntegrationKeyBody grantor={grantor} onDone={close} />}
    </ActionDialog>
  );
}

function NewIntegrationKeyBody({ grantor, onDone }: { grantor: Grantor; onDone(): void }) {
  const id = useId();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useCreateIntegrationApiKey();
  const form = useContractForm(integrationApiKeyFormSchema, {
    defaultValues: { name: "", expiry: "90", permissions: [] },
    order: FIELD_ORDER,
  });
  const busy = form.formState.isSubmitting;
  const chosen = form.watch("permissions");

  if (created) return <ApiKeySecret name={created.apiKey.name} secret={created.secret} onDone={onDone} />;

  const toggle = (permission: PermissionName, on: boolean) =>
    form.setValue(
      "permissions",
      on ? [...chosen, permission] : chosen.filter((name) => name !== permission),
      { shouldValidate: form.formState.isSubmitted },
    );

  const send = async (values: {
    name: string;
    expiry: IntegrationApiKeyForm["expiry"];
    permissions: PermissionName[];
  }) => {
    try {
      setCreated(
        await create.mutateAsync({
          name: values.name,
          expiresInDays: expiresInDaysOf(values.expiry),
          permissions: [...values.permissions].sort(),
        }),
      );
    } catch (error) {
      form.refuseCall(error, "Failed to create API key");
    }
  };

  const permissionsError = form.error("permissions");
  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>New Integration Key</DialogTitle>
        <DialogDescription>
          The key acts with exactly the permissions ticked here, never more than you may grant yourself.
        </DialogDescription>
      </DialogHeader>
      <ApiKeyNameAndExpiry id={id} form={form} busy={busy} placeholder="e.g. Finance sync" />
      <fieldset
        className="grid gap-3"
        aria-describedby={permissionsError ? `${id}-permissions-error` : undefined}
      >
        <legend className="text-sm font-medium">Permissions</legend>
        {PERMISSION_GROUPS.map((group) => (
          <div key={group.category} className="grid gap-1 rounded-lg border px-4 py-2">
            <p className="text-sm font-semibold">{group.label}</p>
            <ul className="grid gap-1">
              {group.permissions.map((permission) => {
                const boxId = `${id}-${permission.name}`;
                const refusal = permissionChangeRefusal(grantor, permission.name);
                return (
                  <li key={permission.name} className="flex items-start gap-3 py-1">
                    <Checkbox
                      id={boxId}
                      className="mt-0.5"
                      checked={chosen.includes(permission.name)}
                      disabled={refusal !== undefined || busy}
                      aria-describedby={refusal ? `${boxId}-refusal` : undefined}
                      onCheckedChange={(on) => toggle(permission.name, on === true)}
                    />
                    <div className="grid min-w-0 gap-0.5">
                      <Label htmlFor={boxId} className="font-mono text-[0.8125rem] break-all">
                        {permission.name}
                      </Label>
                      {refusal ? (
                        <p
                          id={`${boxId}-refusal`}
                          className="flex items-start gap-1 text-xs text-muted-foreground"
                        >
                          <LockIcon aria-hidden="true" className="mt-px size-3 shrink-0" />
                          {refusal}
                        </p>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {permissionsError ? (
          <p id={`${id}-permissions-error`} className="text-sm text-destructive">
            {permissionsError}
          </p>
        ) : null}
      </fieldset>
      <DialogSubmitRow
        label="Create Key"
        busy={busy}
        busyLabel="Creating"
        icon={<KeyRoundIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
