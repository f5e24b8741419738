import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { commissionPayouts, partnerDeals } from "../db/schema";
import { AppError } from "./app-error";

/**
 * The partner a signed-in member acts for: every query of partner-owned rows is limited to it. A sales rep
 * reaches only the deals they submitted and those deals' payouts (docs/product/partner-teams.md#members-and-roles); the rest
 * of the partner's rows (resources, learning, support) are the whole team's.
 */
export interface PartnerScope {
  partnerId: string;
  /** The sales rep whose own deals and payouts these are; null for a partner admin, who sees all of them. */
  repId: string | null;
}

/** The scope of a partner-wide read the server makes for itself (a payout's figures, a deal's event). */
export const wholePartner = (partnerId: string): PartnerScope => ({ partnerId, repId: null });

/** Staff holding the feature's permission: they see every partner's rows. */
export interface AllPartnersScope {
  partnerId: null;
}

export type RowScope = PartnerScope | AllPartnersScope;

/**
 * A scope as a statement takes it; in one built once for every partner (db/reusable-queries.ts) a placeholder
 * stands for the partner.
 */
export type StatementScope = RowScope | { partnerId: Placeholder; repId: null };

/** The scope of staff work on every partner's rows. */
export const ALL_PARTNERS: AllPartnersScope = { partnerId: null };

/**
 * The `where` of any query over a partner-owned table (deals, payouts, resources granted, enrollments): the
 * scope's own rows (every row for staff), narrowed by the further conditions. Written once so no feature can
 * forget the partner, nor a sales rep's scope another rep's deals.
 */
export function ownRows(
  scope: StatementScope,
  table: { partnerId: AnyPgColumn },
  ...conditions: (SQL | undefined)[]
): SQL | undefined {
  return scope.partnerId === null
    ? and(...conditions)
    : and(eq(table.partnerId, scope.partnerId), repsOwn(scope.repId, table), ...conditions);
}

/** A sales rep's own rows of a table: the deals they submitted, and the payouts of those deals. */
function repsOwn(repId: string | null, table: { partnerId: AnyPgColumn }): SQL | undefined {
  if (repId === null) return undefined;
  if (table === partnerDeals) return eq(partnerDeals.submittedBy, repId);
  if (table === commissionPayouts) {
    return sql`${commissionPayouts.dealId} in (select ${partnerDeals.id} from ${partnerDeals} where ${partnerDeals.submittedBy} = ${repId})`;
  }
  return undefined;
}

/**
 * A row looked up through `ownRows`: another partner's row is answered exactly like a missing one (404), so
 * nobody learns that it exists.
 */
export function ownRowOrNotFound<Row>(row: Row | undefined, notFoundMessage: string): Row {
  if (row === undefined) throw new AppError("not_found", notFoundMessage);
  return row;
}
