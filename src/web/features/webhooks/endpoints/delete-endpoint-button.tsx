import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { WebhookEndpointItem } from "#shared/contracts/webhooks";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { failureText } from "#web/lib/failure-text";
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
  const [confirming, setConfirming] = useState(false);
  const busy = remove.isPending;
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: endpoint.id });
      toast.success("Webhook endpoint deleted", { description: `${endpoint.url} receives no more events.` });
    } catch (error) {
      toast.error("Failed to delete webhook endpoint", { description: failureText(error) });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${endpoint.url}`}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          if (!busy) setConfirming(false);
        }}
        title="Delete this endpoint?"
        description={
          <>
            <span className="break-all">{endpoint.url}</span> receives no more events, and its delivery
            history is deleted. This cannot be undone.
          </>
        }
        action="Delete Endpoint"
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
