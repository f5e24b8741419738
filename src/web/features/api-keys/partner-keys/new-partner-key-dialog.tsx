import { KeyRoundIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import {
  type CreatedApiKey,
  expiresInDaysOf,
  type PartnerApiKeyForm,
  partnerApiKeyFormSchema,
} from "#shared/contracts/api-keys";
import { ActionDialog } from "#web/components/action-dialog";
import { DialogSubmitRow } from "#web/components/dialog-submit-row";
import { FormField } from "#web/components/form-field";
import { SelectField } from "#web/components/select-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { EXPIRY_LABELS, EXPIRY_OPTIONS } from "#web/domain/api-key-expiry";
import { ApiKeySecret } from "#web/domain/api-key-secret";
import { useContractForm } from "#web/lib/use-contract-form";
import { useCreatePartnerApiKey } from "../api/create-partner-api-key";

const FIELD_ORDER = ["name", "expiry"] as const satisfies readonly (keyof PartnerApiKeyForm)[];

/** The New API Key button and its dialog: a name and an expiry, then the key shown once. */
export function NewPartnerKeyDialog() {
  return (
    <ActionDialog
      label="New API Key"
      icon={<PlusIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
    >
      {(close) => <NewPartnerKeyBody onDone={close} />}
    </ActionDialog>
  );
}

function NewPartnerKeyBody({ onDone }: { onDone(): void }) {
  const id = useId();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useCreatePartnerApiKey();
  const form = useContractForm(partnerApiKeyFormSchema, {
    defaultValues: { name: "", expiry: "90" },
    order: FIELD_ORDER,
  });
  const busy = form.formState.isSubmitting;

  if (created) return <ApiKeySecret name={created.apiKey.name} secret={created.secret} onDone={onDone} />;

  const send = async (values: { name: string; expiry: PartnerApiKeyForm["expiry"] }) => {
    try {
      setCreated(
        await create.mutateAsync({ name: values.name, expiresInDays: expiresInDaysOf(values.expiry) }),
      );
    } catch (error) {
      form.refuseCall(error, "Failed to create API key");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>New API Key</DialogTitle>
        <DialogDescription>
          The key acts as you on the REST API: your partner's deals, payouts, resources and courses.
        </DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-name`} label="Key Name" required error={form.error("name")}>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            placeholder="e.g. CRM sync"
            {...form.register("name")}
            disabled={busy}
          />
        )}
      </FormField>
      <SelectField
        id={`${id}-expiry`}
        label="Expires"
        name="expiry"
        control={form.control}
        options={EXPIRY_OPTIONS}
        optionLabel={(option) => EXPIRY_LABELS[option]}
        required
        error={form.error("expiry")}
        disabled={busy}
      />
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
