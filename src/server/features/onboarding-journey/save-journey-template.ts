import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { listTierCourses } from "#server/features/programme/list-tier-courses";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { JOURNEY_MESSAGES, type saveJourneyTemplateInput } from "#shared/contracts/onboarding-journey";
import { journeyStepTitle } from "#shared/journey-step-title";
import { advanceEveryJourney } from "./advance-journey";
import { listJourneyTemplates } from "./journey-templates";

/** Queues saves of templates, so two at once do not interleave their steps. */
const TEMPLATE_LOCK = sql`select pg_advisory_xact_lock(51, 1)`;

/**
 * Replaces one template's steps, in order (docs/product/onboarding-journey.md#templates): a step sent with its
 * id keeps it, and every partner's progress on it; a step left out is removed with that progress. Every
 * partner's journey is then brought up to date, in the same transaction, so a new step the partner has already
 * done counts at once and the Partners tab's figures match. Audited.
 */
export async function saveJourneyTemplate(
  db: Db,
  caller: Caller,
  input: z.output<typeof saveJourneyTemplateInput>,
) {
  const businessType = input.audience === "default" ? null : input.audience;
  const courses = new Map((await listTierCourses(db)).map((course) => [course.id, course.title]));
  await db.transaction(async (tx) => {
    await tx.execute(TEMPLATE_LOCK);
    const { rows: current } = (await tx.execute(sql`
      select s.id, s.kind, s.course_id, c.title as course_title from journey_steps s
      left join courses c on c.id = s.course_id
      where s.business_type is not distinct from ${businessType}::business_type`)) as unknown as {
      rows: { id: string; kind: string; course_id: string | null; course_title: string | null }[];
    };
    const kept = new Map(current.map((row) => [row.id, row]));
    for (const [index, step] of input.steps.entries()) {
      const was = step.id ? kept.get(step.id) : undefined;
      if (step.id && !was)
        throw new AppError("bad_request", "A step of another journey cannot be moved into this one.", {
          field: `steps.${index}.id`,
        });
      // A kept step keeps what it asks, so the progress kept with it stays true.
      if (was && (was.kind !== step.kind || (was.course_id ?? null) !== (step.courseId ?? null)))
        throw new AppError("bad_request", JOURNEY_MESSAGES.keptStepChanged, { field: `steps.${index}.kind` });
      // Only a new step is checked against the catalogue: one kept may name a course since withdrawn.
      if (!was && step.kind === "complete_course" && !courses.has(step.courseId ?? ""))
        throw new AppError("bad_request", JOURNEY_MESSAGES.unknownCourse, {
          field: `steps.${index}.courseId`,
        });
      if (was?.course_id && was.course_title) courses.set(was.course_id, was.course_title);
    }
    const sent = new Set(input.steps.flatMap((step) => (step.id ? [step.id] : [])));
    const removed = current.map((row) => row.id).filter((id) => !sent.has(id));
    if (removed.length > 0)
      await tx.execute(sql`delete from journey_steps where id = any(${sql.param(removed)}::uuid[])`);
    for (const [index, step] of input.steps.entries()) {
      const courseId = step.kind === "complete_course" ? (step.courseId ?? null) : null;
      const label = step.kind === "manual" ? (step.label ?? null) : null;
      await tx.execute(
        step.id
          ? sql`update journey_steps set position = ${index + 1}, kind = ${step.kind}, course_id = ${courseId}::uuid,
              label = ${label} where id = ${step.id}::uuid`
          : sql`insert into journey_steps (business_type, position, kind, course_id, label)
              values (${businessType}::business_type, ${index + 1}, ${step.kind}, ${courseId}::uuid, ${label})`,
      );
    }
    await advanceEveryJourney(tx);
    await recordAudit(tx, {
      action: "journey_template_saved",
      details: {
        audience: input.audience,
        steps: input.steps.map((step) =>
          journeyStepTitle({
            kind: step.kind,
            courseTitle: step.courseId ? (courses.get(step.courseId) ?? null) : null,
            label: step.label ?? null,
          }),
        ),
      },
      partnerId: null,
      actorUserId: caller.user.id,
      subject: { type: "journey_template", id: input.audience, label: "Onboarding journey" },
    });
  });
  return listJourneyTemplates(db);
}
