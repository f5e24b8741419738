import { formatAmount, formatPercent } from "#shared/format";
import { calendarDate, localDate } from "#web/lib/format/local-time";

/** What a payout's figures say wherever one is shown: its rate of the deal, when it was earned and paid. */
export function PayoutTerms({
  payout,
  dealValue,
}: {
  payout: { commissionRate: string; createdAt: Date; paidAt: Date | null; paymentReference: string | null };
  dealValue: string;
}) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground tabular-nums">
      <span>
        {formatPercent(Number(payout.commissionRate), 2)} of {formatAmount(dealValue)}
      </span>
      <span>Earned {localDate(payout.createdAt)}</span>
      {payout.paidAt ? (
        <span>
          Paid {calendarDate(payout.paidAt)}
          {payout.paymentReference ? ` (${payout.paymentReference})` : ""}
        </span>
      ) : null}
    </p>
  );
}
