import { SendIcon } from "lucide-react";
import { toast } from "sonner";
import type { WebhookDeliveryItem } from "#shared/contracts/webhooks";
import { BusyButton } from "#web/components/ui/busy-button";
import { localDate, localTime } from "#web/lib/format/local-time";
import { failureText } from "#web/lib/transport/failure-text";
import { useResendWebhookDelivery } from "../api/resend-webhook-delivery";
import type { WebhookOwner } from "../webhook-owner";

/** Queues a delivery again with the same event id, so a receiver that already has it can skip it. */
export function ResendDeliveryButton({
  owner,
  delivery,
}: {
  owner: WebhookOwner;
  delivery: WebhookDeliveryItem;
}) {
  const resend = useResendWebhookDelivery(owner, {
    mutationConfig: {
      onSuccess: () => toast.success("Delivery queued again", { description: "It is sent within seconds." }),
      onError: (error) => toast.error("Failed to resend delivery", { description: failureText(error) }),
    },
  });
  return (
    <BusyButton
      type="button"
      variant="outline"
      size="sm"
      busy={resend.isPending}
      busyLabel="Resending"
      icon={<SendIcon aria-hidden="true" />}
      aria-label={`Resend ${delivery.eventType} of ${localDate(delivery.createdAt)}, ${localTime(delivery.createdAt)}`}
      onClick={() => resend.mutate({ id: delivery.id })}
    >
      Resend
    </BusyButton>
  );
}
