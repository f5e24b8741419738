import { formatNumber } from "#shared/format";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { ScrollRegion } from "#web/components/lists/scroll-region";
import { plainClick } from "#web/lib/address/plain-click";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useStalledPartners } from "../api/stalled-partners";

/** The stalled list's own page in the address, beside the partners list's. */
export const STALLED_PREFIX = "stalled-";

const NO_FILTERS = {};

/**
 * The partners whose journey stands still past the programme's threshold, longest first, a page at a time: the
 * step each waits on, the days since it last moved, how far it got and when it was last reminded. A partner's name opens its
 * details as the partners list does.
 */
export function StalledPartnersList({
  partnerHref,
  onOpenPartner,
}: {
  /** The address of a partner's details. */
  partnerHref(id: string): string;
  /** Opens the details; the link is where the focus returns afterwards. */
  onOpenPartner(id: string, link: HTMLElement): void;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const { list, ...paging } = usePagedList(useStalledPartners, NO_FILTERS, { prefix: STALLED_PREFIX });
  if (list.isPending) return <ListLoading label="Loading stalled partners" rows={3} rowClassName="h-8" />;
  if (list.isError) {
    return <ListLoadFailed message="Failed to load the stalled partners." onRetry={() => list.refetch()} />;
  }
  if (list.data.items.length === 0) {
    return <p className="text-sm text-muted-foreground">No partner is stalled.</p>;
  }
  return (
    <div className="grid gap-3">
      <ScrollRegion label="Stalled partners">
        <table aria-busy={list.isFetching} className="w-full text-xs sm:text-sm">
          <caption className="sr-only">Stalled partners, longest first</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                Partner
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Waiting on
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Days since last step
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Steps done
              </th>
              <th scope="col" className="py-2 pl-2 font-medium">
                Last reminded
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((partner) => (
              <tr key={partner.partnerId} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-2 text-left align-top font-medium break-words sm:pr-4">
                  <a
                    href={partnerHref(partner.partnerId)}
                    className="rounded-sm underline decoration-muted-foreground/40 underline-offset-4 outline-none hover:decoration-current focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={(event) => {
                      if (!plainClick(event)) return;
                      event.preventDefault();
                      onOpenPartner(partner.partnerId, event.currentTarget);
                    }}
                  >
                    {partner.companyName}
                  </a>
                </th>
                <td className="px-2 py-2 align-top">{partner.stepTitle}</td>
                <td className="px-2 py-2 text-right align-top tabular-nums">
                  {formatNumber(partner.daysStalled)}
                </td>
                <td className="px-2 py-2 text-right align-top tabular-nums">
                  {partner.done}/{partner.total}
                </td>
                <td className="py-2 pl-2 align-top">
                  {partner.remindedAt ? localDate(partner.remindedAt) : "Never"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <PaginationBar
        {...paging}
        noun={["stalled partner", "stalled partners"]}
        label="Stalled partners pages"
      />
    </div>
  );
}
