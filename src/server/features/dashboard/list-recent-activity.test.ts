import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs } from "#server/db/schema/index";
import { RECENT_ACTIVITY_LIMIT } from "#shared/contracts/dashboard";
import { createNotification } from "#tests/factories/notifications";
import { createUser, createUserWithPermission, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

let app: TestApp;
const db = () => app.testDatabase.database.db;
let auditor: TestUser;
let asAuditor: TestBrowser;
let staff: TestUser;
let asStaff: TestBrowser;
let asNewcomer: TestBrowser;

const MINUTE = 60_000;
const START = Date.now() - 60 * MINUTE;
/** A moment `minutes` after the start, so the order of events is the order of these numbers. */
const at = (minutes: number) => new Date(START + minutes * MINUTE);

beforeAll(async () => {
  app = await createTestApp();
  [auditor, staff] = await Promise.all([
    createUserWithPermission(db(), "view_audit_logs"),
    createUser(db(), { name: "Sam Staff" }),
  ]);
  [asAuditor, asStaff, asNewcomer] = await Promise.all([
    signedInAs(app, auditor),
    signedInAs(app, staff),
    signedInAs(app, await createUser(db())),
  ]);
  // Five entries, the newest at minute 9; the auditor's and the staff member's notifications between them.
  await db()
    .insert(partnerAuditLogs)
    .values(
      [1, 3, 5, 7, 9].map((minute) => ({
        actorUserId: staff.id,
        action: "department_created",
        subjectType: "department" as const,
        subjectId: `department-${minute}`,
        subjectLabel: `Team ${minute}`,
        details: { name: `Team ${minute}` },
        createdAt: at(minute),
      })),
    );
  for (const minute of [2, 8]) {
    await createNotification(db(), auditor.id, {
      kind: "ticket_sla_breached",
      message: `Ticket #${minute} missed its first response target.`,
      createdAt: at(minute),
    });
  }
  await createNotification(db(), staff.id, {
    message: "You were enrolled in Safety First.",
    createdAt: at(4),
  });
});
afterAll(async () => {
  await app.dispose();
});

/** Each event's words and time, in the order the dashboard lists them. */
const eventsOf = async (browser: TestBrowser) =>
  (await browser.client.dashboard.activity()).items.map((item) =>
    item.source === "audit"
      ? { audit: item.entry.subject?.label, at: item.entry.createdAt.getTime() }
      : { notification: item.notification.message, at: item.notification.createdAt.getTime() },
  );

describe("Recent Activity", () => {
  it("merges the newest audit entries and the reader's own notifications, newest first, a handful of them", async () => {
    expect(await eventsOf(asAuditor)).toEqual([
      { audit: "Team 9", at: at(9).getTime() },
      { notification: "Ticket #8 missed its first response target.", at: at(8).getTime() },
      { audit: "Team 7", at: at(7).getTime() },
      { audit: "Team 5", at: at(5).getTime() },
      { audit: "Team 3", at: at(3).getTime() },
      { notification: "Ticket #2 missed its first response target.", at: at(2).getTime() },
    ]);
    expect(RECENT_ACTIVITY_LIMIT).toBe(6);
  });

  it("shows the audit entries as the audit log does", async () => {
    const { items } = await asAuditor.client.dashboard.activity();
    const log = await asAuditor.client.auditLog.list({ page: 1, pageSize: 5 });
    expect(items.flatMap((item) => (item.source === "audit" ? [item.entry] : []))).toEqual(
      log.items.slice(0, 4),
    );
  });

  it("gives a staff member who may not read the audit log only their own notifications", async () => {
    expect(await eventsOf(asStaff)).toEqual([
      { notification: "You were enrolled in Safety First.", at: at(4).getTime() },
    ]);
  });

  it("is empty for a person with nothing to see", async () => {
    expect(await asNewcomer.client.dashboard.activity()).toEqual({ items: [] });
  });
});
