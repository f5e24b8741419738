import { countDistinct, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments } from "#server/db/schema/index";
import { DEAL_STATUSES, type DealStatus } from "#shared/enums";
import { OPEN_TICKET_STATUSES } from "#shared/health-score";
import { completedOn, createCertificate } from "#tests/factories/certificates";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createCustomer } from "#tests/factories/customers";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { CUSTOMERS_BY_STATUS, createReport, createSchedule } from "#tests/factories/reports";
import { createAdmin, createUser, createUserWithPermission } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { commissionSummary } from "../payouts/commission-summary";

let app: TestApp;
const db = () => app.testDatabase.database.db;
let partners: TestPartner[];
let asAdmin: TestBrowser;
let asStaff: TestBrowser;
let asPartnerManager: TestBrowser;
let asCourseAuthor: TestBrowser;

const DAY = 24 * 60 * 60 * 1000;
const DEALS_REPORT = {
  ...CUSTOMERS_BY_STATUS,
  dataset: "deals" as const,
  grouping: { by: [{ column: "status" }], measures: [{ aggregate: "count" as const }] },
};

beforeAll(async () => {
  app = await createTestApp();
  const [acme, globex, pending] = await Promise.all([
    createPartner(db()),
    createPartner(db()),
    createPartner(db(), { status: "pending" }),
  ]);
  partners = [acme, globex, pending];

  // Customer Success: three customers, one at risk; four tickets, one of them solved. Opening a ticket
  // recomputes its customer's health, so the tickets are about the others.
  const [healthy, churned] = await Promise.all([
    createCustomer(db()),
    createCustomer(db(), { healthScore: 10, status: "churned" }),
    createCustomer(db(), { healthScore: 40, status: "at_risk" }),
  ]);
  asAdmin = await signedInAs(app, await createAdmin(db()));
  const opened = [];
  for (const [customer, priority] of [
    [healthy, "low"],
    [churned, "urgent"],
    [churned, "normal"],
    [healthy, "high"],
  ] as const) {
    const { ticket } = await asAdmin.client.tickets.create({
      customerId: customer.id,
      subject: `Cannot export ${priority}`,
      description: "The export stops halfway.",
      priority,
    });
    opened.push(ticket);
  }
  await asAdmin.client.tickets.update({ id: opened[0]?.id as string, status: "solved" });
  await asAdmin.client.tickets.update({ id: opened[1]?.id as string, status: "pending" });

  // Partner Portal: open deals of 10,000 + 2,500.50 + 7,000; a won and a lost deal out of the pipeline; payouts
  // of 100 and 250.25 pending and 300 paid.
  await Promise.all([
    createDeal(db(), { partner: acme, dealValue: "10000.00" }),
    createDeal(db(), { partner: acme, dealValue: "2500.50", status: "in_review" }),
    createDeal(db(), { partner: globex, dealValue: "7000.00", status: "approved" }),
    createDeal(db(), { partner: globex, dealValue: "90000.00", status: "closed_lost" }),
  ]);
  await createPayout(db(), { partner: acme, commissionAmount: "100.00" });
  await createPayout(db(), { partner: globex, commissionAmount: "250.25" });
  await createPayout(db(), {
    partner: globex,
    commissionAmount: "300.00",
    status: "paid",
    paidAt: new Date(),
    paymentReference: "TRX-1",
  });

  // Learning: two published courses and a draft; three enrollments, one completed this month with its
  // certificate and one completed with a certificate issued 40 days ago.
  const [first, second] = await Promise.all([
    createCourse(db()),
    createCourse(db()),
    createCourse(db(), { status: "draft" }),
  ]);
  const [learnerA, learnerB, learnerC] = await Promise.all([
    createUser(db()),
    createUser(db()),
    createUser(db()),
  ]);
  await createEnrollment(db(), learnerA.id, first.course.id);
  const now = await createEnrollment(db(), learnerB.id, first.course.id, completedOn(new Date()));
  await createCertificate(db(), now);
  const earlier = new Date(Date.now() - 40 * DAY);
  const lastMonth = await createEnrollment(db(), learnerC.id, second.course.id, completedOn(earlier));
  await createCertificate(db(), lastMonth, { issuedAt: earlier });
  await createEnrollment(db(), learnerA.id, second.course.id);

  [asStaff, asPartnerManager, asCourseAuthor] = await Promise.all([
    signedInAs(app, await createUser(db())),
    signedInAs(app, await createUserWithPermission(db(), "manage_partners")),
    signedInAs(app, await createUserWithPermission(db(), "manage_courses")),
  ]);
});
afterAll(async () => {
  await app.dispose();
});

