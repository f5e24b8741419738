import type { WebhookEndpointItem } from "#shared/contracts/webhooks";
import { Badge } from "#web/components/ui/badge";

type ShownStatus = "healthy" | "failing" | "disabled";

const LABELS: Record<ShownStatus, string> = { healthy: "Healthy", failing: "Failing", disabled: "Disabled" };
const VARIANTS = { healthy: "default", failing: "destructive", disabled: "secondary" } as const;

/** Disabled before anything else: a turned-off endpoint receives nothing, whatever its last deliveries did. */
export const shownStatusOf = (endpoint: Pick<WebhookEndpointItem, "enabled" | "status">): ShownStatus =>
  endpoint.enabled ? endpoint.status : "disabled";

export function WebhookEndpointStatusBadge({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpointItem, "enabled" | "status">;
}) {
  const status = shownStatusOf(endpoint);
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}
