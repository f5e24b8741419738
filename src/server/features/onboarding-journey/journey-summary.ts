import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { loadProgrammeSettings } from "#server/features/programme/programme-settings";
import type { JourneySummary } from "#shared/contracts/onboarding-journey";

/** Active partners whose journey has steps left: the base of every onboarding figure staff see. */
export const OPEN_JOURNEY = sql`p.status = 'active' and p.journey_completed_at is null and p.journey_total > 0`;

/** When a journey last moved longer ago than `stallDays` before `now`, it is stalled. */
export const stalledBefore = (now: Date, stallDays: number) =>
  sql`${now.toISOString()}::timestamptz - make_interval(days => ${stallDays})`;

/**
 * How the active partners' journeys stand (docs/product/onboarding-journey.md#what-staff-see): in progress,
 * stalled past the programme's threshold, and done; and the mean time from first approval to first deal.
 */
export async function getJourneySummary(
  db: Pick<Db, "execute" | "select">,
  now = new Date(),
): Promise<JourneySummary> {
  const { journeyStallDays } = await loadProgrammeSettings(db);
  const { rows } = (await db.execute(sql`
    select
      count(*) filter (where ${OPEN_JOURNEY})::int as in_progress,
      count(*) filter (where ${OPEN_JOURNEY} and p.journey_moved_at <= ${stalledBefore(now, journeyStallDays)})::int as stalled,
      count(*) filter (where p.status = 'active' and p.journey_completed_at is not null)::int as completed,
      avg(floor(extract(epoch from (p.first_deal_at - p.first_approved_at)) / 86400))
        filter (where p.status = 'active' and p.first_deal_at >= p.first_approved_at) as average_days,
      count(*) filter (where p.status = 'active' and p.first_deal_at >= p.first_approved_at)::int as with_deal
    from partners p`)) as unknown as {
    rows: {
      in_progress: number;
      stalled: number;
      completed: number;
      average_days: string | number | null;
      with_deal: number;
    }[];
  };
  const row = rows[0];
  return {
    stallDays: journeyStallDays,
    inProgress: row?.in_progress ?? 0,
    stalled: row?.stalled ?? 0,
    completed: row?.completed ?? 0,
    averageDaysToFirstDeal:
      row?.average_days === null || row?.average_days === undefined
        ? null
        : Math.round(Number(row.average_days) * 10) / 10,
    partnersWithFirstDeal: row?.with_deal ?? 0,
  };
}
