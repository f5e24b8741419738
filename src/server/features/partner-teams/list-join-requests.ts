import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerJoinRequests, partners } from "#server/db/schema/index";

/** The partner's join domain and one page of the requests waiting for a decision, newest first. */
export async function listJoinRequests(
  db: Pick<Db, "select">,
  partnerId: string,
  input: { page: number; pageSize: number },
) {
  const waiting = and(eq(partnerJoinRequests.partnerId, partnerId), isNull(partnerJoinRequests.decidedAt));
  const [[partner], items, [counted]] = await Promise.all([
    db.select({ domain: partners.joinDomain }).from(partners).where(eq(partners.id, partnerId)),
    db
      .select({
        id: partnerJoinRequests.id,
        email: partnerJoinRequests.email,
        name: partnerJoinRequests.name,
        requestedAt: partnerJoinRequests.createdAt,
      })
      .from(partnerJoinRequests)
      .where(waiting)
      .orderBy(desc(partnerJoinRequests.createdAt), desc(partnerJoinRequests.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ count: count() }).from(partnerJoinRequests).where(waiting),
  ]);
  return {
    domain: partner?.domain ?? null,
    items,
    total: counted?.count ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
