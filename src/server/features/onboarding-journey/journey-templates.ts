import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { listTierCourses } from "#server/features/programme/list-tier-courses";
import type { JourneyAudience, JourneyTemplate } from "#shared/contracts/onboarding-journey";
import { BUSINESS_TYPES, type JourneyStepKind } from "#shared/enums";
import { journeyStepTitle } from "#shared/journey-step-title";

interface StepRow {
  id: string;
  business_type: string | null;
  kind: JourneyStepKind;
  course_id: string | null;
  course_title: string | null;
  label: string | null;
}

/**
 * Every journey template (docs/product/onboarding-journey.md#templates): the default, then each business type
 * (empty when the type follows the default), with how many active partners follow each; and the courses a
 * course step can name.
 */
export async function listJourneyTemplates(db: Pick<Db, "execute" | "select">) {
  const [steps, counts, courses] = await Promise.all([
    db.execute(sql`
      select s.id, s.business_type, s.kind, s.course_id, c.title as course_title, s.label
      from journey_steps s left join courses c on c.id = s.course_id
      order by s.business_type nulls first, s.position, s.id`) as unknown as Promise<{ rows: StepRow[] }>,
    db.execute(sql`
      select p.business_type, count(*)::int as partners from partners p
      where p.status = 'active' group by p.business_type`) as unknown as Promise<{
      rows: { business_type: string; partners: number }[];
    }>,
    listTierCourses(db),
  ]);
  const audiences: JourneyAudience[] = ["default", ...BUSINESS_TYPES];
  const own = new Set(steps.rows.map((row) => row.business_type ?? "default"));
  const partnersOf = (audience: JourneyAudience) =>
    counts.rows
      .filter((row) =>
        audience === "default" ? !own.has(row.business_type) : row.business_type === audience,
      )
      .reduce((sum, row) => sum + row.partners, 0);
  const templates: JourneyTemplate[] = audiences.map((audience) => ({
    audience,
    steps: steps.rows
      .filter((row) => (row.business_type ?? "default") === audience)
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        courseId: row.course_id,
        courseTitle: row.course_title,
        label: row.label,
        title: journeyStepTitle({ kind: row.kind, courseTitle: row.course_title, label: row.label }),
      })),
    partners: partnersOf(audience),
  }));
  return { templates, courses };
}
