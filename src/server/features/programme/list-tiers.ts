import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { PartnerTier } from "#shared/enums";
import { loadTierRules } from "./tier-rules-store";

/** How many coming changes the overview lists, soonest first. */
const COMING_LIMIT = 50;

/**
 * The tiers as staff see them (docs/product/programme.md#tiers): what each asks and pays with how many active
 * partners sit in it, and the changes coming: demotions warned of and overrides ending, soonest first.
 */
export async function listTiers(db: Pick<Db, "select" | "execute">) {
  const rules = await loadTierRules(db);
  const counts = (await db.execute(sql`
    select tier, count(*)::int as partners from partners where status = 'active' group by tier`)) as unknown as {
    rows: { tier: PartnerTier; partners: number }[];
  };
  const coming = (await db.execute(sql`
    select * from (
      select p.id as partner_id, p.company_name, 'demotion' as kind, p.tier as from_tier, s.demotion_tier as to_tier,
        s.demotion_due_at as at
      from partner_tier_states s join partners p on p.id = s.partner_id
      where s.demotion_due_at is not null and p.status = 'active'
      union all
      select p.id, p.company_name, 'override_ends', p.tier, null, s.override_ends_at
      from partner_tier_states s join partners p on p.id = s.partner_id
      where s.override_ends_at is not null and p.status = 'active'
    ) coming
    order by at, company_name
    limit ${COMING_LIMIT}`)) as unknown as {
    rows: {
      partner_id: string;
      company_name: string;
      kind: "demotion" | "override_ends";
      from_tier: PartnerTier;
      to_tier: PartnerTier | null;
      at: Date | string;
    }[];
  };
  return {
    tiers: rules.map((rule) => ({
      ...rule,
      partners: counts.rows.find((row) => row.tier === rule.tier)?.partners ?? 0,
    })),
    coming: coming.rows.map((row) => ({
      partnerId: row.partner_id,
      companyName: row.company_name,
      kind: row.kind,
      from: row.from_tier,
      to: row.to_tier,
      at: new Date(row.at),
    })),
  };
}
