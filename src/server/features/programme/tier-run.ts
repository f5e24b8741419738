import { sql } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { PartnerTier } from "#shared/enums";
import { nextTierState, qualifiedTier, type TierState, tierStateChanged } from "#shared/tier-rules";
import { evaluatePartnerTier } from "./evaluate-partner-tier";
import { loadProgrammeSettings } from "./programme-settings";
import { tierMetricsOf } from "./tier-metrics";
import { loadTierRules } from "./tier-rules-store";

// The nightly tier evaluation (docs/product/programme.md#the-programme-run, decision 0050). Every active
// partner's figures are counted in a few set-based statements and its next state worked out in memory; only the
// partners whose state changes are evaluated again, each in its own transaction under its row lock
// (evaluate-partner-tier.ts), so a run repeated, or run on two servers at once, changes each partner once.

export interface TierRunResult {
  evaluated: number;
  changed: number;
  /** Partners whose evaluation failed; the rest went on, and the next run tries them again. */
  failed: string[];
}

interface CurrentRow {
  id: string;
  tier: PartnerTier;
  demotion_tier: PartnerTier | null;
  demotion_due_at: Date | string | null;
  override_tier: PartnerTier | null;
  override_ends_at: Date | string | null;
}

const stateOf = (row: CurrentRow): TierState => ({
  tier: row.tier,
  demotion:
    row.demotion_tier && row.demotion_due_at
      ? { tier: row.demotion_tier, dueAt: new Date(row.demotion_due_at) }
      : null,
  override:
    row.override_tier && row.override_ends_at
      ? { tier: row.override_tier, endsAt: new Date(row.override_ends_at) }
      : null,
});

/** Evaluates every active partner's tier as at `now`. */
export async function runTierEvaluation(
  context: { db: Db; config: Config; signal?: AbortSignal },
  now: Date,
): Promise<TierRunResult> {
  const { db, config, signal } = context;
  const settings = await loadProgrammeSettings(db);
  const rules = await loadTierRules(db);
  const metrics = await tierMetricsOf(db, "all_active", rules, now, settings.tierWindowDays);
  const { rows } = (await db.execute(sql`
    select p.id, p.tier, s.demotion_tier, s.demotion_due_at, s.override_tier, s.override_ends_at
    from partners p left join partner_tier_states s on s.partner_id = p.id
    where p.status = 'active'`)) as unknown as { rows: CurrentRow[] };
  const changing = rows.filter((row) => {
    const figures = metrics.get(row.id);
    if (!figures) return false;
    const state = stateOf(row);
    const next = nextTierState(state, qualifiedTier(rules, figures), now, settings.demotionGraceDays);
    return tierStateChanged(state, next.state);
  });
  let changed = 0;
  const failed: string[] = [];
  for (const row of changing) {
    if (signal?.aborted) break;
    try {
      const event = await db.transaction((tx) =>
        evaluatePartnerTier(tx as unknown as Db, config, row.id, now),
      );
      if (event) changed++;
    } catch {
      // One partner's failure (its transaction rolled back) must not hold back every partner after it.
      failed.push(row.id);
    }
  }
  return { evaluated: rows.length, changed, failed };
}
