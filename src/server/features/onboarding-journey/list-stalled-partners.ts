import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { loadProgrammeSettings } from "#server/features/programme/programme-settings";
import type { StalledPartner } from "#shared/contracts/onboarding-journey";
import type { JourneyStepKind } from "#shared/enums";
import { journeyStepTitle } from "#shared/journey-step-title";
import { journeyStepsOf } from "./advance-journey";
import { wholeDaysBetween } from "./get-partner-journey";
import { OPEN_JOURNEY, stalledBefore } from "./journey-summary";

interface Row {
  id: string;
  company_name: string;
  journey_moved_at: Date | string;
  journey_done: number;
  journey_total: number;
  journey_reminded_at: Date | string | null;
  kind: JourneyStepKind | null;
  course_title: string | null;
  label: string | null;
  total_rows: number;
}

/**
 * The active partners whose journey has stood still longer than the programme's threshold, longest first, each
 * with the step it waits on (docs/product/onboarding-journey.md#stalled-partners). The stall index
 * (partners_journey_stall_idx) gives the page in order; each row's next step is one small lookup.
 */
export async function listStalledPartners(
  db: Pick<Db, "execute" | "select">,
  input: { page: number; pageSize: number },
  now = new Date(),
) {
  const { journeyStallDays } = await loadProgrammeSettings(db);
  const { rows } = (await db.execute(sql`
    with stalled as (
      select p.id, p.company_name, p.journey_moved_at, p.journey_done, p.journey_total, p.journey_reminded_at,
        count(*) over ()::int as total_rows
      from partners p
      where ${OPEN_JOURNEY} and p.journey_moved_at <= ${stalledBefore(now, journeyStallDays)}
      order by p.journey_moved_at, p.id
      limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize})
    select st.*, next.kind, next.course_title, next.label
    from stalled st
    left join lateral (
      select s.kind, c.title as course_title, s.label
      from (${journeyStepsOf({ partnerColumn: sql`st.id` })}) j
      join journey_steps s on s.id = j.step_id
      left join courses c on c.id = s.course_id
      where not exists (select 1 from partner_journey_steps d where d.partner_id = st.id and d.step_id = s.id)
      order by s.position, s.id limit 1) next on true
    order by st.journey_moved_at, st.id`)) as unknown as { rows: Row[] };
  const items: StalledPartner[] = rows.map((row) => {
    const movedAt = new Date(row.journey_moved_at);
    return {
      partnerId: row.id,
      companyName: row.company_name,
      stepTitle: row.kind
        ? journeyStepTitle({ kind: row.kind, courseTitle: row.course_title, label: row.label })
        : "",
      movedAt,
      daysStalled: wholeDaysBetween(movedAt, now),
      done: row.journey_done,
      total: row.journey_total,
      remindedAt: row.journey_reminded_at === null ? null : new Date(row.journey_reminded_at),
    };
  });
  return { items, total: rows[0]?.total_rows ?? 0, page: input.page, pageSize: input.pageSize };
}
