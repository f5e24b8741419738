import { eq } from "drizzle-orm";
import { invitationTokenHash } from "#server/auth/invitation-tokens";
import type { Db } from "#server/db/client";
import { partnerInvitations, partners, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { INVITATION_LINK_REFUSALS } from "#shared/contracts/partner-invitations";

/**
 * The invitation a link's token opens, if it can still be used: unknown, accepted, withdrawn and expired links,
 * and links of a partner that is no longer active, are refused with a sentence saying what to do (403, or 404 for
 * an unknown link). `lock` holds the row for the rest of the transaction, so two accepts of one link run one after
 * the other and the second finds it accepted.
 */
export async function usableInvitation(tx: Pick<Db, "select">, token: string, lock: boolean) {
  const query = tx
    .select({
      id: partnerInvitations.id,
      partnerId: partnerInvitations.partnerId,
      email: partnerInvitations.email,
      role: partnerInvitations.role,
      invitedBy: partnerInvitations.invitedBy,
      inviterName: user.name,
      expiresAt: partnerInvitations.expiresAt,
      acceptedAt: partnerInvitations.acceptedAt,
      revokedAt: partnerInvitations.revokedAt,
      companyName: partners.companyName,
      partnerStatus: partners.status,
    })
    .from(partnerInvitations)
    .innerJoin(partners, eq(partners.id, partnerInvitations.partnerId))
    .leftJoin(user, eq(user.id, partnerInvitations.invitedBy))
    .where(eq(partnerInvitations.tokenHash, invitationTokenHash(token)));
  const [found] = lock ? await query.for("update", { of: partnerInvitations }) : await query;
  const refuse = (why: keyof typeof INVITATION_LINK_REFUSALS) =>
    new AppError(why === "invalid" ? "not_found" : "forbidden", INVITATION_LINK_REFUSALS[why], {
      reason: why,
    });
  if (!found) throw refuse("invalid");
  if (found.acceptedAt !== null) throw refuse("accepted");
  if (found.revokedAt !== null) throw refuse("revoked");
  if (found.expiresAt.getTime() <= Date.now()) throw refuse("expired");
  if (found.partnerStatus !== "active") throw refuse("partnerInactive");
  return found;
}
