import { KeyRoundIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import {
  type CreatedApiKey,
  expiresInDaysOf,
  type PartnerApiKeyForm,
  partnerApiKeyFormSchema,
} from "#shared/contracts/api-keys";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { ApiKeyNameAndExpiry } from "#web/domain/api-key-fields";
import { ApiKeySecret } from "#web/domain/api-key-secret";
import { useContractForm } from "#web/lib/forms/use-contract-form";
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
      <ApiKeyNameAndExpiry id={id} form={form} busy={busy} placeholder="e.g. CRM sync" />
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
