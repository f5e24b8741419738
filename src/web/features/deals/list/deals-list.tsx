import { BriefcaseBusinessIcon, DownloadIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { activePartnerOption } from "#shared/contracts/partners";
import { DEAL_STATUSES } from "#shared/enums";
import { FormField } from "#web/components/forms/form-field";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { BusyButton } from "#web/components/ui/busy-button";
import type { DealStatusWording } from "#web/domain/deal-status-badge";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { choiceParam, idOrAllParam, recordParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { failureText } from "#web/lib/transport/failure-text";
import { useExportDeals } from "../api/export-deals";
import { useDealsListPage } from "../api/get-deals";
import { PartnerChooser } from "../partner-chooser";
import { DealConflictsDialog } from "./deal-conflicts-dialog";
import { DealListItem } from "./deal-list-item";
import { DealStatusFilter } from "./deal-status-filter";

// The filters in the address (docs/product/shell-and-navigation.md#lists-and-the-address).
const FILTER_PARAMS = {
  status: choiceParam(["all", ...DEAL_STATUSES], "all"),
  partner: recordParam((value) => activePartnerOption.parse(value)),
  member: idOrAllParam,
};

/**
 * The deals list: 'My Submitted Deals' for a partner (its own only, as the server answers; a partner admin's,
 * under the same title, holds every member's and may be narrowed to one member's), 'All Partner Deals' for administrators with a partner
 * filter, a status filter and a search over customer, contact and partner. Filtering, searching and paging run on
 * the server.
 */
export function DealsList({
  isAdmin,
  byMember = false,
  wording = "portal",
  dealHref,
}: {
  isAdmin: boolean;
  /**
   * A list narrowed by the member filter drawn here (the team is another feature's, so the page gives it): a
   * partner admin's, of their own team; an administrator's, of the partner chosen, once one is.
   */
  byMember?:
    | false
    | ((choice: { value: string; onChange(value: string): void; partnerId?: string }) => ReactNode);
  wording?: DealStatusWording;
  /** A deal's own page on this screen's side of the portal. */
  dealHref(dealId: string): string;
}) {
  const [{ status, partner, member }, setFilters] = useAddressState(FILTER_PARAMS);
  const partnerId = partner?.id;
  const { text: query, setText: setQuery, search } = useAddressSearch();
  const [conflictsOf, setConflictsOf] = useState<string | null>(null);

  // Staff pick a member among the chosen partner's; without a partner there are none to pick.
  const memberFilter = byMember && (!isAdmin || partnerId) ? byMember : false;
  const filters = {
    ...(isAdmin && status !== "all" ? { status } : {}),
    ...(isAdmin && partnerId ? { partnerId } : {}),
    ...(isAdmin && search ? { search } : {}),
    ...(memberFilter && member !== "all" ? { submittedBy: member } : {}),
  };
  const { list, ...paging } = usePagedList(useDealsListPage, filters);
  const exportCsv = useExportDeals({
    mutationConfig: {
      onError: (error) =>
        toast.error("Export Failed", {
          description: failureText(error, "Could not export the deals. Please try again."),
        }),
    },
  });

  const filtered = Object.keys(filters).length > 0;

  return (
    <section aria-labelledby="deals-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="deals-heading" className="text-xl font-semibold tracking-tight">
            {isAdmin ? "All Partner Deals" : "My Submitted Deals"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {isAdmin
              ? "Every registered deal, newest first. Review submitted deals and close approved ones."
              : memberFilter
                ? "Every deal your team registered, newest first, and where each one stands."
                : "Your registered deals, newest first, and where each one stands."}
          </p>
        </div>
        {isAdmin ? (
          <BusyButton
            type="button"
            variant="outline"
            busy={exportCsv.isPending}
            busyLabel="Exporting"
            icon={<DownloadIcon aria-hidden="true" />}
            onClick={() => exportCsv.mutate(filters)}
          >
            Export CSV
          </BusyButton>
        ) : null}
      </div>

      {isAdmin ? (
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)] md:items-end">
          <SearchField
            className="self-end"
            id="deal-search"
            label="Search deals"
            placeholder="Search deals and partners..."
            value={query}
            onChange={setQuery}
          />
          <FormField id="deal-partner-filter" label="Partner">
            {(control) => (
              <PartnerChooser
                control={control}
                value={partner}
                onChange={(next) => setFilters({ partner: next, member: "all" })}
                disabled={false}
              />
            )}
          </FormField>
          <DealStatusFilter value={status} onChange={(next) => setFilters({ status: next })} />
        </div>
      ) : null}
      {memberFilter ? (
        <div className="grid gap-3 md:max-w-xs">
          {memberFilter({
            value: member,
            onChange: (next) => setFilters({ member: next }),
            ...(isAdmin && partnerId ? { partnerId } : {}),
          })}
        </div>
      ) : null}

      {list.isPending ? (
        <ListLoading label="Loading deals" rowClassName="h-28 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load deals." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusinessIcon />}
          title={filtered ? "No deals match" : "No deals submitted yet"}
          description={
            filtered
              ? "Try another search or filter."
              : isAdmin
                ? "Deals partners register appear here for review."
                : "Deals you register appear here with their review status."
          }
        />
      ) : (
        <>
          <ul aria-label="Deals" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((deal) => (
              <DealListItem
                key={deal.id}
                deal={deal}
                isAdmin={isAdmin}
                wording={wording}
                href={dealHref(deal.id)}
                onShowConflicts={setConflictsOf}
              />
            ))}
          </ul>
          <PaginationBar {...paging} totalCapped={list.data.totalCapped ?? false} noun={["deal", "deals"]} />
        </>
      )}
      {isAdmin ? <DealConflictsDialog dealId={conflictsOf} onClose={() => setConflictsOf(null)} /> : null}
    </section>
  );
}
