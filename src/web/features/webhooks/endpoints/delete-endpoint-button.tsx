import { Trash2Icon } from "lucide-react";
import type { WebhookEndpointItem } from "#shared/contracts/webhooks";
import { ConfirmedRemovalButton } from "#web/components/dialogs/confirmed-removal-button";
import { useDeleteWebhookEndpoint } from "../api/delete-webhook-endpoint";
import type { WebhookOwner } from "../webhook-owner";

/** An endpoint's Delete button, which asks first: the endpoint and its delivery history go for good. */
export function DeleteEndpointButton({
  owner,
  endpoint,
}: {
  owner: WebhookOwner;
  endpoint: WebhookEndpointItem;
}) {
  const remove = useDeleteWebhookEndpoint(owner);
  return (
    <ConfirmedRemovalButton
      icon={<Trash2Icon aria-hidden="true" />}
      label="Delete"
      accessibleName={`Delete ${endpoint.url}`}
      title="Delete this endpoint?"
      description={
        <>
          <span className="break-all">{endpoint.url}</span> receives no more events, and its delivery history
          is deleted. This cannot be undone.
        </>
      }
      action="Delete Endpoint"
      run={() => remove.mutateAsync({ id: endpoint.id })}
      succeeded={() => ({
        title: "Webhook endpoint deleted",
        description: `${endpoint.url} receives no more events.`,
      })}
      failed={{ title: "Failed to delete webhook endpoint" }}
    />
  );
}
