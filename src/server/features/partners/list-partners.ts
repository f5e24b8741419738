import { and, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { partners } from "#server/db/schema/index";
import type { PartnerStatus, PartnerTier } from "#shared/enums";
import { partnerAdminColumns } from "./partner-admin-columns";

/**
 * One page of every partner, newest first, for partner administrators: optionally of one status and one tier,
 * and only those whose company, contact name or contact e-mail contains the search (ignoring case; trigram
 * indexes serve it). The total stops at a cap (capped-total.ts).
 */
export async function listPartners(
  db: Db,
  input: { search?: string; status?: PartnerStatus; tier?: PartnerTier; page: number; pageSize: number },
) {
  const search = input.search ? containing(input.search) : undefined;
  const where = and(
    input.status ? eq(partners.status, input.status) : undefined,
    input.tier ? eq(partners.tier, input.tier) : undefined,
    search
      ? or(
          ilike(partners.companyName, search),
          ilike(partners.contactName, search),
          ilike(partners.contactEmail, search),
        )
      : undefined,
  );
  const order = [desc(partners.createdAt), desc(partners.id)];
  // The page's ids first: a deep page then works out the deal count and commission of its own rows only, not
  // of every partner it skips.
  const [pageIds, counted] = await Promise.all([
    db
      .select({ id: partners.id })
      .from(partners)
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    cappedTotal(db, partners, where, countUpTo(input)),
  ]);
  const items =
    pageIds.length === 0
      ? []
      : await db
          .select(partnerAdminColumns)
          .from(partners)
          .where(
            inArray(
              partners.id,
              pageIds.map((row) => row.id),
            ),
          )
          .orderBy(...order);
  return { items, ...counted, page: input.page, pageSize: input.pageSize };
}
