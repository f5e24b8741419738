import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  commissionPayouts,
  emailOutbox,
  notifications,
  partnerAuditLogs,
  partners,
  partnerTierStates,
  programmeRuns,
} from "#server/db/schema/index";
import { DEFAULT_TIER_RULES } from "#shared/contracts/tiers";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createPartnerMember } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";
import { claimProgrammeDay, finishProgrammeDay } from "./programme-days";
import { runTierEvaluation } from "./tier-run";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const run = (now: Date) => runTierEvaluation({ db: db(), config: given.app.config }, now);
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const partnerRow = async (id: string) => {
  const [row] = await db().select().from(partners).where(eq(partners.id, id));
  return row;
};
const auditOf = (partnerId: string, action: string) =>
  db()
    .select()
    .from(partnerAuditLogs)
    .where(and(eq(partnerAuditLogs.partnerId, partnerId), eq(partnerAuditLogs.action, action)));

/** A partner with its contact (a partner admin) signed in. */
async function partnerWithContact(overrides: Parameters<typeof createPartner>[1] = {}) {
  const partner = await createPartner(db(), overrides);
  const contact = await createPartnerContact(db(), partner);
  return { partner, contact, browser: await signedInAs(given.app, contact) };
}

describe("tiers by rule", () => {
  it("promotes a partner at once when a win and a completed course meet Silver, the crossing deal paid at the old rate", async () => {
    const { partner, contact, browser } = await partnerWithContact();
    await createDeal(db(), { partner, status: "closed_won", dealValue: "30000.00", closedAt: daysAgo(20) });
    const deal = await createDeal(db(), { partner, status: "approved", dealValue: "25000.00" });

    expect(await browser.client.programme.tierProgress()).toMatchObject({
      tier: "bronze",
      commissionRate: 10,
      next: {
        tier: "silver",
        commissionRate: 12,
        requirements: [
          { key: "wonValue", current: 30000, target: 50000 },
          { key: "dealsWon", current: 1, target: 2 },
          { key: "certifiedMembers", current: 0, target: 1 },
        ],
      },
    });

    // The win alone: value and deals met, no certified member yet.
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_won" });
    expect((await partnerRow(partner.id))?.tier).toBe("bronze");
    const [payout] = await db().select().from(commissionPayouts).where(eq(commissionPayouts.dealId, deal.id));
    expect(payout?.commissionAmount).toBe("2500.00");

    // The contact completes a course: a member certified lifts the partner to Silver through the learning flow.
    const { course, lessons } = await createCourse(db(), { quiz: false, lessons: 1 });
    await browser.client.learning.enroll({ id: course.id });
    await browser.client.learning.openLesson({ courseId: course.id, lessonId: lessons[0]?.id ?? "" });

    expect(await partnerRow(partner.id)).toMatchObject({ tier: "silver", commissionRate: "12.00" });
    const [changed] = await auditOf(partner.id, "partner_tier_changed");
    expect(changed?.details).toMatchObject({
      from: "bronze",
      to: "silver",
      cause: "promoted",
      commission_rate: "12.00",
    });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, contact.id), eq(notifications.kind, "tier_changed")));
    expect(told).toHaveLength(1);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, contact.email));
    expect(mails.map((mail) => mail.subject)).toContain(`${partner.companyName} is now Silver`);
    expect(await browser.client.programme.tierProgress()).toMatchObject({
      tier: "silver",
      commissionRate: 12,
      next: { tier: "gold" },
    });
  });

  it("warns a partner that falls short, keeps its tier through the grace, then demotes it; a second run changes nothing", async () => {
    const { partner, contact } = await partnerWithContact({ tier: "gold", commissionRate: "15.00" });
    await createDeal(db(), { partner, status: "closed_won", dealValue: "60000.00", closedAt: daysAgo(10) });
    await createDeal(db(), { partner, status: "closed_won", dealValue: "1000.00", closedAt: daysAgo(11) });
    const member = await createPartnerMember(db(), partner);
    const { course } = await createCourse(db(), { quiz: false });
    for (const user of [contact, member]) {
      await createEnrollment(db(), user.id, course.id, { status: "completed", completedAt: daysAgo(5) });
    }

    const now = new Date();
    const first = await run(now);
    expect(first.changed).toBeGreaterThanOrEqual(1);
    const [state] = await db()
      .select()
      .from(partnerTierStates)
      .where(eq(partnerTierStates.partnerId, partner.id));
    expect(state).toMatchObject({ demotionTier: "silver" });
    expect(state?.demotionDueAt?.getTime()).toBe(now.getTime() + 90 * DAY);
    expect((await partnerRow(partner.id))?.tier).toBe("gold");
    expect(await auditOf(partner.id, "partner_tier_warned")).toHaveLength(1);

    // Run again, and on two servers at once: nothing more happens to this partner.
    await Promise.all([run(now), run(now)]);
    expect(await auditOf(partner.id, "partner_tier_warned")).toHaveLength(1);

    const later = new Date(now.getTime() + 90 * DAY);
    await run(later);
    // 90 days on, the wins are 100 days old: still in the window, so it earns Silver.
    expect(await partnerRow(partner.id)).toMatchObject({ tier: "silver", commissionRate: "12.00" });
    expect(
      await db().select().from(partnerTierStates).where(eq(partnerTierStates.partnerId, partner.id)),
    ).toEqual([]);
    const [demoted] = await auditOf(partner.id, "partner_tier_changed");
    expect(demoted?.details).toMatchObject({ from: "gold", to: "silver", cause: "demoted" });
    await run(later);
    expect(await auditOf(partner.id, "partner_tier_changed")).toHaveLength(1);
  });

  it("keeps a partner's own commission rate through a tier change", async () => {
    const { partner } = await partnerWithContact({
      tier: "silver",
      commissionRate: "11.50",
      ownCommissionRate: true,
    });
    await run(new Date(Date.now() + 200 * DAY));
    expect(await partnerRow(partner.id)).toMatchObject({ tier: "silver", commissionRate: "11.50" });
    await run(new Date(Date.now() + 400 * DAY));
    expect(await partnerRow(partner.id)).toMatchObject({ tier: "bronze", commissionRate: "11.50" });
  });

  it("holds an override until its end date, then gives the partner the tier it earns", async () => {
    const { partner } = await partnerWithContact();
    const endsOn = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const progress = await given.asAdmin.client.programme.setTierOverride({
      partnerId: partner.id,
      tier: "gold",
      reason: "Launch partner for the new product line.",
      endsOn,
    });
    expect(progress).toMatchObject({
      tier: "gold",
      commissionRate: 15,
      override: { tier: "gold", reason: "Launch partner for the new product line." },
    });
    const [overridden] = await auditOf(partner.id, "partner_tier_overridden");
    expect(overridden?.details).toMatchObject({ from: "bronze", to: "gold", ends_on: endsOn });

    await run(new Date(Date.now() + 10 * DAY));
    expect((await partnerRow(partner.id))?.tier).toBe("gold");
    await run(new Date(Date.now() + 32 * DAY));
    expect(await partnerRow(partner.id)).toMatchObject({ tier: "bronze", commissionRate: "10.00" });
    const [ended] = await auditOf(partner.id, "partner_tier_changed");
    expect(ended?.details).toMatchObject({ from: "gold", to: "bronze", cause: "override_ended" });
    const [ranOut] = await auditOf(partner.id, "partner_tier_override_cleared");
    expect(ranOut).toMatchObject({ actorUserId: null, details: { from: "gold", to: "bronze" } });
  });

  it("ends an override on request, and refuses bad overrides with a message at the field", async () => {
    const { partner } = await partnerWithContact();
    await given.asAdmin.client.programme.setTierOverride({
      partnerId: partner.id,
      tier: "platinum",
      reason: "Strategic account.",
      endsOn: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
    });
    expect(await given.asAdmin.client.programme.clearTierOverride({ partnerId: partner.id })).toMatchObject({
      tier: "bronze",
      override: null,
    });
    expect(await auditOf(partner.id, "partner_tier_override_cleared")).toHaveLength(1);

    const past = await refusal(
      given.asAdmin.client.programme.setTierOverride({
        partnerId: partner.id,
        tier: "gold",
        reason: "Too late.",
        endsOn: new Date(Date.now() - DAY).toISOString().slice(0, 10),
      }),
    );
    expect(past).toMatchObject({
      status: 400,
      message: "The override must end after today and within three years.",
    });
    const today = await refusal(
      given.asAdmin.client.programme.setTierOverride({
        partnerId: partner.id,
        tier: "gold",
        reason: "Ends today.",
        endsOn: new Date().toISOString().slice(0, 10),
      }),
    );
    expect(today).toMatchObject({
      status: 400,
      message: "The override must end after today and within three years.",
    });
    const none = await refusal(given.asAdmin.client.programme.clearTierOverride({ partnerId: partner.id }));
    expect(none).toMatchObject({ status: 409, message: "This partner's tier is not overridden." });
    const suspended = await createPartner(db(), { status: "suspended" });
    const inactive = await refusal(
      given.asAdmin.client.programme.setTierOverride({
        partnerId: suspended.id,
        tier: "gold",
        reason: "No.",
        endsOn: new Date(Date.now() + DAY * 5).toISOString().slice(0, 10),
      }),
    );
    expect(inactive).toMatchObject({
      status: 409,
      message: "Only an active partner's tier can be overridden.",
    });
  });

  it("saves the tiers, applies a new rate to partners without their own, and refuses a tier asking less than the one below", async () => {
    const follows = await createPartner(db(), { tier: "gold", commissionRate: "15.00" });
    const own = await createPartner(db(), { tier: "gold", commissionRate: "17.00", ownCommissionRate: true });
    const tiers = structuredClone(DEFAULT_TIER_RULES).map((rule) =>
      rule.tier === "gold" ? { ...rule, commissionRate: 16 } : rule,
    );
    const saved = await given.asAdmin.client.programme.updateTiers({ tiers });
    expect(saved.tiers.find((rule) => rule.tier === "gold")?.commissionRate).toBe(16);
    expect((await partnerRow(follows.id))?.commissionRate).toBe("16.00");
    expect((await partnerRow(own.id))?.commissionRate).toBe("17.00");

    const bad = tiers.map((rule) => (rule.tier === "platinum" ? { ...rule, minDealsWon: 1 } : rule));
    const refused = await refusal(given.asAdmin.client.programme.updateTiers({ tiers: bad }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Platinum must ask at least what Gold asks.");
    // Put the defaults back for the other tests.
    await given.asAdmin.client.programme.updateTiers({ tiers: structuredClone(DEFAULT_TIER_RULES) });
  });

  it("names the tiers as the programme calls them: everyone signed in reads the names, mails and notices use them", async () => {
    const renamed = structuredClone(DEFAULT_TIER_RULES).map((rule) =>
      rule.tier === "silver" ? { ...rule, name: "  Rising Star " } : rule,
    );
    const saved = await given.asAdmin.client.programme.updateTiers({ tiers: renamed });
    expect(saved.tiers.find((rule) => rule.tier === "silver")?.name).toBe("Rising Star");
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "programme_tiers_updated"))
      .orderBy(desc(partnerAuditLogs.createdAt))
      .limit(1);
    expect(entry?.details).toMatchObject({
      changes: { "silver.name": { from: "Silver", to: "Rising Star" } },
    });

    const { partner, contact, browser } = await partnerWithContact();
    for (const reader of [browser, given.asUser, given.asAdmin]) {
      expect((await reader.client.programme.tierNames()).names).toEqual({
        bronze: "Bronze",
        silver: "Rising Star",
        gold: "Gold",
        platinum: "Platinum",
      });
    }
    expect((await refusal(testBrowser(given.app).client.programme.tierNames())).status).toBe(401);

    await createDeal(db(), { partner, status: "closed_won", dealValue: "60000.00", closedAt: daysAgo(10) });
    await createDeal(db(), { partner, status: "closed_won", dealValue: "1000.00", closedAt: daysAgo(5) });
    const { course, lessons } = await createCourse(db(), { quiz: false, lessons: 1 });
    await browser.client.learning.enroll({ id: course.id });
    await browser.client.learning.openLesson({ courseId: course.id, lessonId: lessons[0]?.id ?? "" });
    expect((await partnerRow(partner.id))?.tier).toBe("silver");
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, contact.id), eq(notifications.kind, "tier_changed")));
    expect(notice?.message).toContain("is now Rising Star (was Bronze)");
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, contact.email));
    expect(mails.map((mail) => mail.subject).join(" ")).toContain("Rising Star");

    const twins = renamed.map((rule) => (rule.tier === "gold" ? { ...rule, name: "rising star" } : rule));
    const refused = await refusal(given.asAdmin.client.programme.updateTiers({ tiers: twins }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Each tier needs a name of its own.");
    await given.asAdmin.client.programme.updateTiers({ tiers: structuredClone(DEFAULT_TIER_RULES) });
  });
});

describe("the day's claim", () => {
  it("is given to one server a day, and again after a claim lapses unfinished", async () => {
    await db().delete(programmeRuns);
    const now = new Date("2027-03-01T02:00:00Z");
    expect(await claimProgrammeDay(db(), "tiers", now)).toBe(true);
    expect(await claimProgrammeDay(db(), "tiers", new Date(now.getTime() + 60_000))).toBe(false);
    // The claiming server stopped: a quarter of an hour on, another takes the day over.
    expect(await claimProgrammeDay(db(), "tiers", new Date(now.getTime() + 16 * 60_000))).toBe(true);
    await finishProgrammeDay(db(), "tiers", now);
    expect(await claimProgrammeDay(db(), "tiers", new Date(now.getTime() + 20 * 60 * 60_000))).toBe(false);
    expect(await claimProgrammeDay(db(), "tiers", new Date(now.getTime() + 24 * 60 * 60_000))).toBe(true);
  });
});
