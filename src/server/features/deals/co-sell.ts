import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { notify, partnerAdminsAnd } from "#server/platform/notifications";
import type { ConflictPolicy } from "#shared/contracts/programme-settings";
import { approvedAndProtected } from "./deal-columns";
import { dealCoSoldNotice } from "./notification-messages";

// Co-selling (docs/product/programme.md#co-selling): two partners' deals for one customer, each naming the other
// with its partner's share of the commission. A pair is live while both name each other: a deal that expires or
// is withdrawn clears only its own side (its row is the one locked), and the other deal drops the stale side at
// its own next move.

type Tx = Pick<Db, "select" | "update">;

const PROTECTED =
  "Another partner's approved deal protects this customer. Approve with the override to register this one anyway.";
const PROTECTED_CO_SELL =
  "Another partner's approved deal protects this customer. Co-sell it with a commission split, or approve with the override to register this one anyway.";

/**
 * Locks a deal and the deal it is paired with, in key order, before any move of either: closing one closes both,
 * so two reviewers closing the two at once must queue on the same row first rather than deadlock.
 */
export async function lockDealPair(tx: Pick<Db, "select">, id: string): Promise<string | null> {
  const [found] = await tx
    .select({ pairedWith: partnerDeals.coSellDealId })
    .from(partnerDeals)
    .where(eq(partnerDeals.id, id));
  const pairedWith = found?.pairedWith ?? null;
  await tx
    .select({ id: partnerDeals.id })
    .from(partnerDeals)
    .where(inArray(partnerDeals.id, pairedWith ? [id, pairedWith] : [id]))
    .orderBy(asc(partnerDeals.id))
    .for("update");
  return pairedWith;
}

/** The deal was paired between the read of its pair and its lock: the move is refused rather than lock out of order. */
export const PAIRED_MEANWHILE =
  "This deal was just paired with another partner's deal. Please review it again.";

/** Another partner's approved deal for the same customer, still protected, locked, with its pairing. */
async function protectingDeal(tx: Pick<Db, "select">, deal: ApprovingDeal) {
  if (!deal.customerKey) return undefined;
  const [found] = await tx
    .select({ id: partnerDeals.id, pairedWith: partnerDeals.coSellDealId })
    .from(partnerDeals)
    .where(
      and(
        eq(partnerDeals.customerKey, deal.customerKey),
        ne(partnerDeals.partnerId, deal.partnerId),
        approvedAndProtected(partnerDeals),
      ),
    )
    .orderBy(asc(partnerDeals.id))
    .limit(1)
    .for("update");
  return found;
}

interface ApprovingDeal {
  id: string;
  partnerId: string;
  customerKey: string | null;
}

/** What an approval does about another partner's protection: nothing, an audited override, or a co-sell. */
export type ProtectionOutcome =
  | { kind: "free" }
  | { kind: "override"; protectedDealId: string }
  | { kind: "co_sell"; protectedDealId: string; share: number };

/**
 * Decides an approval over another partner's protected registration by the programme's conflict policy: refused
 * unless the reviewer overrides, or, when co-selling is on, sets this deal's partner's share of the commission.
 */
export async function protectionOutcome(
  tx: Tx,
  deal: ApprovingDeal,
  policy: ConflictPolicy,
  input: { overrideProtection?: boolean; coSellShare?: number },
): Promise<ProtectionOutcome> {
  const protecting = await protectingDeal(tx, deal);
  if (input.coSellShare !== undefined) {
    if (policy !== "co_sell") {
      throw new AppError(
        "conflict",
        "Co-selling is off: the programme's conflict policy is first approved wins.",
        {
          reason: "co_sell_off",
          field: "coSellShare",
        },
      );
    }
    if (!protecting) {
      throw new AppError(
        "conflict",
        "No other partner's registration protects this customer: approve it without a commission share.",
        { reason: "no_co_sell", field: "coSellShare" },
      );
    }
    if (await livePair(tx, protecting)) {
      throw new AppError(
        "conflict",
        "Two partners already co-sell this customer: approve this deal with the override or reject it.",
        { reason: "co_sold_already", field: "coSellShare" },
      );
    }
    return { kind: "co_sell", protectedDealId: protecting.id, share: input.coSellShare };
  }
  if (!protecting) return { kind: "free" };
  if (input.overrideProtection) return { kind: "override", protectedDealId: protecting.id };
  throw new AppError("conflict", policy === "co_sell" ? PROTECTED_CO_SELL : PROTECTED, {
    reason: policy === "co_sell" ? "protected_customer_co_sell" : "protected_customer",
  });
}

