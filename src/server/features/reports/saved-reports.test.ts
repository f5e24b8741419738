import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs, savedReports } from "#server/db/schema/index";
import type { ReportDefinition } from "#shared/contracts/reports";
import { CUSTOMERS_BY_STATUS, createReport } from "#tests/factories/reports";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { SHARING_REFUSAL } from "./report-sharing";

// Saving, sharing, changing, deleting and listing reports (docs/product/business-intelligence.md#saved-reports).

let app: TestApp;
const db = () => app.testDatabase.database.db;
const people = {} as Record<
  "builder" | "otherBuilder" | "manager" | "reader",
  { user: TestUser; browser: TestBrowser }
>;

beforeAll(async () => {
  app = await createTestApp();
  const made = {
    builder: await createUserWithPermission(db(), "create_reports"),
    otherBuilder: await createUserWithPermission(db(), "create_reports"),
    manager: await createUserWithPermission(db(), "manage_reports"),
    reader: await createUserWithPermission(db(), "view_reports"),
  };
  for (const [name, user] of Object.entries(made)) {
    people[name as keyof typeof people] = { user, browser: await signedInAs(app, user) };
  }
  return () => app.dispose();
});

const client = (who: keyof typeof people) => people[who].browser.client;
const auditOf = (reportId: string) =>
  db()
    .select({
      action: partnerAuditLogs.action,
      details: partnerAuditLogs.details,
      actor: partnerAuditLogs.actorUserId,
    })
    .from(partnerAuditLogs)
    .where(and(eq(partnerAuditLogs.subjectType, "report"), eq(partnerAuditLogs.subjectId, reportId)))
    .orderBy(partnerAuditLogs.createdAt);

const DEALS_BY_STATUS: ReportDefinition = {
  dataset: "deals",
  columns: [],
  filters: [],
  grouping: { by: [{ column: "status" }], measures: [{ aggregate: "sum", column: "value" }] },
  sort: null,
};

