import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema/index";
import { applicationForm as form } from "#tests/factories/application-form";
import { setUpApplicationsTestApp } from "#tests/support/apps/applications-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { whileOutboxFails } from "#tests/support/database/outbox-failure";

const { given, testApp, as, submit, tokenCount } = setUpApplicationsTestApp();

describe("review", () => {
  it("writes the resent link together with its mail: a failing mail leaves no link", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const admin = await as(given.adminUser);
    await admin.client.applications.review({ id: applicationId, decision: "approve" });
    const before = await tokenCount();
    await whileOutboxFails(testApp().testDatabase.database.db, async () => {
      expect((await refusal(admin.client.applications.resendWelcome({ id: applicationId }))).status).toBe(
        500,
      );
    });
    expect(await tokenCount()).toBe(before);
    await admin.client.applications.resendWelcome({ id: applicationId });
    expect(await tokenCount()).toBe(before + 1);
  });

  it("refuses an unknown application and resends the welcome mail only for approved ones", async () => {
    const admin = await as(given.adminUser);
    const unknown = await refusal(
      admin.client.applications.review({ id: "00000000-0000-4000-8000-000000000000", decision: "approve" }),
    );
    expect(unknown.status).toBe(404);

    const application = form();
    const { applicationId } = await submit(application);
    expect((await refusal(admin.client.applications.resendWelcome({ id: applicationId }))).status).toBe(409);
    await admin.client.applications.review({ id: applicationId, decision: "approve" });
    const resent = await admin.client.applications.resendWelcome({ id: applicationId });
    expect(resent.welcomeEmail.status).toBe("no_mail_server");
    const db = testApp().testDatabase.database.db;
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, application.contactEmail as string),
          eq(emailOutbox.template, "send-partner-welcome-email"),
        ),
      );
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).not.toBe(mails[1]?.text);
  });
});
