import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "#server/platform/email/delivery";
import { applicationForm as form } from "#tests/factories/application-form";
import { createAdmin, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";
import { TestSmtpServer } from "#tests/support/servers/smtp-server";

describe("the welcome e-mail over SMTP", () => {
  let smtp: TestSmtpServer;
  let smtpApp: TestApp;
  let smtpAdmin: TestUser;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    const url = await smtp.start();
    smtpApp = await createTestApp({}, { mailer: createSmtpMailer(url) });
    smtpAdmin = await createAdmin(smtpApp.testDatabase.database.db);
  });
  afterAll(async () => {
    await smtpApp?.dispose();
    await smtp?.stop();
  });

  async function approveNew() {
    const application = form();
    const { applicationId } = await testBrowser(smtpApp).client.applications.submit({
      application,
      documents: [],
    });
    const reviewer = await signedInAs(smtpApp, smtpAdmin);
    return {
      application,
      applicationId,
      reviewer,
      result: await reviewer.client.applications.review({ id: applicationId, decision: "approve" }),
    };
  }

  it("is delivered at once when the mail server takes it", async () => {
    const { application, result } = await approveNew();
    expect(result.welcomeEmail).toEqual({ status: "sent" });
    const message = smtp.received.find((received) =>
      received.to.includes(application.contactEmail as string),
    );
    expect(message?.raw).toContain("Welcome to the partner programme");
    expect(message?.raw).not.toContain("partner-demo");
  });

  it("reports the reason when the mail server refuses, and the resend goes through once it recovers", async () => {
    smtp.refuse = true;
    const { applicationId, reviewer, result } = await approveNew();
    expect(result.welcomeEmail).toEqual({
      status: "queued",
      reason: expect.stringContaining("Mailbox temporarily unavailable"),
    });
    smtp.refuse = false;
    const resent = await reviewer.client.applications.resendWelcome({ id: applicationId });
    expect(resent.welcomeEmail).toEqual({ status: "sent" });
  });
});
