import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { DAY_MS } from "#shared/days";
import type { PartnerTier } from "#shared/enums";
import { nextTierState } from "#shared/tier-rules";
import { earnedTier, lockPartnerTier, saveTierState } from "./evaluate-partner-tier";
import { getTierProgress } from "./get-tier-progress";
import { notifyTierEvent } from "./tier-change-effects";
import { tierNamesOf, tierRateOf } from "./tier-rules-store";

const NO_SUCH_PARTNER = "Partner not found.";
const NOT_ACTIVE = "Only an active partner's tier can be overridden.";
const MAX_OVERRIDE_DAYS = 3 * 366;

type Deps = { db: Db; config: Config };

/** The override holds through its last day (UTC): it ends as the next day begins. */
const endOf = (endsOn: string) => new Date(Date.parse(`${endsOn}T00:00:00Z`) + DAY_MS);

async function lockPartner(tx: Db, partnerId: string, { active }: { active: boolean }) {
  const partner = await lockPartnerTier(tx, partnerId);
  if (!partner) throw new AppError("not_found", NO_SUCH_PARTNER);
  if (active && partner.status !== "active") throw new AppError("conflict", NOT_ACTIVE);
  return partner;
}

/**
 * Staff set a partner's tier by hand until a date, with a reason (docs/product/programme.md#overrides): the
 * rules leave the tier alone until then, a pending demotion is dropped, and the rate follows the tier unless the
 * partner has its own. Audited; the partner is told when its tier changes. Setting it again replaces it.
 */
export async function setTierOverride(
  deps: Deps,
  caller: Caller,
  input: { partnerId: string; tier: PartnerTier; reason: string; endsOn: string },
) {
  const now = new Date();
  const endsAt = endOf(input.endsOn);
  if (
    input.endsOn <= now.toISOString().slice(0, 10) ||
    endsAt.getTime() - now.getTime() > MAX_OVERRIDE_DAYS * DAY_MS
  ) {
    throw new AppError("bad_request", "The override must end after today and within three years.", {
      field: "endsOn",
    });
  }
  await deps.db.transaction(async (tx) => {
    const partner = await lockPartner(tx as unknown as Db, input.partnerId, { active: true });
    const { rules } = await earnedTier(tx, partner.id, now);
    const state = { tier: input.tier, demotion: null, override: { tier: input.tier, endsAt } };
    const rate = await saveTierState(
      tx,
      partner,
      state,
      { reason: input.reason, by: caller.user.id },
      (tier) => tierRateOf(rules, tier),
    );
    await recordAudit(tx, {
      partnerId: partner.id,
      actorUserId: caller.user.id,
      action: "partner_tier_overridden",
      subject: { type: "partner", id: partner.id, label: partner.companyName },
      details: {
        company_name: partner.companyName,
        from: partner.state.tier,
        to: input.tier,
        reason: input.reason,
        ends_on: input.endsOn,
      },
    });
    if (partner.state.tier !== input.tier) {
      const event = { kind: "overridden" as const, from: partner.state.tier, to: input.tier };
      await notifyTierEvent(tx, deps.config, partner, event, rate, tierNamesOf(rules), caller.user.id);
    }
  });
  return getTierProgress(deps.db, input.partnerId, { forStaff: true });
}

/** Ends a partner's override now: it takes the tier its figures earn at once. Audited; told when it changes. */
export async function clearTierOverride(deps: Deps, caller: Caller, input: { partnerId: string }) {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    // A partner suspended since keeps its tier, but its override can still be ended.
    const partner = await lockPartner(tx as unknown as Db, input.partnerId, { active: false });
    if (!partner.state.override) throw new AppError("conflict", "This partner's tier is not overridden.");
    const { earned, rules, settings } = await earnedTier(tx, partner.id, now);
    const ended = { ...partner.state, override: { ...partner.state.override, endsAt: now } };
    const { state } = nextTierState(ended, earned, now, settings.demotionGraceDays);
    const rate = await saveTierState(tx, partner, state, null, (tier) => tierRateOf(rules, tier));
    await recordAudit(tx, {
      partnerId: partner.id,
      actorUserId: caller.user.id,
      action: "partner_tier_override_cleared",
      subject: { type: "partner", id: partner.id, label: partner.companyName },
      details: { company_name: partner.companyName, from: partner.state.tier, to: state.tier },
    });
    if (state.tier !== partner.state.tier) {
      const event = { kind: "override_ended" as const, from: partner.state.tier, to: state.tier };
      await notifyTierEvent(tx, deps.config, partner, event, rate, tierNamesOf(rules), caller.user.id);
    }
  });
  return getTierProgress(deps.db, input.partnerId, { forStaff: true });
}