/** The deal a deal is paired with, when that deal still names it back. */
async function livePair(tx: Pick<Db, "select">, deal: { id: string; pairedWith: string | null }) {
  if (!deal.pairedWith) return undefined;
  const [other] = await tx
    .select({ id: partnerDeals.id, status: partnerDeals.status })
    .from(partnerDeals)
    .where(and(eq(partnerDeals.id, deal.pairedWith), eq(partnerDeals.coSellDealId, deal.id)));
  return other;
}

/**
 * Pairs the approved deal with the protected one: each names the other, the shares adding to 100. The protected
 * deal's history gets the pairing and its people are told their share, not who they share the customer with.
 */
export async function pairDeals(
  tx: Pick<Db, "select" | "update" | "insert" | "execute">,
  approvedId: string,
  protectedId: string,
  share: number,
  actorUserId: string,
): Promise<void> {
  await tx
    .update(partnerDeals)
    .set({ coSellDealId: protectedId, coSellShare: String(share) })
    .where(eq(partnerDeals.id, approvedId));
  const kept = 100 - share;
  const [protectedDeal] = await tx
    .update(partnerDeals)
    .set({ coSellDealId: approvedId, coSellShare: String(kept) })
    .where(eq(partnerDeals.id, protectedId))
    .returning({
      id: partnerDeals.id,
      partnerId: partnerDeals.partnerId,
      companyName: partnerDeals.companyName,
      submittedBy: partnerDeals.submittedBy,
    });
  if (!protectedDeal) throw new Error("the protected deal is missing");
  await recordAudit(tx, {
    partnerId: protectedDeal.partnerId,
    actorUserId,
    action: "deal_co_sold",
    subject: { type: "deal", id: protectedDeal.id, label: protectedDeal.companyName },
    details: {
      deal_id: protectedDeal.id,
      company_name: protectedDeal.companyName,
      co_sold_with_deal: approvedId,
      commission_share: kept,
    },
  });
  await notify(
    tx,
    partnerAdminsAnd(protectedDeal.partnerId, protectedDeal.submittedBy),
    dealCoSoldNotice({ id: protectedDeal.id, customer: protectedDeal.companyName, share: kept, actorUserId }),
  );
}

/**
 * Splits the won value of a co-sold pair closing won between its two deals by their shares, in SQL numeric: the
 * closed deal keeps its share rounded to cents, the other the rest, so the two add up to the one value won and
 * every figure summing won deals (a partner's, the programme's) counts the customer once, each partner its share.
 */
export async function splitWonValue(
  tx: Pick<Db, "execute">,
  closedId: string,
  pairId: string,
  wonValue: string,
): Promise<{ closed: string; pair: string }> {
  const { rows } = (await tx.execute(sql`
    with closed as (
      update ${partnerDeals} set deal_value = round(${wonValue}::numeric * co_sell_share / 100, 2)
      where id = ${closedId} returning deal_value
    )
    update ${partnerDeals} set deal_value = ${wonValue}::numeric - (select deal_value from closed)
    where id = ${pairId}
    returning (select deal_value from closed)::text as closed, deal_value::text as pair`)) as unknown as {
    rows: { closed: string; pair: string }[];
  };
  const [split] = rows;
  if (!split) throw new Error("the co-sold deal is missing");
  return split;
}

/**
 * The approved deal that closes with this one, both rows locked by lockDealPair. A side left stale by the other
 * deal's expiry or withdrawal is cleared, and the deal closes alone on its whole commission.
 */
export async function coSoldPartner(tx: Tx, deal: { id: string; pairedWith: string | null }) {
  if (!deal.pairedWith) return undefined;
  const other = await livePair(tx, deal);
  if (other?.status === "approved") return other.id;
  await tx
    .update(partnerDeals)
    .set({ coSellDealId: null, coSellShare: null })
    .where(eq(partnerDeals.id, deal.id));
  return undefined;
}