/** The value of a deals list filtered by status, as the All Deals tab lists it. */
async function listedValue(status: DealStatus): Promise<number> {
  const page = await asAdmin.client.deals.list({ status, page: 1, pageSize: 100 });
  return page.items.reduce((sum, deal) => sum + Number(deal.dealValue), 0);
}

describe("the dashboard's module figures", () => {
  it("count customers, those at risk and open tickets as Customer Success reports them", async () => {
    const summary = await asStaff.client.dashboard.summary();
    expect(summary.customerSuccess).toEqual({ customers: 3, atRisk: 1, openTickets: 3 });

    const directory = await asStaff.client.customers.list({ page: 1, pageSize: 1 });
    const kpis = await asStaff.client.customerHealth.stats();
    let open = 0;
    for (const status of OPEN_TICKET_STATUSES) {
      open += (await asStaff.client.tickets.list({ status, page: 1, pageSize: 1 })).total;
    }
    expect(summary.customerSuccess).toEqual({
      customers: directory.total,
      atRisk: kpis.atRisk.value,
      openTickets: open,
    });
  });

  it("give the Partner Portal's active partners, open pipeline and commission owed as its lists report them", async () => {
    const { partnerPortal } = await asPartnerManager.client.dashboard.summary();
    expect(partnerPortal).toEqual({
      activePartners: 2,
      openPipelineValue: "19500.50",
      commissionOwed: "350.25",
    });

    const active = await asPartnerManager.client.partners.list({ status: "active", page: 1, pageSize: 1 });
    const open = DEAL_STATUSES.filter((status) => !["closed_won", "closed_lost"].includes(status));
    let pipeline = 0;
    for (const status of open) pipeline += await listedValue(status);
    let pending = 0;
    for (const partner of partners) {
      pending += Number((await commissionSummary(db(), { partnerId: partner.id, repId: null })).pending);
    }
    expect(partnerPortal?.activePartners).toBe(active.total);
    expect(Number(partnerPortal?.openPipelineValue)).toBeCloseTo(pipeline, 2);
    expect(Number(partnerPortal?.commissionOwed)).toBeCloseTo(pending, 2);
  });

  it("give Learning's published courses, active learners and this month's certificates", async () => {
    const { learning } = await asCourseAuthor.client.dashboard.summary();
    // Learner A has two enrollments under way; B and C completed theirs.
    expect(learning).toEqual({ publishedCourses: 2, activeLearners: 1, certificatesThisMonth: 1 });

    const [counted] = await db()
      .select({ learners: countDistinct(enrollments.userId) })
      .from(enrollments)
      .where(ne(enrollments.status, "completed"));
    expect(learning?.activeLearners).toBe(counted?.learners);
  });

  it("leave out the figures of a module whose screens the caller may not see", async () => {
    expect(Object.keys(await asStaff.client.dashboard.summary())).toEqual(["customerSuccess"]);
    expect(Object.keys(await asPartnerManager.client.dashboard.summary())).toEqual([
      "customerSuccess",
      "partnerPortal",
    ]);
    expect(Object.keys(await asCourseAuthor.client.dashboard.summary())).toEqual([
      "customerSuccess",
      "learning",
    ]);
    expect(Object.keys(await asAdmin.client.dashboard.summary())).toEqual([
      "customerSuccess",
      "partnerPortal",
      "learning",
      "businessIntelligence",
    ]);
  });

  it("count the reports the caller opens and their deliveries as the library and Scheduled Reports list them", async () => {
    const builder = await createUserWithPermission(db(), "create_reports");
    const other = await createUser(db());
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    const [own] = await Promise.all([
      createReport(db(), builder.id),
      createReport(db(), builder.id, { visibility: "shared" }),
      createReport(db(), other.id, { visibility: "shared" }),
      createReport(db(), other.id),
      // Shared, but over deals, which the builder may not read.
      createReport(db(), other.id, { visibility: "shared", definition: DEALS_REPORT }),
    ]);
    await createSchedule(db(), (own as { id: string }).id, { nextRunAt: soon });
    // Another person's private report's schedule is not the builder's to count.
    await createSchedule(db(), (await createReport(db(), other.id)).id, {
      nextRunAt: new Date(Date.now() + 60_000),
    });
    const asBuilder = await signedInAs(app, builder);
    const { businessIntelligence } = await asBuilder.client.dashboard.summary();
    expect(businessIntelligence).toEqual({ savedReports: 3, scheduledDeliveries: 1, nextDeliveryAt: soon });
    // Business Intelligence's own header reads the same figures.
    expect(await asBuilder.client.reports.figures()).toEqual(businessIntelligence);
    const library = await asBuilder.client.reports.list({ page: 1, pageSize: 1 });
    expect(businessIntelligence?.savedReports).toBe(library.total);
    const schedules = await asBuilder.client.reports.schedules();
    expect(schedules.items.map((item) => item.nextRunAt)).toEqual([soon]);
  });
});
