import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { partners } from "#server/db/schema/index";

/**
 * Active partners for the admin's partner chooser, by company name (then id, so equal names keep one order):
 * the first `limit`, optionally only those whose company or contact name contains the search
 * (case-insensitive). Without a search the company name index serves the order and the limit.
 */
export async function listActivePartners(db: Db, input: { search?: string; limit: number }) {
  const search = input.search ? containing(input.search) : undefined;
  return db
    .select({ id: partners.id, companyName: partners.companyName, contactName: partners.contactName })
    .from(partners)
    .where(
      and(
        eq(partners.status, "active"),
        search ? or(ilike(partners.companyName, search), ilike(partners.contactName, search)) : undefined,
      ),
    )
    .orderBy(asc(partners.companyName), asc(partners.id))
    .limit(input.limit);
}
