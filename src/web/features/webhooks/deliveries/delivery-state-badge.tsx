import type { WebhookDeliveryState } from "#shared/contracts/webhooks";
import { Badge } from "#web/components/ui/badge";

export const DELIVERY_STATE_LABELS: Record<WebhookDeliveryState, string> = {
  pending: "Pending",
  succeeded: "Succeeded",
  failed: "Failed",
};
const VARIANTS = { pending: "outline", succeeded: "default", failed: "destructive" } as const;

export function DeliveryStateBadge({ state }: { state: WebhookDeliveryState }) {
  return <Badge variant={VARIANTS[state]}>{DELIVERY_STATE_LABELS[state]}</Badge>;
}
