import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { JourneyStep } from "#shared/contracts/onboarding-journey";
import type { JourneyStepKind } from "#shared/enums";
import { journeyStepTitle } from "#shared/journey-step-title";
import { journeyStepsOf } from "./advance-journey";

interface Row {
  id: string;
  kind: JourneyStepKind;
  course_id: string | null;
  course_title: string | null;
  label: string | null;
  done_at: Date | string | null;
  done_by_name: string | null;
}

/** The steps of one partner's journey in order, each with when it was done and who ticked it. */
export async function journeyStepRows(db: Pick<Db, "execute">, partnerId: string): Promise<JourneyStep[]> {
  const { rows } = (await db.execute(sql`
    select s.id, s.kind, s.course_id, c.title as course_title, s.label, d.done_at,
      coalesce(nullif(pr.full_name, ''), u.name) as done_by_name
    from (${journeyStepsOf({ partnerId })}) j
    join journey_steps s on s.id = j.step_id
    left join courses c on c.id = s.course_id
    left join partner_journey_steps d on d.partner_id = j.partner_id and d.step_id = s.id
    left join "user" u on u.id = d.done_by
    left join profiles pr on pr.user_id = d.done_by
    order by s.position, s.id`)) as unknown as { rows: Row[] };
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    courseId: row.course_id,
    courseTitle: row.course_title,
    label: row.label,
    title: journeyStepTitle({ kind: row.kind, courseTitle: row.course_title, label: row.label }),
    doneAt: row.done_at === null ? null : new Date(row.done_at),
    doneByName: row.done_by_name,
  }));
}
