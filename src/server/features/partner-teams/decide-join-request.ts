import { and, eq, isNull } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerJoinRequests } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { JOIN_REQUEST_DECIDED, NO_SUCH_JOIN_REQUEST } from "#shared/contracts/join-requests";
import type { PartnerMemberRole } from "#shared/enums";
import { addInvitation, refusingRepeatInvitations } from "./invite-member";

/** A request of the partner still waiting, held for the rest of the transaction so one decision is made. */
async function lockWaitingRequest(tx: Pick<Db, "select">, partnerId: string, id: string) {
  const [request] = await tx
    .select({
      id: partnerJoinRequests.id,
      email: partnerJoinRequests.email,
      decidedAt: partnerJoinRequests.decidedAt,
    })
    .from(partnerJoinRequests)
    .where(and(eq(partnerJoinRequests.partnerId, partnerId), eq(partnerJoinRequests.id, id)))
    .for("update");
  if (!request) throw new AppError("not_found", NO_SUCH_JOIN_REQUEST);
  if (request.decidedAt !== null) throw new AppError("conflict", JOIN_REQUEST_DECIDED);
  return request;
}

const decided = (tx: Pick<Db, "update">, id: string, decision: "approved" | "declined", caller: Caller) =>
  tx
    .update(partnerJoinRequests)
    .set({ decision, decidedBy: caller.user.id, decidedAt: new Date() })
    .where(and(eq(partnerJoinRequests.id, id), isNull(partnerJoinRequests.decidedAt)));

/**
 * A partner admin approves a request to join (docs/product/partner-teams.md#join-requests): the address is sent an
 * invitation with the role chosen, in the same transaction, and joins by accepting it, which proves the address is
 * theirs. The invitation's refusals apply (a staff address, a member elsewhere, an open invitation).
 */
export function approveJoinRequest(
  deps: { db: Db; config: Config },
  caller: Caller,
  partnerId: string,
  input: { id: string; role: PartnerMemberRole },
) {
  return refusingRepeatInvitations(() =>
    deps.db.transaction(async (tx) => {
      const request = await lockWaitingRequest(tx, partnerId, input.id);
      const invited = await addInvitation(tx, deps.config, caller, partnerId, {
        email: request.email,
        role: input.role,
      });
      await decided(tx, request.id, "approved", caller);
      return invited;
    }),
  );
}

/** A partner admin declines a request to join: it closes, and nobody is mailed. */
export async function declineJoinRequest(db: Db, caller: Caller, partnerId: string, input: { id: string }) {
  return db.transaction(async (tx) => {
    const request = await lockWaitingRequest(tx, partnerId, input.id);
    await decided(tx, request.id, "declined", caller);
    return { declined: true as const };
  });
}
