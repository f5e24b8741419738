import { formatAmount, formatPercent } from "#shared/format";
import { calendarDate, localDate } from "#web/lib/format/local-time";

/**
 * What a payout's figures say wherever one is shown: its rate of the deal, the partner's share of a co-sold
 * deal's commission (docs/product/programme.md#co-selling), when it was earned and paid.
 */
export function PayoutTerms({
  payout,
  dealValue,
}: {
  payout: {
    commissionRate: string;
    commissionShare: string;
    createdAt: Date;
    paidAt: Date | null;
    paymentReference: string | null;
  };
  dealValue: string;
}) {
  const share = Number(payout.commissionShare);
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground tabular-nums">
      <span>
        {formatPercent(Number(payout.commissionRate), 2)} of {formatAmount(dealValue)}
        {share !== 100 ? ` · ${formatPercent(share, 2)} share` : ""}
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
