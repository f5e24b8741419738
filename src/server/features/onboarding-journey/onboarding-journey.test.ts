import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  notifications,
  partnerAuditLogs,
  partnerJourneySteps,
  partners,
} from "#server/db/schema/index";
import { claimProgrammeDay, finishProgrammeDay } from "#server/features/programme/programme-days";
import { JOURNEY_MESSAGES } from "#shared/contracts/onboarding-journey";
import { DEFAULT_PROGRAMME_SETTINGS } from "#shared/contracts/programme-settings";
import { DAY_MS } from "#shared/days";
import { createAgreementVersion } from "#tests/factories/agreements";
import { createCourse } from "#tests/factories/courses";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import {
  createPartnerContact,
  createPartnerMember,
  createUserWithPermission,
  type TestUser,
} from "#tests/factories/users";
import { DEAL, setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { advanceEveryJourney, advanceJourney } from "./advance-journey";
import { runJourneyStalls } from "./stall-run";

// The onboarding journey (docs/product/onboarding-journey.md): steps that tick themselves from their events once,
// manual steps staff tick, templates per business type, the figures staff see, and the stall run.

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

interface Side {
  partner: TestPartner;
  admin: TestBrowser;
  contact: TestUser;
}

/** A partner approved `daysAgo` days ago, its journey started as an approval starts it. */
async function approvedPartner(
  daysAgo = 0,
  overrides: Parameters<typeof createPartner>[1] = {},
): Promise<Side> {
  const approvedAt = new Date(Date.now() - daysAgo * DAY_MS);
  const partner = await createPartner(db(), {
    approvedAt,
    firstApprovedAt: approvedAt,
    createdAt: approvedAt,
    ...overrides,
  });
  const contact = await createPartnerContact(db(), partner);
  await advanceJourney(db(), partner.id);
  return { partner, contact, admin: await signedInAs(given.app, contact) };
}

const doneRows = (partnerId: string) =>
  db().select().from(partnerJourneySteps).where(eq(partnerJourneySteps.partnerId, partnerId));

const kept = async (partnerId: string) => {
  const [row] = await db()
    .select({
      done: partners.journeyDone,
      total: partners.journeyTotal,
      movedAt: partners.journeyMovedAt,
      completedAt: partners.journeyCompletedAt,
      firstDealAt: partners.firstDealAt,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row;
};

let manager: TestBrowser;
let managerUser: TestUser;
let programmeLead: TestBrowser;

beforeAll(async () => {
  managerUser = await createUserWithPermission(db(), "manage_partners");
  manager = await signedInAs(given.app, managerUser);
  programmeLead = await signedInAs(given.app, await createUserWithPermission(db(), "manage_programme"));
});

describe("a partner's journey", () => {
  it("starts at approval with the default template, nothing done, its clock at the approval", async () => {
    const { partner, admin } = await approvedPartner(0, {
      status: "pending",
      approvedAt: null,
      firstApprovedAt: null,
    });
    // An applicant has no journey yet.
    expect((await kept(partner.id))?.total).toBe(0);
    await given.asAdmin.client.partners.setStatus({ id: partner.id, status: "active" });
    const journey = await admin.client.journey.mine();
    expect(journey.steps.map((step) => step.kind)).toEqual([
      "sign_agreement",
      "complete_profile",
      "invite_colleague",
      "manual",
      "first_deal",
    ]);
    expect(journey).toMatchObject({
      done: 0,
      total: 5,
      completedAt: null,
      stalledSince: null,
      firstDealAt: null,
    });
    expect(journey.nextStepId).toBe(journey.steps[0]?.id);
    expect(journey.steps[3]?.title).toBe("Kickoff call with your partner manager");
    expect(Math.abs((journey.movedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it("ticks each step from its event once, at the event's time, and completes with the manual step", async () => {
    const { partner, admin, contact } = await approvedPartner(3, { businessType: "consultant" });
    const version = await createAgreementVersion(db(), { businessType: "consultant", graceDays: 0 });

    await admin.client.agreements.sign({
      versionId: version.id,
      fullName: "Dana Reyes",
      title: "Managing Director",
      accepted: true,
    });
    await admin.client.me.updateProfileSettings({ fullName: contact.name, jobTitle: "Channel lead" });
    await admin.client.invitations.invite({
      email: `colleague-${partner.id}@example.com`,
      role: "sales_rep",
    });
    await admin.client.deals.submit({ form: "portal", deal: { ...DEAL, companyName: "First Customer" } });
    const first = await kept(partner.id);
    expect(first).toMatchObject({ done: 4, total: 5, completedAt: null });
    expect(first?.firstDealAt).not.toBeNull();

    // The same events again: nothing more is written, nothing moves.
    await admin.client.me.updateProfileSettings({ fullName: contact.name, jobTitle: "Head of channel" });
    await admin.client.deals.submit({ form: "portal", deal: { ...DEAL, companyName: "Second Customer" } });
    const rows = await doneRows(partner.id);
    expect(rows).toHaveLength(4);
    expect(await kept(partner.id)).toEqual(first);

    const journey = await manager.client.journey.ofPartner({ partnerId: partner.id });
    const manual = journey.steps.find((step) => step.kind === "manual");
    expect(journey.nextStepId).toBe(manual?.id);
    expect(journey.daysToFirstDeal).toBe(3);

    const done = await manager.client.journey.tickStep({ partnerId: partner.id, stepId: manual?.id ?? "" });
    expect(done).toMatchObject({ done: 5, total: 5, nextStepId: null });
    expect(done.completedAt).not.toBeNull();
    expect(done.steps.find((step) => step.id === manual?.id)?.doneByName).toBe(managerUser.name);
    const [audit] = await db()
      .select({ details: partnerAuditLogs.details })
      .from(partnerAuditLogs)
      .where(
        and(eq(partnerAuditLogs.partnerId, partner.id), eq(partnerAuditLogs.action, "journey_step_ticked")),
      );
    expect(audit?.details).toEqual({ step_id: manual?.id, step: "Kickoff call with your partner manager" });

    const undone = await manager.client.journey.untickStep({
      partnerId: partner.id,
      stepId: manual?.id ?? "",
    });
    expect(undone).toMatchObject({ done: 4, completedAt: null });
    await manager.client.journey.tickStep({ partnerId: partner.id, stepId: manual?.id ?? "" });
  });

  it("refuses to tick a step the portal ticks itself, or a step of another journey", async () => {
    const { partner, admin } = await approvedPartner();
    const journey = await admin.client.journey.mine();
    const deal = journey.steps.find((step) => step.kind === "first_deal");
    const notManual = await refusal(
      manager.client.journey.tickStep({ partnerId: partner.id, stepId: deal?.id ?? "" }),
    );
    expect(notManual.status).toBe(409);
    expect(notManual.message).toBe(JOURNEY_MESSAGES.notManual);
    const elsewhere = await refusal(
      manager.client.journey.tickStep({
        partnerId: partner.id,
        stepId: "00000000-0000-4000-8000-000000000000",
      }),
    );
    expect(elsewhere.status).toBe(404);
    expect(await doneRows(partner.id)).toHaveLength(0);
  });

  it("writes a step once when two events of one partner happen at once", async () => {
    const { partner, admin } = await approvedPartner();
    await Promise.all(
      ["One", "Two", "Three"].map((name) =>
        admin.client.deals.submit({ form: "portal", deal: { ...DEAL, companyName: `Race ${name}` } }),
      ),
    );
    expect((await doneRows(partner.id)).length).toBe(1);
    expect((await kept(partner.id))?.done).toBe(1);
  });
});

describe("events at once", () => {
  it("two invitations, a deal and a profile of one partner at the same moment all succeed, counted once", async () => {
    const { partner, admin, contact } = await approvedPartner();
    const colleague = await signedInAs(
      given.app,
      await createPartnerMember(db(), partner, { role: "partner_admin" }),
    );
    await Promise.all([
      admin.client.invitations.invite({ email: `one-${partner.id}@example.com`, role: "sales_rep" }),
      colleague.client.invitations.invite({ email: `two-${partner.id}@example.com`, role: "sales_rep" }),
      admin.client.deals.submit({ form: "portal", deal: { ...DEAL, companyName: "Simultaneous Customer" } }),
      admin.client.me.updateProfileSettings({ fullName: contact.name, jobTitle: "Partner lead" }),
    ]);
    // The colleague joined as a second member before any event: invite_colleague, profile and deal, once each.
    expect(await doneRows(partner.id)).toHaveLength(3);
    expect((await kept(partner.id))?.done).toBe(3);
  });
});

describe("the daily reconciliation", () => {
  it("brings a journey up to date with a fact no event told of, once a day across servers", async () => {
    const { partner } = await approvedPartner(2);
    await createDeal(db(), { partner: { id: partner.id } });
    expect((await kept(partner.id))?.done).toBe(0);
    const now = new Date();
    const claims = await Promise.all([
      claimProgrammeDay(db(), "journeys", now),
      claimProgrammeDay(db(), "journeys", now),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await advanceEveryJourney(db());
    await finishProgrammeDay(db(), "journeys", now);
    expect(await kept(partner.id)).toMatchObject({ done: 1, total: 5 });
    expect((await kept(partner.id))?.firstDealAt).not.toBeNull();
    expect(await claimProgrammeDay(db(), "journeys", new Date(now.getTime() + 60_000))).toBe(false);
  });
});

describe("templates", () => {
  it("give a business type its own journey, keep progress on kept steps and count a done course at once", async () => {
    const reseller = await approvedPartner(0, { businessType: "reseller" });
    const idleReseller = await approvedPartner(30, { businessType: "reseller" });
    const other = await approvedPartner(0, { businessType: "referral_partner" });
    await reseller.admin.client.deals.submit({
      form: "portal",
      deal: { ...DEAL, companyName: "Reseller Deal" },
    });
    const { course } = await createCourse(db(), { lessons: 1, quiz: false, audience: "partners" });
    const member = await createPartnerMember(db(), reseller.partner);
    const learner = await signedInAs(given.app, member);
    await learner.client.learning.enroll({ id: course.id });

    const saved = await programmeLead.client.journey.saveTemplate({
      audience: "reseller",
      steps: [{ kind: "complete_course", courseId: course.id }, { kind: "first_deal" }],
    });
    const template = saved.templates.find((item) => item.audience === "reseller");
    expect(template?.steps.map((step) => step.title)).toEqual([
      `Complete the course ${course.title}`,
      "Register your first deal",
    ]);
    expect(await kept(reseller.partner.id)).toMatchObject({ done: 1, total: 2 });
    expect((await kept(other.partner.id))?.total).toBe(5);
    // Other steps than it stood still on: its clock restarts, so it is not stalled by the change.
    expect(Date.now() - ((await kept(idleReseller.partner.id))?.movedAt?.getTime() ?? 0)).toBeLessThan(
      60_000,
    );

    const [lesson] = (await learner.client.learning.course({ id: course.id })).lessons;
    await learner.client.learning.openLesson({ courseId: course.id, lessonId: lesson?.id ?? "" });
    expect(await kept(reseller.partner.id)).toMatchObject({ done: 2, total: 2 });
    expect((await kept(reseller.partner.id))?.completedAt).not.toBeNull();

    // Reordered with its ids: the progress stays; an empty list returns the type to the default journey.
    const ids = template?.steps.map((step) => step.id) ?? [];
    await programmeLead.client.journey.saveTemplate({
      audience: "reseller",
      steps: [
        { id: ids[1], kind: "first_deal" },
        { id: ids[0], kind: "complete_course", courseId: course.id },
      ],
    });
    expect(await kept(reseller.partner.id)).toMatchObject({ done: 2, total: 2 });
    await programmeLead.client.journey.saveTemplate({ audience: "reseller", steps: [] });
    expect((await kept(reseller.partner.id))?.total).toBe(5);
  });

  it("refuse a course that is not a published partner course, a manual step without a name, and a step of another template", async () => {
    const staffOnly = (await createCourse(db(), { audience: "staff" })).course;
    const cases: [Parameters<typeof programmeLead.client.journey.saveTemplate>[0], string][] = [
      [
        { audience: "consultant", steps: [{ kind: "complete_course", courseId: staffOnly.id }] },
        JOURNEY_MESSAGES.unknownCourse,
      ],
      [{ audience: "consultant", steps: [{ kind: "manual" }] }, JOURNEY_MESSAGES.labelMissing],
      [{ audience: "consultant", steps: [{ kind: "complete_course" }] }, JOURNEY_MESSAGES.courseMissing],
      [
        {
          audience: "default",
          steps: [
            { id: "00000000-0000-4000-8000-00000000000a", kind: "first_deal" },
            { id: "00000000-0000-4000-8000-00000000000a", kind: "first_deal" },
          ],
        },
        JOURNEY_MESSAGES.repeated,
      ],
    ];
    const defaults = (await programmeLead.client.journey.templates()).templates.find(
      (t) => t.audience === "default",
    );
    const manualStep = defaults?.steps.find((step) => step.kind === "manual");
    cases.push([
      {
        audience: "default",
        steps: (defaults?.steps ?? []).map((step) =>
          step.id === manualStep?.id ? { id: step.id, kind: "first_deal" as const } : step,
        ),
      },
      JOURNEY_MESSAGES.keptStepChanged,
    ]);
    cases.push([
      { audience: "consultant", steps: [{ id: defaults?.steps[0]?.id, kind: "sign_agreement" }] },
      "A step of another journey cannot be moved into this one.",
    ]);
    for (const [input, message] of cases) {
      const refused = await refusal(programmeLead.client.journey.saveTemplate(input));
      expect(refused.status).toBe(400);
      const issues = (refused.data?.issues ?? []) as { message: string }[];
      expect([refused.message, ...issues.map((issue) => issue.message)]).toContain(message);
    }
    const after = (await programmeLead.client.journey.templates()).templates.find(
      (t) => t.audience === "consultant",
    );
    expect(after?.steps).toEqual([]);
    const refusedForManager = await refusal(
      manager.client.journey.saveTemplate({ audience: "default", steps: [] }),
    );
    expect(refusedForManager.status).toBe(403);
  });
});

describe("stalled partners", () => {
  it("are listed, filtered, reminded once a week by one of two servers at once, and left alone once they move", async () => {
    const stalled = await approvedPartner(30);
    const moving = await approvedPartner(30);
    const fresh = await approvedPartner(1);
    const now = new Date();

    const list = await manager.client.journey.stalled({ page: 1, pageSize: 100 });
    const row = list.items.find((item) => item.partnerId === stalled.partner.id);
    expect(row).toMatchObject({
      stepTitle: "Sign the programme agreement",
      done: 0,
      total: 5,
      remindedAt: null,
    });
    expect(row?.daysStalled).toBe(30);
    expect(list.items.some((item) => item.partnerId === fresh.partner.id)).toBe(false);
    const filtered = await given.asAdmin.client.partners.list({ journey: "stalled", pageSize: 100 });
    const listed = filtered.items.find((item) => item.id === stalled.partner.id);
    expect(listed?.journeyStalledSince).not.toBeNull();
    expect(filtered.items.some((item) => item.id === fresh.partner.id)).toBe(false);

    const deps = { db: db(), config: given.app.config };
    await Promise.all([runJourneyStalls(deps, now), runJourneyStalls(deps, now)]);
    const mails = await db()
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "journey-reminder"));
    const mine = mails.filter((mail) => mail.to === stalled.contact.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe("Your next onboarding step: Sign the programme agreement");
    expect(mine[0]?.text).toContain("0 of 5 steps done");
    expect(mails.some((mail) => mail.to === fresh.contact.email)).toBe(false);
    const told = await db()
      .select({ message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, managerUser.id),
          eq(notifications.kind, "journey_stalled"),
          eq(notifications.subjectId, stalled.partner.id),
        ),
      );
    expect(told).toHaveLength(1);

    const remindersOf = async (side: Side) =>
      (
        await db()
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(
            and(eq(emailOutbox.template, "journey-reminder"), eq(emailOutbox.toAddress, side.contact.email)),
          )
      ).length;
    expect(await remindersOf(moving)).toBe(1);

    // The other moves: its clock restarts, so it is not reminded while it moved less than the threshold ago.
    const manual = (await moving.admin.client.journey.mine()).steps.find((step) => step.kind === "manual");
    await manager.client.journey.tickStep({ partnerId: moving.partner.id, stepId: manual?.id ?? "" });
    expect(
      (await manager.client.journey.ofPartner({ partnerId: moving.partner.id })).stalledSince,
    ).toBeNull();

    // Six days on: not again. Eight days on: again, but not the one that moved.
    await runJourneyStalls(deps, new Date(now.getTime() + 6 * DAY_MS));
    expect(await remindersOf(stalled)).toBe(1);
    await runJourneyStalls(deps, new Date(now.getTime() + 8 * DAY_MS));
    expect(await remindersOf(stalled)).toBe(2);
    expect(await remindersOf(moving)).toBe(1);
  });

  it("waiting on a step staff tick, tell partner managers and mail no partner", async () => {
    await programmeLead.client.journey.saveTemplate({
      audience: "technology_partner",
      steps: [{ kind: "manual", label: "Kickoff call" }],
    });
    const waiting = await approvedPartner(40, { businessType: "technology_partner" });
    expect(
      (await manager.client.journey.ofPartner({ partnerId: waiting.partner.id })).stalledSince,
    ).not.toBeNull();
    await runJourneyStalls({ db: db(), config: given.app.config }, new Date());
    const mails = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.template, "journey-reminder"), eq(emailOutbox.toAddress, waiting.contact.email)),
      );
    expect(mails).toHaveLength(0);
    const [told] = await db()
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.kind, "journey_stalled"), eq(notifications.subjectId, waiting.partner.id)));
    expect(told?.message).toContain('it waits on "Kickoff call"');
  });

  it("tell partner managers but send no mail when the programme sends no reminders", async () => {
    const stalled = await approvedPartner(40);
    await programmeLead.client.programme.updateSettings({
      ...DEFAULT_PROGRAMME_SETTINGS,
      journeyReminders: false,
    });
    try {
      await runJourneyStalls({ db: db(), config: given.app.config }, new Date());
      const mails = await db()
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.template, "journey-reminder"), eq(emailOutbox.toAddress, stalled.contact.email)),
        );
      expect(mails).toHaveLength(0);
      const told = await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(eq(notifications.kind, "journey_stalled"), eq(notifications.subjectId, stalled.partner.id)),
        );
      expect(told.length).toBeGreaterThan(0);
    } finally {
      await programmeLead.client.programme.updateSettings(DEFAULT_PROGRAMME_SETTINGS);
    }
  });

  it("count into the summary with the mean time to first deal", async () => {
    const summary = await manager.client.journey.summary();
    expect(summary.stallDays).toBe(14);
    expect(summary.stalled).toBeGreaterThan(0);
    expect(summary.partnersWithFirstDeal).toBeGreaterThan(0);
    const { rows } = (await db().execute(sql`
      select avg(floor(extract(epoch from (first_deal_at - first_approved_at)) / 86400))::float as mean
      from partners where status = 'active' and first_deal_at >= first_approved_at`)) as unknown as {
      rows: { mean: number }[];
    };
    expect(summary.averageDaysToFirstDeal).toBe(Math.round((rows[0]?.mean ?? 0) * 10) / 10);
    const ids = (
      await db()
        .select({ id: partners.id })
        .from(partners)
        .where(inArray(partners.status, ["active"]))
    ).length;
    expect(summary.inProgress + summary.completed).toBeLessThanOrEqual(ids);
  });
});
