import { FlaskConicalIcon, HistoryIcon } from "lucide-react";
import { toast } from "sonner";
import {
  type WebhookDeliveryState,
  type WebhookEndpointItem,
  webhookDeliveryStateSchema,
} from "#shared/contracts/webhooks";
import { type FilterOption, SelectFilter } from "#web/components/forms/select-filter";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { BusyButton } from "#web/components/ui/busy-button";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { choiceParam, sizeParamOf, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { failureText } from "#web/lib/transport/failure-text";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";
import { useSendWebhookTestEvent } from "../api/send-webhook-test-event";
import type { WebhookOwner } from "../webhook-owner";
import { DeliveryRow } from "./delivery-row";
import { DELIVERY_STATE_LABELS } from "./delivery-state-badge";

/** The prefix of the deliveries list's parameters, apart from any list on the screen behind. */
export const DELIVERIES_PREFIX = "deliveries-";
const PAGE_SIZES = [10, 25, 50] as const;

const STATES = webhookDeliveryStateSchema.options;
const FILTER_PARAMS = { state: choiceParam<WebhookDeliveryState | "all">([...STATES, "all"], "all") };
const STATE_OPTIONS: FilterOption<WebhookDeliveryState>[] = STATES.map((state) => ({
  value: state,
  label: DELIVERY_STATE_LABELS[state],
}));

/** What closing the deliveries drops from the address besides the open endpoint (the page goes with any write). */
export const CLOSED_DELIVERIES: Record<string, null> = {
  [sizeParamOf(DELIVERIES_PREFIX)]: null,
  [`${DELIVERIES_PREFIX}state`]: null,
};

/**
 * One endpoint's deliveries, newest first, a page at a time (docs/product/api-and-integrations.md#webhooks):
 * each with its tries and a Resend button, and a test event to send.
 */
export function DeliveriesView({ owner, endpoint }: { owner: WebhookOwner; endpoint: WebhookEndpointItem }) {
  const [{ state }, setFilters] = useAddressState(FILTER_PARAMS, DELIVERIES_PREFIX);
  const { list, ...paging } = usePagedList(
    useWebhookDeliveries,
    state === "all" ? { endpointId: endpoint.id } : { endpointId: endpoint.id, state },
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
      <p className="text-sm text-muted-foreground">
        Each event sent to this endpoint, newest first. A failed try is retried with growing pauses for 24
        hours.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectFilter
          id="webhook-delivery-state-filter"
          label="State"
          allLabel="All deliveries"
          value={state}
          options={STATE_OPTIONS}
          onChange={(next) => setFilters({ state: next })}
          triggerClassName="w-full sm:w-44"
        />
        <BusyButton
          type="button"
          variant="outline"
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
          title={
            state === "all"
              ? "No deliveries yet"
              : `No ${DELIVERY_STATE_LABELS[state].toLowerCase()} deliveries`
          }
          description={
            state === "all"
              ? "Events this endpoint subscribes to appear here once they happen."
              : "Choose All deliveries to see the others."
          }
        />
      ) : (
        <>
          <ol aria-label="Deliveries" aria-busy={list.isFetching} className="grid gap-2">
            {list.data.items.map((delivery) => (
              <DeliveryRow key={delivery.id} owner={owner} delivery={delivery} />
            ))}
          </ol>
          <PaginationBar
            {...paging}
            totalCapped={list.data.totalCapped ?? false}
            noun={["delivery", "deliveries"]}
          />
        </>
      )}
    </div>
  );
}
