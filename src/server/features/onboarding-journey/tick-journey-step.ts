import { sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { getPartnerRow, NO_SUCH_PARTNER } from "#server/features/partners/get-partner-row";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { JOURNEY_MESSAGES, type PartnerJourney } from "#shared/contracts/onboarding-journey";
import { advanceJourney, lockJourneys } from "./advance-journey";
import { getPartnerJourney } from "./get-partner-journey";
import { journeyStepRows } from "./journey-step-rows";

/**
 * Staff tick a manual step of a partner's journey (a kickoff call held), or untick one ticked by mistake, audited
 * on the partner. Steps the portal ticks itself are refused: their fact decides them.
 */
export async function setManualStep(
  db: Db,
  caller: Caller,
  input: { partnerId: string; stepId: string },
  done: boolean,
): Promise<PartnerJourney> {
  await db.transaction(async (tx) => {
    await lockJourneys(tx, [input.partnerId]);
    const partner = await getPartnerRow(tx, input.partnerId);
    if (!partner) throw new AppError("not_found", NO_SUCH_PARTNER);
    const step = (await journeyStepRows(tx, partner.id)).find((row) => row.id === input.stepId);
    if (!step) throw new AppError("not_found", JOURNEY_MESSAGES.notInJourney);
    if (step.kind !== "manual") throw new AppError("conflict", JOURNEY_MESSAGES.notManual);
    if ((step.doneAt !== null) === done) return;
    await tx.execute(
      done
        ? sql`insert into partner_journey_steps (partner_id, step_id, done_at, done_by)
            values (${partner.id}::uuid, ${step.id}::uuid, now(), ${caller.user.id}) on conflict do nothing`
        : sql`delete from partner_journey_steps where partner_id = ${partner.id}::uuid and step_id = ${step.id}::uuid`,
    );
    // With any fact no event told of, so the figures shown after the tick are whole.
    await advanceJourney(tx, partner.id);
    await recordAudit(tx, {
      action: done ? "journey_step_ticked" : "journey_step_unticked",
      details: { step_id: step.id, step: step.title },
      partnerId: partner.id,
      actorUserId: caller.user.id,
      subject: { type: "partner", id: partner.id, label: partner.companyName },
    });
  });
  return getPartnerJourney(db, input.partnerId, { forStaff: true });
}
