import type { JourneyStepKind } from "./enums";
import { JOURNEY_STEP_KIND_LABELS } from "./labels";

/** A step as partners read it: its kind's words, a course step with its course, a manual step by its name. */
export function journeyStepTitle(step: {
  kind: JourneyStepKind;
  courseTitle: string | null;
  label: string | null;
}): string {
  if (step.kind === "manual") return step.label ?? JOURNEY_STEP_KIND_LABELS.manual;
  if (step.kind === "complete_course") return `Complete the course ${step.courseTitle ?? ""}`.trim();
  return JOURNEY_STEP_KIND_LABELS[step.kind];
}
