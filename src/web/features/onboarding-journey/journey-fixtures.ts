import type { JourneyStep, PartnerJourney } from "#shared/contracts/onboarding-journey";

// What the journey procedures answer, as the screens receive them, for the onboarding journey's tests.

export const PARTNER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
export const COURSE_ID = "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01";

const step = (
  n: number,
  fields: Partial<JourneyStep> & Pick<JourneyStep, "kind" | "title">,
): JourneyStep => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  courseId: null,
  courseTitle: null,
  label: null,
  doneAt: null,
  doneByName: null,
  ...fields,
});

export const SIGN = step(1, { kind: "sign_agreement", title: "Sign the programme agreement" });
export const PROFILE = step(2, { kind: "complete_profile", title: "Complete your profile" });
export const KICKOFF = step(3, { kind: "manual", title: "Kickoff call", label: "Kickoff call" });
export const INVITE = step(4, { kind: "invite_colleague", title: "Invite a colleague" });
export const COURSE = step(5, {
  kind: "complete_course",
  title: "Complete the course Selling the Platform",
  courseId: COURSE_ID,
  courseTitle: "Selling the Platform",
});
export const FIRST_DEAL = step(6, { kind: "first_deal", title: "Register your first deal" });

const STEPS = [SIGN, PROFILE, KICKOFF, INVITE, COURSE, FIRST_DEAL];

/**
 * Acme's journey with the steps before `next` done (the manual one ticked by Penny Manager), the rest open;
 * with no `next`, every step is done.
 */
export function journeyAt(next: JourneyStep | null, overrides: Partial<PartnerJourney> = {}): PartnerJourney {
  const nextIndex = next ? STEPS.indexOf(next) : STEPS.length;
  const steps = STEPS.map((one, index) =>
    index < nextIndex
      ? {
          ...one,
          doneAt: new Date(`2026-03-1${index}T12:00:00Z`),
          doneByName: one.kind === "manual" ? "Penny Manager" : null,
        }
      : one,
  );
  return {
    partnerId: PARTNER_ID,
    companyName: "Acme Solutions",
    steps,
    done: nextIndex,
    total: STEPS.length,
    nextStepId: next?.id ?? null,
    completedAt: next ? null : new Date("2026-03-20T12:00:00Z"),
    movedAt: new Date("2026-03-10T12:00:00Z"),
    stalledSince: null,
    approvedAt: new Date("2026-03-09T12:00:00Z"),
    firstDealAt: null,
    daysToFirstDeal: null,
    ...overrides,
  };
}
