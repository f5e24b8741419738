import { DownloadIcon, WalletIcon } from "lucide-react";
import { toast } from "sonner";
import { PAYOUT_STATUSES, type PayoutStatus } from "#shared/enums";
import { formatAmount } from "#shared/format";
import { type FilterOption, SelectFilter } from "#web/components/forms/select-filter";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { BusyButton } from "#web/components/ui/busy-button";
import { PayoutStatusBadge } from "#web/domain/payout-status-badge";
import { PayoutTerms } from "#web/domain/payout-terms";
import { choiceParam, useAddressState } from "#web/lib/address/use-address-state";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useExportUnpaidPayouts } from "./api/export-unpaid-payouts";
import { usePayouts } from "./api/get-payouts";
import { MarkPaidDialog } from "./mark-paid-dialog";
import type { PayoutSummary } from "./payout-summary";

const FILTER_PARAMS = { status: choiceParam(["all", ...PAYOUT_STATUSES], "all") };
const FILTERS: readonly FilterOption<PayoutStatus>[] = [
  { value: "pending", label: "Pending" },
  { value: "paid", label: "Paid" },
];

function PayoutItem({ payout, isAdmin }: { payout: PayoutSummary; isAdmin: boolean }) {
  // When it was earned falls on the day of the person's chosen zone; the payment date is the day entered.
  useDisplayPreferences();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{payout.customerCompanyName}</h3>
          <PayoutStatusBadge status={payout.status} />
        </div>
        {isAdmin ? <p className="text-sm">{payout.partnerCompanyName}</p> : null}
        <PayoutTerms payout={payout} dealValue={payout.dealValue} />
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <p className="text-lg font-semibold tabular-nums">{formatAmount(payout.commissionAmount)}</p>
        {isAdmin && payout.status === "pending" ? <MarkPaidDialog payout={payout} /> : null}
      </div>
    </li>
  );
}

/**
 * Commission payouts, newest first: a partner sees what each closed-won deal earned and whether it is paid;
 * administrators see every partner's, record payments and export the unpaid ones as CSV.
 */
export function PayoutsList({ isAdmin }: { isAdmin: boolean }) {
  const [{ status }, setFilters] = useAddressState(FILTER_PARAMS);
  const { list, ...paging } = usePagedList(usePayouts, status !== "all" ? { status } : {});
  const exportUnpaid = useExportUnpaidPayouts({
    mutationConfig: {
      onError: () =>
        toast.error("Export Failed", {
          description: "Could not export the unpaid payouts. Please try again.",
        }),
    },
  });

  return (
    <section aria-labelledby="payouts-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="payouts-heading" className="text-xl font-semibold tracking-tight">
            {isAdmin ? "Commission Payouts" : "My Commission"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {isAdmin
              ? "Commission earned on closed-won deals. Record each payment once it is made."
              : "What each closed-won deal earned you, and whether it has been paid."}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectFilter
            id="payout-status-filter"
            label="Status"
            allLabel="All payouts"
            value={status}
            options={FILTERS}
            onChange={(next) => setFilters({ status: next })}
            triggerClassName="w-full sm:w-40"
          />
          {isAdmin ? (
            <BusyButton
              type="button"
              variant="outline"
              busy={exportUnpaid.isPending}
              busyLabel="Exporting"
              icon={<DownloadIcon aria-hidden="true" />}
              onClick={() => exportUnpaid.mutate({})}
            >
              Export Unpaid CSV
            </BusyButton>
          ) : null}
        </div>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading payouts" rows={2} rowClassName="h-20 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load payouts." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<WalletIcon />}
          title="No payouts yet"
          description={
            status !== "all"
              ? "No payout has this status."
              : "Commission appears here when a deal is marked closed won."
          }
        />
      ) : (
        <>
          <ul aria-label="Payouts" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((payout) => (
              <PayoutItem key={payout.id} payout={payout} isAdmin={isAdmin} />
            ))}
          </ul>
          <PaginationBar
            {...paging}
            totalCapped={list.data.totalCapped ?? false}
            noun={["payout", "payouts"]}
          />
        </>
      )}
    </section>
  );
}
