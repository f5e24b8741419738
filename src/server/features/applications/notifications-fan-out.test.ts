import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "#server/db/schema/index";
import { applicationForm as form } from "#tests/factories/application-form";
import { createUserWithPermission } from "#tests/factories/users";
import { failInsertsInto } from "#tests/support/apps/admin-test-app";
import { setUpApplicationsTestApp } from "#tests/support/apps/applications-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { toldAbout } from "#tests/support/database/stored-notifications";

// docs/product/notifications.md#what-people-are-told
const { given, testApp, submit } = setUpApplicationsTestApp();
const db = () => testApp().testDatabase.database.db;

const toldOfCompany = (userId: string, companyName: string) =>
  db()
    .select({ subjectId: notifications.subjectId })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.message, `${companyName} applied to become a partner.`),
      ),
    );

describe("notifications of applications", () => {
  it("tells the staff who review applications, and nobody else, in one sentence naming the company", async () => {
    const reviewer = await createUserWithPermission(db(), "manage_partners");
    const application = form({ companyName: "Acme Corp" });
    const { applicationId } = await submit(application);
    const told = await toldAbout(db(), applicationId);
    const notice = { kind: "application_submitted", message: "Acme Corp applied to become a partner." };
    expect(told).toEqual(
      expect.arrayContaining(
        [given.adminUser.id, given.superadminUser.id, reviewer.id].map((userId) => ({ userId, ...notice })),
      ),
    );
    const toldIds = told.map((row) => row.userId);
    expect(new Set(toldIds).size).toBe(told.length);
    for (const untold of [given.staffUser.id, given.manager.id, given.partnerContact.id]) {
      expect(toldIds).not.toContain(untold);
    }
  });

  it("tells nobody of a refused or rolled-back application, and once of two racing for one e-mail", async () => {
    const rolledBack = form({ companyName: "Rolled Back Ltd" });
    const restore = await failInsertsInto(db(), "partner_audit_logs", "audit unavailable");
    try {
      expect((await refusal(submit(rolledBack))).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await toldOfCompany(given.adminUser.id, "Rolled Back Ltd")).toEqual([]);

    const racing = form({ companyName: "Racing Ltd" });
    await Promise.allSettled([submit(racing), submit(racing)]);
    expect(await toldOfCompany(given.adminUser.id, "Racing Ltd")).toHaveLength(1);
  });
});
