import { eq } from "drizzle-orm";
import { newInvitationToken } from "#server/auth/invitation-tokens";
import { joiningStanding } from "#server/auth/joining-standing";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { partnerInvitations, partners } from "#server/db/schema/index";
import { advanceJourney } from "#server/features/onboarding-journey/advance-journey";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { INVITE_REFUSALS } from "#shared/contracts/partner-invitations";
import type { PartnerMemberRole } from "#shared/enums";
import { queueInvitationMail } from "./invitation-mail";
import { invitationRow } from "./invitation-rows";
import { NO_SUCH_PARTNER } from "./list-partner-members";

/** The invitation's writes in the caller's transaction: the row, its mail and its audit entry. */
export async function addInvitation(
  tx: Pick<Db, "select" | "insert" | "execute">,
  config: Config,
  caller: Caller,
  partnerId: string,
  input: { email: string; role: PartnerMemberRole },
) {
  const [partner] = await tx
    .select({ companyName: partners.companyName, status: partners.status })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) throw new AppError("not_found", NO_SUCH_PARTNER);
  if (partner.status !== "active") throw new AppError("conflict", INVITE_REFUSALS.partnerInactive);
  const { refusal } = await joiningStanding(tx, input.email, partnerId);
  if (refusal) throw new AppError("conflict", INVITE_REFUSALS[refusal], { reason: refusal });
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const [row] = await tx
    .insert(partnerInvitations)
    .values({
      partnerId,
      email: input.email,
      role: input.role,
      tokenHash,
      expiresAt,
      invitedBy: caller.user.id,
    })
    .returning({ id: partnerInvitations.id });
  if (!row) throw new Error("the invitation insert returned no row");
  await queueInvitationMail(
    tx,
    config,
    { ...input, companyName: partner.companyName, token },
    caller.user.id,
  );
  await recordAudit(tx, {
    partnerId,
    actorUserId: caller.user.id,
    action: "partner_member_invited",
    subject: { type: "partner", id: partnerId, label: partner.companyName },
    details: { member_email: input.email, role: input.role },
  });
  await advanceJourney(tx, partnerId);
  return { invitation: await invitationRow(tx, row.id) };
}

/**
 * Runs a transaction that adds an invitation; partner_invitations_open_idx refusing a second open invitation to
 * the address (one there already, or a racing request's) is the clear 409, not a server error.
 */
export async function refusingRepeatInvitations<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw new AppError("conflict", INVITE_REFUSALS.alreadyInvited, { reason: "alreadyInvited" });
    }
    throw error;
  }
}

/**
 * Invites someone to the partner's team (docs/product/partner-teams.md#invitations): one open invitation per
 * address, a one-time link valid 7 days mailed through the outbox, and an audit entry, in one transaction. Only an
 * active partner takes members.
 */
export function inviteMember(
  deps: { db: Db; config: Config },
  caller: Caller,
  partnerId: string,
  input: { email: string; role: PartnerMemberRole },
) {
  return refusingRepeatInvitations(() =>
    deps.db.transaction((tx) => addInvitation(tx, deps.config, caller, partnerId, input)),
  );
}
