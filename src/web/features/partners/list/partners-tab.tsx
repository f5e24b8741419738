import { UsersIcon } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { JOURNEY_FILTER_VALUES } from "#shared/contracts/partners";
import { PARTNER_STATUSES, PARTNER_TIERS } from "#shared/enums";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { choiceParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { usePartners } from "../api/get-partners";
import { PartnerDetailDialog, type PartnerDetailParts } from "./partner-detail-dialog";
import { PartnerJourneyFilter, PartnerStatusFilter, PartnerTierFilter } from "./partner-filters";
import { PartnerListItem } from "./partner-list-item";

const FILTER_PARAMS = {
  status: choiceParam(["all", ...PARTNER_STATUSES], "all"),
  tier: choiceParam(["all", ...PARTNER_TIERS], "all"),
  journey: choiceParam(["all", ...JOURNEY_FILTER_VALUES], "all"),
};
const LOAD_FAILED = "Failed to load partners.";

/**
 * The Partners tab of the partner portal screen, for partner administrators (manage_partners): every partner,
 * newest first, searched (company, contact name, contact e-mail) and filtered by status, tier and onboarding on
 * the server,
 * a page at a time; each row sets the partner's status and edits its details, and its company opens its details.
 * Which partner is open is the screen's to say (it has an address), so opening and closing are asked of it.
 */
export function PartnersTab({
  openPartnerId,
  partnerHref,
  onOpenPartner,
  onClosePartner,
  parts,
  overview,
}: {
  openPartnerId: string | null;
  /** What the open partner's details add from other features: team actions, the agreement. */
  parts?: PartnerDetailParts;
  /**
   * What other features show above the list (the onboarding summary and its stalled partners), given the way to
   * open a partner's details as a row's link does.
   */
  overview?(openPartner: (id: string, link: HTMLElement) => void): ReactNode;
  /** The address of a partner's details. */
  partnerHref(id: string): string;
  onOpenPartner(id: string): void;
  onClosePartner(): void;
}) {
  const { text: query, setText: setQuery, search } = useAddressSearch();
  const [{ status, tier, journey }, setFilters] = useAddressState(FILTER_PARAMS);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A status change can empty the last page of a filter: the list steps back.
  const { list, ...paging } = usePagedList(usePartners, {
    ...(search ? { search } : {}),
    ...(status !== "all" ? { status } : {}),
    ...(tier !== "all" ? { tier } : {}),
    ...(journey !== "all" ? { journey } : {}),
  });

  const filtered = search !== "" || status !== "all" || tier !== "all" || journey !== "all";

  const open = (id: string, link: HTMLElement) => {
    opener.current = link;
    onOpenPartner(id);
  };
  // The details have no trigger of their own to return to: back to the row's link, or to the list's heading when
  // the row has left the list meanwhile, so keyboard users never land on the page body.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : heading.current)?.focus();
  };

  return (
    <section aria-labelledby="partners-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2
          id="partners-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight outline-none"
        >
          Partners
        </h2>
        <p className="text-sm text-muted-foreground">
          Every partner, newest first. Set a partner's status, edit its terms, or open it for its history.
        </p>
      </div>

      {overview?.(open)}

      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] sm:items-end">
        <SearchField
          id="partner-search"
          className="sm:col-span-3 lg:col-span-1"
          label="Search partners"
          placeholder="Search company, contact or e-mail..."
          shortPlaceholder="Search partners..."
          value={query}
          onChange={setQuery}
        />
        <PartnerStatusFilter value={status} onChange={(next) => setFilters({ status: next })} />
        <PartnerTierFilter value={tier} onChange={(next) => setFilters({ tier: next })} />
        <PartnerJourneyFilter value={journey} onChange={(next) => setFilters({ journey: next })} />
      </div>

      {list.isPending ? (
        <ListLoading label="Loading partners" rowClassName="h-32 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message={LOAD_FAILED} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title="No partners found."
          description={
            filtered ? "No partner matches this search or filter." : "Partners appear here once they apply."
          }
        />
      ) : (
        <>
          <ul aria-label="Partners" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((partner) => (
              <PartnerListItem
                key={partner.id}
                partner={partner}
                href={partnerHref(partner.id)}
                onOpen={open}
              />
            ))}
          </ul>
          <PaginationBar
            {...paging}
            totalCapped={list.data.totalCapped ?? false}
            noun={["partner", "partners"]}
          />
        </>
      )}

      <PartnerDetailDialog
        partnerId={openPartnerId}
        onClose={onClosePartner}
        onCloseAutoFocus={returnFocus}
        parts={parts}
      />
    </section>
  );
}
