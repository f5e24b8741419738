import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { partners } from "#server/db/schema/index";
import type { PartnerStatus, PartnerTier } from "#shared/enums";
import { partnerAdminColumns } from "./partner-admin-columns";

/**
 * One page of every partner, newest first, for partner administrators: optionally of one status and one tier,
 * and only those whose company, contact name or contact e-mail contains the search (ignoring case; trigram
 * indexes serve it).
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
  const [items, [totalRow]] = await Promise.all([
    db
      .select(partnerAdminColumns)
      .from(partners)
      .where(where)
      .orderBy(desc(partners.createdAt), desc(partners.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(partners).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
