import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import { partnerMembers, partners, user } from "#server/db/schema/index";

/** Whether the member is the partner's contact, who stays a partner admin (docs/product/partner-teams.md). */
export const IS_CONTACT = sql<boolean>`exists (
  select 1 from ${partners}
  where ${partners.id} = ${partnerMembers.partnerId} and lower(${partners.contactEmail}) = lower(${user.email})
)`;

/** A member as the team page shows them; every column reads `partner_members` or `user`. */
export const MEMBER_COLUMNS = {
  userId: partnerMembers.userId,
  name: user.name,
  email: user.email,
  role: partnerMembers.role,
  isContact: IS_CONTACT,
  joinedAt: partnerMembers.createdAt,
  lastSignedInAt: partnerMembers.lastSignedInAt,
};

/** Members in the order they joined, the order of the team page and of the partner's detail view. */
export const IN_ORDER_JOINED: SQL[] = [asc(partnerMembers.createdAt), asc(partnerMembers.userId)];

/** Members joined to their account, selecting the given columns. */
export function selectMembers<Columns extends SelectedFields>(db: Pick<Db, "select">, columns: Columns) {
  return db.select(columns).from(partnerMembers).innerJoin(user, eq(user.id, partnerMembers.userId));
}

/** How many members the partner has in all. */
export async function countMembers(db: Pick<Db, "select">, partnerId: string) {
  const [counted] = await db
    .select({ count: count() })
    .from(partnerMembers)
    .where(eq(partnerMembers.partnerId, partnerId));
  return counted?.count ?? 0;
}
