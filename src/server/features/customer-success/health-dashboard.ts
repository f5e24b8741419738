import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { healthDashboardOutput } from "#shared/contracts/customers";
import { GREEN_FROM, YELLOW_FROM } from "#shared/health-score";
import { momentSql } from "./recompute-health";

// The Health Dashboard tab (docs/product/customer-success.md#health-dashboard): customers per band now, the
// average score over the last 90 days, and the customers whose score fell most this week. Churned customers
// are in none of the bands nor the average: their score says nothing about how to keep them.

export type HealthDashboard = z.output<typeof healthDashboardOutput>;

export const HISTORY_DAYS = 90;
export const FALLERS = 10;

const averageOf = (scoreSum: number, counted: number) =>
  counted === 0 ? null : Math.round((scoreSum / counted) * 10) / 10;

/**
 * Bands and today's figure from one pass over the status index; the earlier days from customer_health_days (a
 * row a day, written by the daily run; a day without one is left out); the fallers in the order of the
 * customers_week_drop_idx expression index.
 */
export async function healthDashboard(db: Pick<Db, "execute">, now?: Date): Promise<HealthDashboard> {
  const today = sql`(${momentSql(now)} at time zone 'UTC')::date`;
  const { rows: live } = (await db.execute(sql`
    select
      count(*) filter (where status <> 'churned' and health_score >= ${GREEN_FROM}) as green,
      count(*) filter (where status <> 'churned' and health_score >= ${YELLOW_FROM}
        and health_score < ${GREEN_FROM}) as yellow,
      count(*) filter (where status <> 'churned' and health_score < ${YELLOW_FROM}) as red,
      coalesce(sum(health_score) filter (where status <> 'churned'), 0) as score_sum,
      count(*) as customers,
      to_char(${today}, 'YYYY-MM-DD') as day
    from customers`)) as unknown as {
    rows: {
      green: number | string;
      yellow: number | string;
      red: number | string;
      score_sum: number | string;
      customers: number | string;
      day: string;
    }[];
  };
  const figures = live[0];
  const green = Number(figures?.green ?? 0);
  const yellow = Number(figures?.yellow ?? 0);
  const red = Number(figures?.red ?? 0);
  const { rows: days } = (await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, customers, churned, score_sum from customer_health_days
    where day >= ${today} - ${HISTORY_DAYS - 1}::int and day < ${today}
    order by day`)) as unknown as {
    rows: { day: string; customers: number; churned: number; score_sum: number | string }[];
  };
  const { rows: fallers } = (await db.execute(sql`
    select c.id, c.name, c.health_score, c.week_ago_score, c.owner_id,
      coalesce(nullif(p.full_name, ''), u.name) as owner_name
    from customers c
    left join "user" u on u.id = c.owner_id
    left join profiles p on p.user_id = c.owner_id
    where c.week_ago_score is not null and (c.week_ago_score - c.health_score) > 0 and c.status <> 'churned'
    order by (c.week_ago_score - c.health_score) desc, c.id
    limit ${FALLERS}`)) as unknown as {
    rows: {
      id: string;
      name: string;
      health_score: number;
      week_ago_score: number;
      owner_id: string | null;
      owner_name: string | null;
    }[];
  };
  return {
    bands: { green, yellow, red },
    history: [
      ...days.map((row) => ({
        day: row.day,
        averageScore: averageOf(Number(row.score_sum), Number(row.customers) - Number(row.churned)),
        customers: Number(row.customers),
      })),
      {
        day: figures?.day ?? "",
        averageScore: averageOf(Number(figures?.score_sum ?? 0), green + yellow + red),
        customers: Number(figures?.customers ?? 0),
      },
    ],
    fallers: fallers.map((row) => ({
      id: row.id,
      name: row.name,
      healthScore: Number(row.health_score),
      weekAgoScore: Number(row.week_ago_score),
      owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? "" } : null,
    })),
  };
}
