import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerInvitations, user } from "#server/db/schema/index";
import { requirePartner } from "./list-partner-members";

/** An open invitation: neither accepted nor withdrawn (it may have expired). */
export const isOpen = and(isNull(partnerInvitations.acceptedAt), isNull(partnerInvitations.revokedAt));

/** An invitation as the team page lists it. */
const INVITATION_COLUMNS = {
  id: partnerInvitations.id,
  email: partnerInvitations.email,
  role: partnerInvitations.role,
  invitedByName: user.name,
  sentAt: partnerInvitations.sentAt,
  expiresAt: partnerInvitations.expiresAt,
  expired: sql<boolean>`${partnerInvitations.expiresAt} <= now()`,
};

const invitations = (db: Pick<Db, "select">) =>
  db
    .select(INVITATION_COLUMNS)
    .from(partnerInvitations)
    .leftJoin(user, eq(user.id, partnerInvitations.invitedBy));

/** One page of the partner's open invitations, newest first, and how many it has; a partner nobody has is 404. */
export async function listOpenInvitations(
  db: Pick<Db, "select">,
  partnerId: string,
  input: { page: number; pageSize: number },
) {
  await requirePartner(db, partnerId);
  const ofPartner = and(eq(partnerInvitations.partnerId, partnerId), isOpen);
  const [items, [counted]] = await Promise.all([
    invitations(db)
      .where(ofPartner)
      .orderBy(desc(partnerInvitations.createdAt), desc(partnerInvitations.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ count: count() }).from(partnerInvitations).where(ofPartner),
  ]);
  return { items, total: counted?.count ?? 0, page: input.page, pageSize: input.pageSize };
}

/** The invitation as the team page lists it, read in the caller's transaction after a change. */
export async function invitationRow(db: Pick<Db, "select">, id: string) {
  const [row] = await invitations(db).where(eq(partnerInvitations.id, id)).limit(1);
  if (!row) throw new Error("the invitation just written was not found");
  return row;
}
