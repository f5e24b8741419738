import { and, eq, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "./app-error";

/** The partner a signed-in contact acts for: every query of partner-owned rows is limited to it. */
export interface PartnerScope {
  partnerId: string;
}

/** Staff holding the feature's permission: they see every partner's rows. */
export interface AllPartnersScope {
  partnerId: null;
}

export type RowScope = PartnerScope | AllPartnersScope;

/**
 * A scope as a statement takes it; in one built once for every partner (db/reusable-queries.ts) a placeholder
 * stands for the partner.
 */
export type StatementScope = RowScope | { partnerId: Placeholder };

/** The scope of staff work on every partner's rows. */
export const ALL_PARTNERS: AllPartnersScope = { partnerId: null };

/**
 * The `where` of any query over a partner-owned table (deals, payouts, resources granted, enrollments): the
 * scope's own rows (every row for staff), narrowed by the further conditions. Written once so no feature can
 * forget the partner.
 */
export function ownRows(
  scope: StatementScope,
  table: { partnerId: AnyPgColumn },
  ...conditions: (SQL | undefined)[]
): SQL | undefined {
  return scope.partnerId === null
    ? and(...conditions)
    : and(eq(table.partnerId, scope.partnerId), ...conditions);
}

/**
 * A row looked up through `ownRows`: another partner's row is answered exactly like a missing one (404), so
 * nobody learns that it exists.
 */
export function ownRowOrNotFound<Row>(row: Row | undefined, notFoundMessage: string): Row {
  if (row === undefined) throw new AppError("not_found", notFoundMessage);
  return row;
}
