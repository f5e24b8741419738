import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { joiningStanding } from "#server/auth/joining-standing";
import { hashPassword } from "#server/auth/password";
import { assertPasswordAllowed } from "#server/auth/password-rules";
import type { OpenPasswordSession } from "#server/auth/password-sessions";
import type { SignedInUser } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import {
  account,
  partnerInvitations,
  partnerMembers,
  partners,
  profiles,
  session,
  user,
  userRoles,
  verification,
} from "#server/db/schema/index";
import { advanceJourney } from "#server/features/onboarding-journey/advance-journey";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { enforceRateLimits, type PerCallerRules } from "#server/platform/rate-limit";
import { INVITATION_LINK_REFUSALS } from "#shared/contracts/partner-invitations";
import { usableInvitation } from "./invitation-by-token";

const refuse = (why: "otherPartnersMember" | "staffAddress" | "alreadyMember") =>
  new AppError("conflict", INVITATION_LINK_REFUSALS[why], { reason: why });

/**
 * The invited address's account, made ready to join: a new one, or an existing account that belongs to no live
 * partner (a removed member, a rejected company's contact). Staff accounts and members of a live partner are
 * refused.
 */
async function joiningAccount(
  tx: Pick<Db, "select" | "insert" | "update" | "delete">,
  invitation: { email: string; partnerId: string },
  name: string,
) {
  const { email } = invitation;
  // The account's row is locked first and its standing read by a statement of its own after the wait, so a join
  // to another partner that committed meanwhile is seen (a locking read would return the membership as it was).
  await tx.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`).for("update");
  const standing = await joiningStanding(tx, email, invitation.partnerId);
  if (standing.refusal) throw refuse(standing.refusal);
  const existing = standing.accountId;
  const userId = existing ?? randomUUID();
  // The link was mailed to the address, so opening it proves the address is theirs.
  if (existing) {
    await tx.update(user).set({ name, emailVerified: true }).where(eq(user.id, userId));
    // A new password for an account someone else may have held: its sessions and older setup links end.
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(verification).where(eq(verification.value, userId));
  } else {
    await tx.insert(user).values({ id: userId, email, name, emailVerified: true });
  }
  await tx.insert(profiles).values({ userId, email, fullName: name }).onConflictDoNothing();
  await tx.insert(userRoles).values({ userId, role: "partner" }).onConflictDoNothing();
  return userId;
}

/** Sets the account's password, making its credential when it has none (Better Auth's id scheme: the user id). */
async function setPassword(
  tx: Pick<Db, "select" | "insert" | "update">,
  userId: string,
  passwordHash: string,
) {
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length > 0) return;
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
  });
}

/**
 * Accepts an invitation (docs/product/partner-teams.md#invitations): in one transaction the invited address gets
 * an account with the chosen name and password, becomes a member with the invited role, and the invitation is
 * used up; then the person is signed in. A used, withdrawn or expired link, a staff address and a member of
 * another live partner are refused, and of accepts racing on one link exactly one makes a member.
 */
const ACCEPT_LIMITS: PerCallerRules = {
  perEmail: { limit: 10, windowMs: 60 * 60 * 1000 },
  perAddress: { limit: 30, windowMs: 60 * 60 * 1000 },
};

export async function acceptInvitation(
  deps: { db: Db; openSession: OpenPasswordSession; clientIp: string | undefined },
  input: { token: string; name: string; password: string },
): Promise<{ user: SignedInUser }> {
  await enforceRateLimits(deps.db, "team-invitation-accept", { clientIp: deps.clientIp }, ACCEPT_LIMITS);
  // Argon2id is slow on purpose: only a usable link earns a hash, made before any lock is taken.
  const invitation = await usableInvitation(deps.db, input.token, false);
  assertPasswordAllowed(input.password, invitation);
  const passwordHash = await hashPassword(input.password);
  let email: string;
  try {
    email = await deps.db.transaction(async (tx) => {
      const invitation = await usableInvitation(tx, input.token, true);
      const userId = await joiningAccount(tx, invitation, input.name);
      await setPassword(tx, userId, passwordHash);
      const joined = await tx
        .insert(partnerMembers)
        .values({
          userId,
          partnerId: invitation.partnerId,
          role: invitation.role,
          invitedBy: invitation.invitedBy,
        })
        // A membership left over from a rejected partner moves here, as a new member; any other stays.
        .onConflictDoUpdate({
          target: partnerMembers.userId,
          set: {
            partnerId: invitation.partnerId,
            role: invitation.role,
            invitedBy: invitation.invitedBy,
            createdAt: new Date(),
            lastSignedInAt: null,
          },
          setWhere: sql`exists (select 1 from ${partners} where ${partners.id} = ${partnerMembers.partnerId} and ${partners.status} = 'rejected')`,
        })
        .returning({ userId: partnerMembers.userId });
      if (joined.length === 0) throw refuse("otherPartnersMember");
      await tx
        .update(partnerInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(eq(partnerInvitations.id, invitation.id));
      await recordAudit(tx, {
        partnerId: invitation.partnerId,
        actorUserId: userId,
        action: "partner_member_joined",
        subject: { type: "user", id: userId, label: input.name },
        details: { member_name: input.name, member_email: invitation.email, role: invitation.role },
      });
      // A member who joins with a course done or a job title saved may complete a step of the journey.
      await advanceJourney(tx, invitation.partnerId);
      return invitation.email;
    });
  } catch (error) {
    // The same address accepted another partner's invitation at this very moment: the account is theirs now.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw refuse("otherPartnersMember");
    throw error;
  }
  const signedIn = await deps.openSession(email, input.password);
  if (!signedIn) throw new Error("the password just set did not open a session");
  return { user: signedIn };
}
