import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { partnerMembers, partners, profiles, user, userRoles } from "../db/schema";
import { AppError } from "../platform/app-error";

const STAFF_ADDRESS =
  "This contact email belongs to a staff account. Ask the applicant for another address before approving.";
const OTHER_PARTNERS_MEMBER =
  "This contact email belongs to a member of another partner, and a person belongs to one partner. Ask the applicant for another address, or have the other partner remove them first.";

/**
 * The partner contact's account, inside the caller's transaction: the existing user with that e-mail (never a
 * staff account) or a new one without a password, with its profile, the partner role, and a partner admin of
 * the partner (docs/product/partner-teams.md). A contact who was a member of a partner no longer live (a rejected
 * company applying again) moves to this one; a member of a live partner is refused. Staff accounts are created by
 * single sign-on instead (auth.ts); nothing else creates users.
 */
export async function provisionPartnerAccount(
  tx: Pick<Db, "select" | "insert" | "update">,
  contact: { email: string; name: string; partnerId: string },
): Promise<{ userId: string }> {
  const email = contact.email.toLowerCase();
  const [existing] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (existing) {
    const [staffRole] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, existing.id), ne(userRoles.role, "partner")))
      .limit(1);
    if (staffRole) throw new AppError("conflict", STAFF_ADDRESS);
  }
  const userId = existing?.id ?? randomUUID();
  if (!existing) {
    await tx.insert(user).values({ id: userId, email, name: contact.name, emailVerified: false });
  }
  await tx.insert(profiles).values({ userId, email, fullName: contact.name }).onConflictDoNothing();
  await tx.insert(userRoles).values({ userId, role: "partner" }).onConflictDoNothing();
  await makePartnerAdmin(tx, userId, contact.partnerId);
  return { userId };
}

async function makePartnerAdmin(
  tx: Pick<Db, "select" | "insert" | "update">,
  userId: string,
  partnerId: string,
) {
  const [membership] = await tx
    .select({ partnerId: partnerMembers.partnerId, status: partners.status })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(eq(partnerMembers.userId, userId))
    .for("update", { of: partnerMembers });
  if (!membership) {
    await tx.insert(partnerMembers).values({ userId, partnerId, role: "partner_admin" });
    return;
  }
  if (membership.partnerId !== partnerId && membership.status !== "rejected")
    throw new AppError("conflict", OTHER_PARTNERS_MEMBER);
  await tx
    .update(partnerMembers)
    .set({ partnerId, role: "partner_admin", invitedBy: null })
    .where(eq(partnerMembers.userId, userId));
}