describe("saving a report", () => {
  it("keeps it private to its author, names them, and audits its creation", async () => {
    const saved = await client("builder").reports.create({
      name: "Customers by status",
      description: "Where our customers stand",
      visibility: "private",
      definition: CUSTOMERS_BY_STATUS,
    });
    expect(saved).toMatchObject({
      name: "Customers by status",
      visibility: "private",
      author: { id: people.builder.user.id },
      canEdit: true,
      definition: CUSTOMERS_BY_STATUS,
    });
    expect(await auditOf(saved.id)).toEqual([
      {
        action: "report_created",
        actor: people.builder.user.id,
        details: {
          report_id: saved.id,
          name: "Customers by status",
          dataset: "customers",
          visibility: "private",
        },
      },
    ]);
    // Another builder does not learn it exists.
    expect((await refusal(client("otherBuilder").reports.get({ id: saved.id }))).status).toBe(404);
  });

  it("refuses to share it at once without manage_reports, saving nothing", async () => {
    const before = await db().select().from(savedReports);
    const refused = await refusal(
      client("builder").reports.create({
        name: "Shared",
        visibility: "shared",
        definition: CUSTOMERS_BY_STATUS,
      }),
    );
    expect(refused).toMatchObject({ status: 403, message: SHARING_REFUSAL });
    expect(await db().select().from(savedReports)).toEqual(before);
  });

  it("refuses a dataset the author reads none of: deals need manage_partners", async () => {
    const refused = await refusal(
      client("builder").reports.create({ name: "Deals", visibility: "private", definition: DEALS_BY_STATUS }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toContain("manage_partners");
  });

  it("answers a definition naming no known column with 400 and the reason", async () => {
    const refused = await refusal(
      client("builder").reports.create({
        name: "Odd",
        visibility: "private",
        definition: { ...CUSTOMERS_BY_STATUS, sort: { key: "salary", direction: "asc" } },
      }),
    );
    expect(refused.status).toBe(400);
  });
});

describe("sharing and changing a report", () => {
  it("lets a manager share a builder's report; others may then open it but not change it", async () => {
    const report = await createReport(db(), people.builder.user.id);
    const shared = await client("manager")
      .reports.get({ id: report.id })
      .catch((error) => error);
    expect(shared.status).toBe(404);

    const refused = await refusal(
      client("builder").reports.update({
        id: report.id,
        name: report.name,
        visibility: "shared",
        definition: report.definition,
      }),
    );
    expect(refused).toMatchObject({ status: 403, message: SHARING_REFUSAL });

    await db().update(savedReports).set({ visibility: "shared" }).where(eq(savedReports.id, report.id));
    expect(await client("reader").reports.get({ id: report.id })).toMatchObject({ canEdit: false });
    const otherBuilder = await refusal(
      client("otherBuilder").reports.update({
        id: report.id,
        name: "Taken over",
        visibility: "shared",
        definition: report.definition,
      }),
    );
    expect(otherBuilder.status).toBe(403);
    expect((await refusal(client("otherBuilder").reports.delete({ id: report.id }))).status).toBe(403);

    const renamed = await client("manager").reports.update({
      id: report.id,
      name: "Renamed by the manager",
      visibility: "private",
      definition: report.definition,
    });
    expect(renamed).toMatchObject({ name: "Renamed by the manager", visibility: "private" });
    // One transaction writes both, so they share a moment.
    expect((await auditOf(report.id)).map((entry) => entry.action).sort()).toEqual([
      "report_unshared",
      "report_updated",
    ]);
    // Private again: only its author opens it.
    expect((await refusal(client("manager").reports.get({ id: report.id }))).status).toBe(404);
  });

  it("audits a change of definition by its dataset, and writes nothing when nothing changed", async () => {
    const report = await createReport(db(), people.builder.user.id);
    const same = {
      id: report.id,
      name: report.name,
      description: report.description ?? undefined,
      visibility: "private" as const,
    };
    await client("builder").reports.update({ ...same, definition: report.definition });
    expect(await auditOf(report.id)).toEqual([]);

    const byHealth: ReportDefinition = {
      ...CUSTOMERS_BY_STATUS,
      grouping: { by: [{ column: "status" }], measures: [{ aggregate: "average", column: "health" }] },
      sort: null,
    };
    const changed = await client("builder").reports.update({ ...same, definition: byHealth });
    expect(changed.definition).toEqual(byHealth);
    expect(await auditOf(report.id)).toMatchObject([
      {
        action: "report_updated",
        details: { changes: { definition: { from: "customers", to: "customers" } } },
      },
    ]);
  });

  it("deletes a report for its author, audited with its name and dataset", async () => {
    const report = await createReport(db(), people.builder.user.id);
    await client("builder").reports.delete({ id: report.id });
    expect(await db().select().from(savedReports).where(eq(savedReports.id, report.id))).toEqual([]);
    expect(await auditOf(report.id)).toMatchObject([
      {
        action: "report_deleted",
        details: { report_id: report.id, name: report.name, dataset: "customers" },
      },
    ]);
  });
});

describe("the report library", () => {
  it("lists the caller's own and the shared reports, newest change first, searched by name or description", async () => {
    const theirs = await createReport(db(), people.otherBuilder.user.id, {
      name: "Renewals due",
      description: "Quarterly look",
    });
    const sharedByOther = await createReport(db(), people.otherBuilder.user.id, {
      name: "Churn watch",
      description: "Customers leaving QUARTERLY",
      visibility: "shared",
    });
    const mine = await createReport(db(), people.builder.user.id, { name: "My quarterly pipeline" });
    const sharedDeals = await createReport(db(), people.manager.user.id, {
      name: "Quarterly deals",
      visibility: "shared",
      definition: DEALS_BY_STATUS,
    });

    const found = await client("builder").reports.list({ search: "quarterly", page: 1, pageSize: 20 });
    const ids = found.items.map((item) => item.id);
    expect(ids).toContain(sharedByOther.id);
    expect(ids).toContain(mine.id);
    // Another person's private report, and a shared one over deals the builder may not read, stay out.
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(sharedDeals.id);
    expect(found.total).toBe(found.items.length);

    const literal = await client("builder").reports.list({ search: "100%", page: 1, pageSize: 20 });
    expect(literal.items).toEqual([]);
  });
});
