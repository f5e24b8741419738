import { RefreshCwIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { WebhookEndpointItem } from "#shared/contracts/webhooks";
import { ConfirmDialog } from "#web/components/dialogs/confirm-dialog";
import { DetailDialog } from "#web/components/dialogs/detail-dialog";
import { Button } from "#web/components/ui/button";
import { failureText } from "#web/lib/transport/failure-text";
import { useRotateWebhookSecret } from "../api/rotate-webhook-secret";
import type { WebhookOwner } from "../webhook-owner";
import { WebhookSecret } from "./webhook-secret";

/**
 * An endpoint's Rotate Secret button: it asks first, as the old secret stops working at once, then shows the new
 * secret this once.
 */
export function RotateSecretButton({
  owner,
  endpoint,
}: {
  owner: WebhookOwner;
  endpoint: WebhookEndpointItem;
}) {
  const rotate = useRotateWebhookSecret(owner);
  const button = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const busy = rotate.isPending;
  const confirm = async () => {
    try {
      setSecret((await rotate.mutateAsync({ id: endpoint.id })).secret);
    } catch (error) {
      toast.error("Failed to rotate signing secret", { description: failureText(error) });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Rotate secret of ${endpoint.url}`}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        <RefreshCwIcon aria-hidden="true" />
        Rotate Secret
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          if (!busy) setConfirming(false);
        }}
        title="Rotate the signing secret?"
        description={
          endpoint.signing === "legacy"
            ? "Deliveries are signed with a new secret from now on, as Standard Webhooks signs them; the current secret and the old v1= signature stop at once. Update your receiver with the new secret and a Standard Webhooks check."
            : "Deliveries are signed with a new secret from now on; the current one stops working at once. Update your receiver with the new secret."
        }
        action="Rotate Secret"
        busy={busy}
        onConfirm={() => void confirm()}
      />
      <DetailDialog
        itemId={secret}
        onClose={() => setSecret(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus();
        }}
      >
        {(shown, close) => <WebhookSecret title="New signing secret" secret={shown} onDone={close} />}
      </DetailDialog>
    </>
  );
}
