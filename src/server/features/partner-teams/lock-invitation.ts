import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerInvitations, partners } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { INVITATION_NOT_OPEN, NO_SUCH_INVITATION } from "#shared/contracts/partner-invitations";

/**
 * An open invitation of the partner, held for the rest of the transaction (FOR UPDATE) so a resend, a revoke and
 * an accept of one invitation run one after the other. Another partner's invitation, or nobody's, is 404; one
 * already accepted or withdrawn is 409.
 */
export async function lockOpenInvitation(tx: Pick<Db, "select">, partnerId: string, id: string) {
  const [found] = await tx
    .select({
      id: partnerInvitations.id,
      email: partnerInvitations.email,
      role: partnerInvitations.role,
      acceptedAt: partnerInvitations.acceptedAt,
      revokedAt: partnerInvitations.revokedAt,
      companyName: partners.companyName,
      partnerStatus: partners.status,
    })
    .from(partnerInvitations)
    .innerJoin(partners, eq(partners.id, partnerInvitations.partnerId))
    .where(and(eq(partnerInvitations.partnerId, partnerId), eq(partnerInvitations.id, id)))
    .for("update", { of: partnerInvitations });
  if (!found) throw new AppError("not_found", NO_SUCH_INVITATION);
  if (found.acceptedAt !== null || found.revokedAt !== null) {
    throw new AppError("conflict", INVITATION_NOT_OPEN, { reason: "not_open" });
  }
  return found;
}
