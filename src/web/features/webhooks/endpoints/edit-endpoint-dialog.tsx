import { PencilIcon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { type WebhookEndpointItem, webhookEndpointFormSchema } from "#shared/contracts/webhooks";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { Checkbox } from "#web/components/ui/checkbox";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Label } from "#web/components/ui/label";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useUpdateWebhookEndpoint } from "../api/update-webhook-endpoint";
import type { WebhookOwner } from "../webhook-owner";
import { EndpointFields } from "./endpoint-fields";

/** The Edit Endpoint form: the Add form's fields and whether the endpoint receives deliveries. */
const editEndpointFormSchema = webhookEndpointFormSchema.extend({ enabled: z.boolean() });
type EditEndpointForm = z.input<typeof editEndpointFormSchema>;
type EditEndpointValues = z.output<typeof editEndpointFormSchema>;

const FIELD_ORDER = [
  "url",
  "events",
  "description",
  "enabled",
] as const satisfies readonly (keyof EditEndpointForm)[];

/** An endpoint's Edit button and its dialog. */
export function EditEndpointDialog({
  owner,
  endpoint,
}: {
  owner: WebhookOwner;
  endpoint: WebhookEndpointItem;
}) {
  return (
    <ActionDialog
      label="Edit"
      accessibleName={`Edit ${endpoint.url}`}
      icon={<PencilIcon aria-hidden="true" />}
      contentClassName="sm:max-w-xl"
    >
      {(close) => <EditEndpointBody owner={owner} endpoint={endpoint} onDone={close} />}
    </ActionDialog>
  );
}

function EditEndpointBody({
  owner,
  endpoint,
  onDone,
}: {
  owner: WebhookOwner;
  endpoint: WebhookEndpointItem;
  onDone(): void;
}) {
  const id = useId();
  const update = useUpdateWebhookEndpoint(owner);
  const form = useContractForm(editEndpointFormSchema, {
    defaultValues: {
      url: endpoint.url,
      events: endpoint.events,
      description: endpoint.description ?? "",
      enabled: endpoint.enabled,
    },
    order: FIELD_ORDER,
  });
  const busy = form.formState.isSubmitting;
  const enabled = form.watch("enabled");

  const send = async (values: EditEndpointValues) => {
    try {
      await update.mutateAsync({ id: endpoint.id, ...values });
      toast.success("Webhook endpoint saved");
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to save webhook endpoint");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit Endpoint</DialogTitle>
        <DialogDescription className="break-all">{endpoint.url}</DialogDescription>
      </DialogHeader>
      <EndpointFields id={id} form={form} busy={busy} />
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-enabled`}
          className="mt-0.5"
          checked={enabled}
          disabled={busy}
          aria-describedby={`${id}-enabled-hint`}
          onCheckedChange={(on) => form.setValue("enabled", on === true, { shouldDirty: true })}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-enabled`}>Enabled</Label>
          <p id={`${id}-enabled-hint`} className="text-xs text-muted-foreground">
            While disabled, nothing is sent to it; what happens meanwhile is sent once it is enabled again,
            which also clears its failing mark.
          </p>
        </div>
      </div>
      <DialogSubmitRow
        label="Save Changes"
        busy={busy}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
