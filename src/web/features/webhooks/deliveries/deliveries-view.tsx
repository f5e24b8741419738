import { FlaskConicalIcon, HistoryIcon } from "lucide-react";
import { toast } from "sonner";
import type { WebhookEndpointItem } from "#shared/contracts/webhooks";
import { EmptyState } from "#web/components/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/list-states";
import { PaginationBar } from "#web/components/pagination-bar";
import { BusyButton } from "#web/components/ui/busy-button";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { failureText } from "#web/lib/failure-text";
import { usePagedList } from "#web/lib/use-paged-list";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";
import { useSendWebhookTestEvent } from "../api/send-webhook-test-event";
import type { WebhookOwner } from "../webhook-owner";
import { DeliveryRow } from "./delivery-row";

/** The prefix of the deliveries list's page parameters, apart from any list on the screen behind. */
export const DELIVERIES_PREFIX = "deliveries-";
const PAGE_SIZES = [10, 25, 50] as const;

/**
 * One endpoint's deliveries, newest first, a page at a time (docs/product/api-and-integrations.md#webhooks):
 * each with its tries and a Resend button, and a test event to send.
 */
export function DeliveriesView({ owner, endpoint }: { owner: WebhookOwner; endpoint: WebhookEndpointItem }) {
  const { list, ...paging } = usePagedList(
    useWebhookDeliveries,
    { endpointId: endpoint.id },
    { prefix: DELIVERIES_PREFIX, pageSizes: PAGE_SIZES },
    owner,
  );
  const sendTest = useSendWebhookTestEvent(owner, {
    mutationConfig: {
      onSuccess: () => toast.success("Test event queued", { description: "It is sent within seconds." }),
      onError: (error) => toast.error("Failed to send test event", { description: failureText(error) }),
    },
  });
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Deliveries</DialogTitle>
        <DialogDescription className="break-all">{endpoint.url}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Each event sent to this endpoint, newest first. A failed try is retried with growing pauses for 24
          hours.
        </p>
        <BusyButton
          type="button"
          variant="outline"
          size="sm"
          className="shrink-0"
          busy={sendTest.isPending}
          busyLabel="Sending"
          icon={<FlaskConicalIcon aria-hidden="true" />}
          onClick={() => sendTest.mutate({ id: endpoint.id })}
        >
          Send Test Event
        </BusyButton>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading deliveries" rowClassName="h-24 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load deliveries" onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          title="No deliveries yet"
          description="Events this endpoint subscribes to appear here once they happen."
        />
      ) : (
        <>
          <ol aria-label="Deliveries" aria-busy={list.isFetching} className="grid gap-2">
            {list.data.items.map((delivery) => (
              <DeliveryRow key={delivery.id} owner={owner} delivery={delivery} />
            ))}
          </ol>
          <PaginationBar {...paging} noun={["delivery", "deliveries"]} />
        </>
      )}
    </div>
  );
}
