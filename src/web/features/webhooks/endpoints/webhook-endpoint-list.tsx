import { HistoryIcon } from "lucide-react";
import type { WebhookEndpointItem } from "#shared/contracts/webhooks";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import type { WebhookOwner } from "../webhook-owner";
import { DeleteEndpointButton } from "./delete-endpoint-button";
import { EditEndpointDialog } from "./edit-endpoint-dialog";
import { RotateSecretButton } from "./rotate-secret-button";
import { WebhookEndpointStatusBadge } from "./webhook-endpoint-status";

/**
 * Webhook endpoints as the lists show them: the address, status, description and events, created, the
 * secret's start and how deliveries are signed, and each one's Deliveries, Edit, Rotate Secret and Delete.
 */
export function WebhookEndpointList({
  owner,
  endpoints,
  onDeliveries,
}: {
  owner: WebhookOwner;
  endpoints: readonly WebhookEndpointItem[];
  onDeliveries(endpoint: WebhookEndpointItem): void;
}) {
  return (
    <ul aria-label="Webhook endpoints" className="grid gap-3">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id} className="grid gap-3 rounded-lg border bg-card p-4">
          <div className="grid min-w-0 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 font-mono text-sm font-semibold break-all">{endpoint.url}</h3>
              <WebhookEndpointStatusBadge endpoint={endpoint} />
            </div>
            {endpoint.description ? (
              <p className="text-sm break-words text-muted-foreground">{endpoint.description}</p>
            ) : null}
            <ul aria-label="Events" className="flex flex-wrap gap-1.5">
              {endpoint.events.map((event) => (
                <li key={event}>
                  <Badge variant="outline" className="font-mono font-normal">
                    {event}
                  </Badge>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_auto_auto] sm:justify-start sm:gap-x-8">
              <div>
                <dt className="text-xs text-muted-foreground">Created</dt>
                <dd>
                  <LocalDateTime date={endpoint.createdAt} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Signing secret</dt>
                <dd>
                  <code className="break-all">{endpoint.secretPrefix}…</code>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Signature</dt>
                <dd>
                  {endpoint.signing === "standard" ? (
                    "Standard Webhooks"
                  ) : (
                    <>
                      Old <code>v1=</code> signature, ends 30 June 2027.{" "}
                      <span className="text-muted-foreground">
                        Rotate the secret to move to Standard Webhooks.
                      </span>
                    </>
                  )}
                </dd>
              </div>
              {endpoint.failingSince ? (
                <div>
                  <dt className="text-xs text-muted-foreground">Failing since</dt>
                  <dd>
                    <LocalDateTime date={endpoint.failingSince} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          <div className="flex flex-wrap gap-2 border-t pt-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Deliveries of ${endpoint.url}`}
              onClick={() => onDeliveries(endpoint)}
            >
              <HistoryIcon aria-hidden="true" />
              Deliveries
            </Button>
            <EditEndpointDialog owner={owner} endpoint={endpoint} />
            <RotateSecretButton owner={owner} endpoint={endpoint} />
            <DeleteEndpointButton owner={owner} endpoint={endpoint} />
          </div>
        </li>
      ))}
    </ul>
  );
}
