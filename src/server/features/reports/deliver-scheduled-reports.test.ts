import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox, reportRecipientDomains, reportSchedules } from "#server/db/schema/index";
import { deliverDueEmails, type MailFile } from "#server/platform/email/delivery";
import { createLogger } from "#server/platform/logger";
import type { ReportDefinition } from "#shared/contracts/reports";
import { createCustomer } from "#tests/factories/customers";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { CUSTOMERS_BY_STATUS, createReport, createSchedule } from "#tests/factories/reports";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { type DeliveryDeps, deliverDueReports, deliverNextDue } from "./deliver-scheduled-reports";
import { startReportDeliveries } from "./report-delivery-jobs";

// Scheduled deliveries (docs/product/business-intelligence.md#scheduled-deliveries): a due schedule runs as its
// author sees the report, its CSV goes to every recipient through the outbox, once, and a failure is kept and
// retried.

let app: TestApp;
let second: TestApp;
const db = () => app.testDatabase.database.db;
let author: TestUser;
let reader: TestUser;
const logger = createLogger("silent");
const deps = (on: TestApp = app): DeliveryDeps => ({
  db: on.testDatabase.database.db,
  storage: on.storage,
  publicUrl: "https://portal.example",
  logger,
});

beforeAll(async () => {
  app = await createTestApp();
  second = await createTestApp({}, { sameDatabaseAs: app });
  author = await createUser(db(), {
    name: "Avery Author",
    permissions: ["create_reports", "schedule_reports", "manage_partners"],
  });
  reader = await createUser(db(), { email: `reader.${Date.now()}@example.com` });
  await db().insert(reportRecipientDomains).values({ domain: "finance.example" });
  await Promise.all([
    createCustomer(db(), { name: "Alpha GmbH" }),
    createCustomer(db(), { name: "Beta AG", status: "at_risk" }),
  ]);
});
afterAll(async () => {
  await second?.dispose();
  await app?.dispose();
});

const past = () => new Date(Date.now() - 60_000);
const mailsAbout = (reportName: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, `Scheduled report: ${reportName}`));
const scheduleOf = async (reportId: string) =>
  (await db().select().from(reportSchedules).where(eq(reportSchedules.reportId, reportId)))[0];

describe("a server's delivery rounds", () => {
  it("deliver what falls due while they run, and stop", async () => {
    const report = await createReport(db(), author.id, { name: "Delivered by the rounds" });
    await createSchedule(db(), report.id, { nextRunAt: past(), recipientUserIds: [reader.id] });
    const rounds = startReportDeliveries({ ...deps(), intervalMs: 20 });
    try {
      await vi.waitFor(async () => expect(await mailsAbout("Delivered by the rounds")).toHaveLength(1), {
        timeout: 10_000,
      });
    } finally {
      await rounds.stop();
    }
  });
});

describe("delivering a due schedule", () => {
  it("mails the report's CSV to each recipient once, through the outbox, and moves the next run to the rule's next date", async () => {
    const report = await createReport(db(), author.id, { name: "Customers by status" });
    await createSchedule(db(), report.id, {
      nextRunAt: past(),
      recipientUserIds: [reader.id],
      recipientAddresses: ["cfo@finance.example"],
    });
    expect(await deliverDueReports(deps())).toEqual({ delivered: 1, failed: 0 });

    const mails = await mailsAbout("Customers by status");
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      ["cfo@finance.example", reader.email.toLowerCase()].sort(),
    );
    const [mail] = mails;
    expect(mail?.text).toContain("It shows what Avery Author, who scheduled it, can see in the portal.");
    expect(mail?.text).toContain(`https://portal.example/business-intelligence/reports/${report.id}`);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        bucket: "report-deliveries",
        filename: expect.stringMatching(/^customers-by-status-\d{4}-\d{2}-\d{2}\.csv$/),
      }),
    ]);

    // The mail goes out with the stored file.
    const sent: MailFile[][] = [];
    await deliverDueEmails(
      db(),
      { send: async (message) => void sent.push(message.attachments ?? []) },
      {
        from: "portal@example.com",
        logger,
        ids: mails.map((each) => each.id),
        storage: app.storage,
      },
    );
    expect(sent).toHaveLength(2);
    const csv = new TextDecoder().decode(sent[0]?.[0]?.content);
    expect(csv.split("\r\n")[0]).toBe("Status,Count");
    expect(csv).toContain("Healthy,");
    expect(csv).toContain("At Risk,");

    const schedule = await scheduleOf(report.id);
    expect(schedule?.lastRunAt).not.toBeNull();
    expect(schedule?.lastRows).toBe(2);
    expect(schedule?.nextRunAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await deliverDueReports(deps())).toEqual({ delivered: 0, failed: 0 });
  });

  it("delivers once when two app servers look at the same moment", async () => {
    const report = await createReport(db(), author.id, { name: "Raced report" });
    await createSchedule(db(), report.id, { nextRunAt: past(), recipientUserIds: [reader.id] });
    const outcomes = await Promise.all([
      deliverNextDue(deps(app)),
      deliverNextDue(deps(second)),
      deliverNextDue(deps(app)),
    ]);
    expect(outcomes.filter((outcome) => outcome === "delivered")).toHaveLength(1);
    expect(await mailsAbout("Raced report")).toHaveLength(1);
  });

  it("runs as its author sees the report: one over deals fails once its author may no longer read deals, kept and retried", async () => {
    const partnerManager = await createUser(db(), { permissions: ["create_reports", "schedule_reports"] });
    const deals: ReportDefinition = {
      ...CUSTOMERS_BY_STATUS,
      dataset: "deals",
      grouping: { by: [{ column: "status" }], measures: [{ aggregate: "sum", column: "value" }] },
      sort: null,
    };
    await createDeal(db(), { partner: await createPartner(db()) });
    const report = await createReport(db(), partnerManager.id, {
      name: "Deals without the right",
      definition: deals,
    });
    await createSchedule(db(), report.id, { nextRunAt: past(), recipientUserIds: [reader.id] });
    const before = Date.now();
    expect(await deliverDueReports(deps())).toEqual({ delivered: 0, failed: 1 });

    expect(await mailsAbout("Deals without the right")).toEqual([]);
    const schedule = await scheduleOf(report.id);
    expect(schedule?.lastFailure).toContain("manage_partners");
    expect(schedule?.failedAttempts).toBe(1);
    // Retried in five minutes.
    expect(schedule?.nextRunAt?.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
  });

  it("fails, saying why, when none of its recipients can receive it any more", async () => {
    const report = await createReport(db(), author.id, { name: "Nobody left" });
    await createSchedule(db(), report.id, {
      nextRunAt: past(),
      recipientAddresses: ["someone@gone.example"],
    });
    expect(await deliverDueReports(deps())).toEqual({ delivered: 0, failed: 1 });
    expect((await scheduleOf(report.id))?.lastFailure).toContain(
      "None of its recipients can receive it any more",
    );
  });

  it("gives an occurrence up after five failed tries and waits for the next", async () => {
    const report = await createReport(db(), author.id, { name: "Given up" });
    await createSchedule(db(), report.id, {
      nextRunAt: past(),
      failedAttempts: 4,
      recipientAddresses: ["x@gone.example"],
    });
    await deliverDueReports(deps());
    const schedule = await scheduleOf(report.id);
    expect(schedule?.failedAttempts).toBe(0);
    const next = schedule?.nextRunAt as Date;
    expect(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Berlin",
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
      }).format(next),
    ).toBe("Mon 08:00");
  });
});
