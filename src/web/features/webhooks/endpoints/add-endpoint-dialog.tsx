import { PlusIcon, WebhookIcon } from "lucide-react";
import { useId, useState } from "react";
import {
  type WebhookEndpointForm,
  type WebhookEndpointWithSecret,
  webhookEndpointFormSchema,
} from "#shared/contracts/webhooks";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useCreateWebhookEndpoint } from "../api/create-webhook-endpoint";
import type { WebhookOwner } from "../webhook-owner";
import { EndpointFields } from "./endpoint-fields";
import { WebhookSecret } from "./webhook-secret";

const FIELD_ORDER = [
  "url",
  "events",
  "description",
] as const satisfies readonly (keyof WebhookEndpointForm)[];

/** The Add Endpoint button and its dialog: address, events and description, then the signing secret once. */
export function AddEndpointDialog({ owner, description }: { owner: WebhookOwner; description: string }) {
  return (
    <ActionDialog
      label="Add Endpoint"
      icon={<PlusIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
      contentClassName="sm:max-w-xl"
    >
      {(close) => <AddEndpointBody owner={owner} description={description} onDone={close} />}
    </ActionDialog>
  );
}

function AddEndpointBody({
  owner,
  description,
  onDone,
}: {
  owner: WebhookOwner;
  description: string;
  onDone(): void;
}) {
  const id = useId();
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const create = useCreateWebhookEndpoint(owner);
  const form = useContractForm(webhookEndpointFormSchema, {
    defaultValues: { url: "", events: [], description: "" },
    order: FIELD_ORDER,
  });
  const busy = form.formState.isSubmitting;

  if (created) return <WebhookSecret title="Endpoint added" secret={created.secret} onDone={onDone} />;

  const send = async (values: {
    url: string;
    events: WebhookEndpointForm["events"];
    description: string;
  }) => {
    try {
      setCreated(await create.mutateAsync(values));
    } catch (error) {
      form.refuseCall(error, "Failed to add webhook endpoint");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Add Endpoint</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <EndpointFields id={id} form={form} busy={busy} />
      <DialogSubmitRow
        label="Add Endpoint"
        busy={busy}
        busyLabel="Adding"
        icon={<WebhookIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
