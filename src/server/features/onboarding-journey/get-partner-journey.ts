import type { Db } from "#server/db/client";
import { getPartnerRow, NO_SUCH_PARTNER } from "#server/features/partners/get-partner-row";
import { loadProgrammeSettings } from "#server/features/programme/programme-settings";
import { AppError } from "#server/platform/app-error";
import type { PartnerJourney } from "#shared/contracts/onboarding-journey";
import { journeyStepRows } from "./journey-step-rows";

const DAY_MS = 86_400_000;

/** Whole days between two moments, never negative. */
export const wholeDaysBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));

/**
 * A partner's onboarding journey (docs/product/onboarding-journey.md): its steps in order with what is done, the
 * next step, whether it has stood still past the programme's threshold, and its time to a first deal.
 */
export async function getPartnerJourney(
  db: Pick<Db, "select" | "execute">,
  partnerId: string,
  options: { forStaff: boolean; now?: Date },
): Promise<PartnerJourney> {
  const now = options.now ?? new Date();
  const [partner, steps, settings] = await Promise.all([
    getPartnerRow(db, partnerId),
    journeyStepRows(db, partnerId),
    loadProgrammeSettings(db),
  ]);
  if (!partner) throw new AppError("not_found", NO_SUCH_PARTNER);
  const next = steps.find((step) => step.doneAt === null) ?? null;
  const movedAt = partner.journeyMovedAt;
  // Stalled: standing still since its last move for at longer than the programme's threshold.
  const stalledSince =
    next &&
    partner.status === "active" &&
    movedAt &&
    now.getTime() - movedAt.getTime() >= settings.journeyStallDays * DAY_MS
      ? movedAt
      : null;
  const approvedAt = partner.firstApprovedAt;
  return {
    partnerId: partner.id,
    companyName: partner.companyName,
    // Partners read what was done, not which member of staff ticked it.
    steps: options.forStaff ? steps : steps.map((step) => ({ ...step, doneByName: null })),
    done: steps.filter((step) => step.doneAt !== null).length,
    total: steps.length,
    nextStepId: next?.id ?? null,
    completedAt: next ? null : partner.journeyCompletedAt,
    movedAt,
    stalledSince,
    approvedAt,
    firstDealAt: partner.firstDealAt,
    daysToFirstDeal:
      approvedAt && partner.firstDealAt ? wholeDaysBetween(approvedAt, partner.firstDealAt) : null,
  };
}
