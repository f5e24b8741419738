import { WebhookIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { DetailDialog } from "#web/components/dialogs/detail-dialog";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { useAddressWriter } from "#web/lib/address/use-address-state";
import { useWebhookEndpoints } from "../api/get-webhook-endpoints";
import { CLOSED_DELIVERIES, DELIVERIES_PREFIX, DeliveriesView } from "../deliveries/deliveries-view";
import type { WebhookOwner } from "../webhook-owner";
import { AddEndpointDialog } from "./add-endpoint-dialog";
import { WebhookEndpointList } from "./webhook-endpoint-list";

/** The address parameter naming the endpoint whose deliveries are open, so the view can be linked. */
const DELIVERIES_PARAM = "deliveries";

const TEXTS: Record<WebhookOwner, { intro: string; form: string }> = {
  partner: {
    intro:
      "Webhooks tell your systems the moment something happens to your deals, payouts or partner account: the portal sends each event as a signed POST to the endpoints you register.",
    form: "The portal sends the events you choose about your own deals, payouts and partner account.",
  },
  integrations: {
    intro: "Endpoints of the company's systems that receive every partner's events as signed POST requests.",
    form: "The portal sends the events you choose, for every partner.",
  },
};

/**
 * Webhook endpoints (docs/product/api-and-integrations.md#webhooks): the partner's on its API tab, the
 * administrators' on the Integrations tab; each listed with its status, and its deliveries opening over the list.
 */
export function WebhooksSection({ owner }: { owner: WebhookOwner }) {
  const list = useWebhookEndpoints(owner);
  const [searchParams] = useSearchParams();
  const write = useAddressWriter(DELIVERIES_PREFIX);
  const openId = searchParams.get(DELIVERIES_PARAM);
  const open = list.data?.find((endpoint) => endpoint.id === openId) ?? null;
  const close = () => write({ [DELIVERIES_PARAM]: null, ...CLOSED_DELIVERIES });
  const texts = TEXTS[owner];

  return (
    <section aria-labelledby={`webhooks-heading-${owner}`} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`webhooks-heading-${owner}`} className="text-xl font-semibold tracking-tight">
            Webhooks
          </h2>
          <p className="text-sm text-muted-foreground">{texts.intro}</p>
        </div>
        <AddEndpointDialog owner={owner} description={texts.form} />
      </div>
      {list.isPending ? (
        <ListLoading label="Loading webhook endpoints" rowClassName="h-32 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load webhook endpoints" onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<WebhookIcon />}
          title="No webhook endpoints yet"
          description="Add one to have deals and payouts pushed to your systems as they happen."
        />
      ) : (
        <WebhookEndpointList
          owner={owner}
          endpoints={list.data}
          onDeliveries={(endpoint) => write({ [DELIVERIES_PARAM]: endpoint.id })}
        />
      )}
      <DetailDialog itemId={open?.id ?? null} onClose={close} className="sm:max-w-3xl">
        {() => (open ? <DeliveriesView owner={owner} endpoint={open} /> : null)}
      </DetailDialog>
    </section>
  );
}
