import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs, reportSchedules } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import { createReport } from "#tests/factories/reports";
import { createAdmin, createPartnerContact, createUser, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

// Setting, listing and removing a report's deliveries (docs/product/business-intelligence.md#scheduled-deliveries).

let app: TestApp;
const db = () => app.testDatabase.database.db;
let scheduler: TestUser;
let asScheduler: TestBrowser;
let asBuilder: TestBrowser;
let asAdmin: TestBrowser;
let colleague: TestUser;
let partnerContact: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  scheduler = await createUser(db(), { permissions: ["create_reports", "schedule_reports"] });
  colleague = await createUser(db());
  partnerContact = await createPartnerContact(db(), await createPartner(db()));
  [asScheduler, asBuilder, asAdmin] = await Promise.all([
    signedInAs(app, scheduler),
    signedInAs(app, await createUser(db(), { permissions: ["create_reports"] })),
    signedInAs(app, await createAdmin(db())),
  ]);
  await asAdmin.client.reports.setRecipientDomains({ domains: ["Example.com", "partner.example"] });
  return () => app.dispose();
});

const weekly = (reportId: string) => ({
  reportId,
  preset: "mondays" as const,
  timeOfDay: "08:30",
  timeZone: "Europe/Berlin",
  recipientUserIds: [colleague.id],
  recipientAddresses: ["Finance@Example.com"],
});

describe("scheduling a report", () => {
  it("stores the rule, names its recipients, computes the next Monday 08:30 in Berlin and audits it", async () => {
    const report = await createReport(db(), scheduler.id);
    const schedule = await asScheduler.client.reports.setSchedule(weekly(report.id));
    expect(schedule).toMatchObject({
      reportId: report.id,
      reportName: report.name,
      rule: "FREQ=WEEKLY;BYDAY=MO",
      people: [{ id: colleague.id, email: colleague.email }],
      addresses: ["finance@example.com"],
      lastRunAt: null,
      canEdit: true,
    });
    const next = schedule.nextRunAt as Date;
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Berlin",
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
      }).format(next),
    ).toBe("Mon 08:30");

    const [entry] = await db()
      .select({ details: partnerAuditLogs.details })
      .from(partnerAuditLogs)
      .where(and(eq(partnerAuditLogs.action, "report_scheduled"), eq(partnerAuditLogs.subjectId, report.id)));
    expect(entry?.details).toEqual({
      report_id: report.id,
      name: report.name,
      rule: "FREQ=WEEKLY;BYDAY=MO",
      time_of_day: "08:30",
      time_zone: "Europe/Berlin",
      people: 1,
      addresses: ["finance@example.com"],
    });
    expect((await asScheduler.client.reports.schedules()).items.map((item) => item.reportId)).toContain(
      report.id,
    );
  });

  it("takes a custom rule and refuses one that is not a rule, a zone that is not one, and outside recipients", async () => {
    const report = await createReport(db(), scheduler.id);
    const custom = await asScheduler.client.reports.setSchedule({
      ...weekly(report.id),
      preset: "custom",
      customRule: "freq=weekly;byday=tu,th",
    });
    expect(custom.rule).toBe("FREQ=WEEKLY;BYDAY=TU,TH");

    const cases: [
      Partial<Omit<ReturnType<typeof weekly>, "preset">> & { preset?: "custom"; customRule?: string },
      string,
    ][] = [
      [{ preset: "custom", customRule: "FREQ=HOURLY" }, "at most once a day"],
      [{ preset: "custom", customRule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30" }, "no date ahead"],
      [{ timeZone: "Mars/Olympus" }, "not a time zone"],
      [
        { recipientAddresses: ["someone@elsewhere.example"] },
        "only addresses at example.com, partner.example",
      ],
      [{ recipientUserIds: [partnerContact.id] }, "not a member of staff"],
      [
        { recipientUserIds: [`${colleague.id}\u0000`] },
        "A recipient contains a character that cannot be saved",
      ],
      [
        { preset: "custom", customRule: "FREQ=DAILY\u0000" },
        "The rule contains a character that cannot be saved",
      ],
      [{ timeZone: "Europe/Berlin\u0000" }, "The time zone contains a character that cannot be saved"],
    ];
    for (const [change, reason] of cases) {
      const refused = await refusal(
        asScheduler.client.reports.setSchedule({ ...weekly(report.id), ...change }),
      );
      expect(refused.status).toBe(400);
      const issues = (refused.data?.issues ?? []) as { message: string }[];
      expect([refused.message, ...issues.map((issue) => issue.message)].join(" ")).toContain(reason);
    }
    const [kept] = await db().select().from(reportSchedules).where(eq(reportSchedules.reportId, report.id));
    expect(kept?.rule).toBe("FREQ=WEEKLY;BYDAY=TU,TH");
  });

  it("needs schedule_reports and a report the caller may change", async () => {
    const theirs = await createReport(db(), scheduler.id, { visibility: "shared" });
    expect((await refusal(asBuilder.client.reports.setSchedule(weekly(theirs.id)))).status).toBe(403);
    const ownByBuilder = await createReport(db(), colleague.id);
    expect((await refusal(asScheduler.client.reports.setSchedule(weekly(ownByBuilder.id)))).status).toBe(404);
  });

  it("removes a schedule, audited; removing none is not found", async () => {
    const report = await createReport(db(), scheduler.id);
    await asScheduler.client.reports.setSchedule(weekly(report.id));
    await asScheduler.client.reports.removeSchedule({ reportId: report.id });
    expect(await db().select().from(reportSchedules).where(eq(reportSchedules.reportId, report.id))).toEqual(
      [],
    );
    expect((await refusal(asScheduler.client.reports.removeSchedule({ reportId: report.id }))).status).toBe(
      404,
    );
    const actions = await db()
      .select({ action: partnerAuditLogs.action })
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.subjectId, report.id));
    expect(actions.map((row) => row.action).sort()).toEqual(["report_scheduled", "report_unscheduled"]);
  });
});

describe("the allowed recipient domains", () => {
  it("are lower-cased and sorted, changed by manage_system only, each change audited", async () => {
    expect(await asScheduler.client.reports.recipientDomains()).toEqual({
      domains: ["example.com", "partner.example"],
    });
    expect((await refusal(asScheduler.client.reports.setRecipientDomains({ domains: [] }))).status).toBe(403);
    const refused = await refusal(asAdmin.client.reports.setRecipientDomains({ domains: ["not a domain"] }));
    expect(refused.status).toBe(400);
    const [entry] = await db()
      .select({ details: partnerAuditLogs.details })
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "report_recipient_domains_changed"));
    expect(entry?.details).toEqual({ added: ["example.com", "partner.example"], removed: [] });
  });
});
