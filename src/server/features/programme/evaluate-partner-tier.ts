import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerMembers, partners, partnerTierStates } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { PartnerTier } from "#shared/enums";
import {
  nextTierState,
  qualifiedTier,
  type TierEvent,
  type TierState,
  tierStateChanged,
} from "#shared/tier-rules";
import { loadProgrammeSettings } from "./programme-settings";
import { recordTierEvent } from "./tier-change-effects";
import { tierMetricsOf } from "./tier-metrics";
import { loadTierRules, TIERS_LOCK_CLASS, TIERS_LOCK_KEY, tierNamesOf, tierRateOf } from "./tier-rules-store";

type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** A partner locked for a tier change, with what is pending on its tier. */
export interface LockedTier {
  id: string;
  companyName: string;
  status: string;
  ownCommissionRate: boolean;
  commissionRate: string;
  state: TierState;
  overrideReason: string | null;
}

/**
 * Locks the partner's row (every change of its tier goes through this lock) and reads its tier state; with
 * `lock: false` only reads them.
 */
export async function lockPartnerTier(
  tx: Tx,
  partnerId: string,
  { lock = true }: { lock?: boolean } = {},
): Promise<LockedTier | null> {
  if (lock) {
    // First, shared with other changes of tiers and exclusive with a save of the tiers (update-tiers.ts), which
    // takes it before the partner rows: a tier's new rate is either read here or applied to this partner by the
    // save, never lost between the two.
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${TIERS_LOCK_CLASS}, ${TIERS_LOCK_KEY})`);
  }
  const query = tx
    .select({
      id: partners.id,
      companyName: partners.companyName,
      status: partners.status,
      tier: partners.tier,
      ownCommissionRate: partners.ownCommissionRate,
      commissionRate: partners.commissionRate,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  // No key update: a payout or audit entry inserted for the partner earlier in the transaction holds key share on
  // its row, which this lock does not wait for (a full update lock would deadlock two wins of one partner).
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) return null;
  const [pending] = await tx
    .select()
    .from(partnerTierStates)
    .where(eq(partnerTierStates.partnerId, partnerId));
  return {
    id: row.id,
    companyName: row.companyName,
    status: row.status,
    ownCommissionRate: row.ownCommissionRate,
    commissionRate: row.commissionRate,
    overrideReason: pending?.overrideReason ?? null,
    state: {
      tier: row.tier,
      demotion:
        pending?.demotionTier && pending.demotionDueAt
          ? { tier: pending.demotionTier, dueAt: pending.demotionDueAt }
          : null,
      override:
        pending?.overrideTier && pending.overrideEndsAt
          ? { tier: pending.overrideTier, endsAt: pending.overrideEndsAt }
          : null,
    },
  };
}

/**
 * Stores a partner's new tier state: the tier on the partner, its rate with it unless the partner has its own,
 * and the pending demotion or override (no row when nothing is pending). Returns the partner's rate after.
 */
export async function saveTierState(
  tx: Tx,
  partner: LockedTier,
  state: TierState,
  override: { reason: string; by: string | null } | null,
  tierRate: (tier: PartnerTier) => string,
): Promise<string> {
  const rate = partner.ownCommissionRate ? partner.commissionRate : tierRate(state.tier);
  if (state.tier !== partner.state.tier || rate !== partner.commissionRate) {
    await tx
      .update(partners)
      .set({ tier: state.tier, commissionRate: rate, updatedAt: new Date() })
      .where(eq(partners.id, partner.id));
  }
  if (!state.demotion && !state.override) {
    await tx.delete(partnerTierStates).where(eq(partnerTierStates.partnerId, partner.id));
    return rate;
  }
  const values = {
    demotionTier: state.demotion?.tier ?? null,
    demotionDueAt: state.demotion?.dueAt ?? null,
    overrideTier: state.override?.tier ?? null,
    overrideEndsAt: state.override?.endsAt ?? null,
    overrideReason: state.override ? (override?.reason ?? partner.overrideReason) : null,
    ...(override ? { overrideBy: override.by } : state.override ? {} : { overrideBy: null }),
  };
  await tx
    .insert(partnerTierStates)
    .values({ partnerId: partner.id, ...values })
    .onConflictDoUpdate({ target: partnerTierStates.partnerId, set: values });
  return rate;
}

/**
 * Evaluates one partner's tier by the programme's rules at `now` (docs/product/programme.md#tiers) and stores
 * what changed, with its audit entry, notifications, mail and webhook event, in the caller's transaction: on a
 * deal closed won, a course completed, and for each partner the nightly run finds changing. The partner's row is
 * locked first, so evaluations racing on two servers change it once. Only active partners move.
 */
export async function evaluatePartnerTier(
  tx: Tx,
  config: Config,
  partnerId: string,
  now: Date,
): Promise<TierEvent | null> {
  const partner = await lockPartnerTier(tx, partnerId);
  if (partner?.status !== "active") return null;
  const { earned, rules, settings } = await earnedTier(tx, partnerId, now);
  const { state, event } = nextTierState(partner.state, earned, now, settings.demotionGraceDays);
  if (!tierStateChanged(partner.state, state)) return null;
  const rate = await saveTierState(tx, partner, state, null, (tier) => tierRateOf(rules, tier));
  if (partner.state.override && !state.override) {
    await recordAudit(tx, {
      partnerId: partner.id,
      actorUserId: null,
      action: "partner_tier_override_cleared",
      subject: { type: "partner", id: partner.id, label: partner.companyName },
      details: { company_name: partner.companyName, from: partner.state.tier, to: state.tier },
    });
  }
  if (event) await recordTierEvent(tx, config, partner, event, rate, tierNamesOf(rules));
  return event;
}

/** The tier the partner's figures earn at `now`, with the rules and settings it was judged by. */
export async function earnedTier(tx: Tx, partnerId: string, now: Date) {
  const settings = await loadProgrammeSettings(tx);
  const rules = await loadTierRules(tx);
  const metrics = await tierMetricsOf(tx, { partnerIds: [partnerId] }, rules, now, settings.tierWindowDays);
  const figures = metrics.get(partnerId);
  if (!figures) throw new Error("the partner's figures were not counted");
  return { earned: qualifiedTier(rules, figures), rules, settings };
}

/**
 * Evaluates the tiers of the partners these users are members of, each once and in key order (so transactions
 * evaluating several lock them in the same order): when members complete a course.
 */
export async function evaluateMembersPartnerTiers(
  tx: Tx,
  config: Config,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const members = await tx
    .select({ partnerId: partnerMembers.partnerId })
    .from(partnerMembers)
    .where(inArray(partnerMembers.userId, [...userIds]))
    .groupBy(partnerMembers.partnerId)
    .orderBy(asc(partnerMembers.partnerId));
  for (const member of members) await evaluatePartnerTier(tx, config, member.partnerId, now);
}
