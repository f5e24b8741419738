import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findPasswordSetupToken } from "#server/auth/password-setup-tokens";
import {
  account,
  emailOutbox,
  partnerAuditLogs,
  partnerMembers,
  partners,
  user,
  userRoles,
  verification,
} from "#server/db/schema/index";
import { applicationForm as form } from "#tests/factories/application-form";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { setUpApplicationsTestApp } from "#tests/support/apps/applications-test-app";
import { refusal } from "#tests/support/browser/refusal";

const { given, testApp, anonymous, as, submit, tokenCount } = setUpApplicationsTestApp();

describe("review", () => {
  it("approves: application, partner, a password-less partner account, the welcome mail and the audit trail", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const admin = await as(given.adminUser);
    const result = await admin.client.applications.review({
      id: applicationId,
      decision: "approve",
      notes: "Strong retail reach.",
    });
    expect(result.application).toMatchObject({
      status: "approved",
      reviewerNotes: "Strong retail reach.",
      partnerStatus: "active",
    });
    expect(result.welcomeEmail).toEqual({ status: "no_mail_server" });

    const db = testApp().testDatabase.database.db;
    const email = application.contactEmail as string;
    const [partner] = await db.select().from(partners).where(eq(partners.contactEmail, email));
    expect(partner?.status).toBe("active");
    expect(partner?.approvedBy).toBeTruthy();
    expect(partner?.approvedAt).toBeInstanceOf(Date);
    const [contact] = await db.select().from(user).where(eq(user.email, email));
    expect(contact).toBeDefined();
    const roles = await db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, contact?.id as string));
    expect(roles.map((role) => role.role)).toEqual(["partner"]);
    expect(
      await db
        .select({ partnerId: partnerMembers.partnerId, role: partnerMembers.role })
        .from(partnerMembers)
        .where(eq(partnerMembers.userId, contact?.id as string)),
    ).toEqual([{ partnerId: partner?.id, role: "partner_admin" }]);
    expect(
      await db
        .select()
        .from(account)
        .where(eq(account.userId, contact?.id as string)),
    ).toHaveLength(0);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe("send-partner-welcome-email");
    expect(mails[0]?.text).toContain(application.companyName);
    expect(mails[0]?.text).toContain("Nina North");
    expect(mails[0]?.text).toMatch(/\/setup-password\?token=\w{32}/);
    // The plain-text part has no button to point at: its sentence leads straight into the link.
    expect(mails[0]?.text).toMatch(
      /set your password by opening this link:\nhttp:\/\/partners\.localhost:3000\/setup-password\?token=\w{32}\n/,
    );
    expect(mails[0]?.text).not.toMatch(/button/i);
    expect(mails[0]?.html).toContain("set your password with the button below");
    expect(mails[0]?.payload).toMatchObject({
      userType: "partner",
      loginUrl: "http://partners.localhost:3000/login",
    });
    const audit = await db
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.partnerId, partner?.id as string));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "application_approved",
      "application_submitted",
      "partner_status_changed",
    ]);

    const twice = await refusal(admin.client.applications.review({ id: applicationId, decision: "reject" }));
    expect(twice.status).toBe(409);
  });

  it("rejects: the notes become the partner's rejection reason and no account is made", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const admin = await as(given.adminUser);
    await admin.client.applications.review({
      id: applicationId,
      decision: "reject",
      notes: "Outside our markets.",
    });
    const db = testApp().testDatabase.database.db;
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.contactEmail, application.contactEmail as string));
    expect(partner).toMatchObject({
      status: "rejected",
      rejectionReason: "Outside our markets.",
      approvedBy: null,
      approvedAt: null,
    });
    expect(
      await db
        .select()
        .from(user)
        .where(eq(user.email, application.contactEmail as string)),
    ).toHaveLength(0);
    const status = await anonymous().client.applications.status({
      email: application.contactEmail as string,
    });
    expect(status).toMatchObject({
      result: "found",
      status: "rejected",
      reviewerNotes: "Outside our markets.",
    });
  });

  it("refuses to approve a contact who is a member of another live partner, and changes nothing", async () => {
    const db = testApp().testDatabase.database.db;
    const application = form();
    const { applicationId } = await submit(application);
    // An invited sales rep of another partner applies for a company of their own.
    const rep = await createUser(db, { email: application.contactEmail as string, roles: ["partner"] });
    await db
      .insert(partnerMembers)
      .values({ userId: rep.id, partnerId: given.activePartner.id, role: "sales_rep" });
    const admin = await as(given.adminUser);
    const refused = await refusal(
      admin.client.applications.review({ id: applicationId, decision: "approve" }),
    );
    expect(refused).toMatchObject({
      status: 409,
      message:
        "This contact email belongs to a member of another partner, and a person belongs to one partner. Ask the applicant for another address, or have the other partner remove them first.",
    });
    const [partner] = await db
      .select({ status: partners.status })
      .from(partners)
      .where(eq(partners.contactEmail, application.contactEmail as string));
    expect(partner?.status).toBe("pending");
    expect(await db.select().from(partnerMembers).where(eq(partnerMembers.userId, rep.id))).toMatchObject([
      { partnerId: given.activePartner.id, role: "sales_rep" },
    ]);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, application.contactEmail as string)),
    ).toHaveLength(0);
  });

  it("moves a contact whose earlier partner was rejected to the partner approved now", async () => {
    const db = testApp().testDatabase.database.db;
    const earlier = await createPartner(db, { status: "rejected" });
    const contact = await createPartnerContact(db, earlier);
    const { applicationId } = await submit(form({ contactEmail: earlier.contactEmail }));
    const admin = await as(given.adminUser);
    await admin.client.applications.review({ id: applicationId, decision: "approve" });
    const [approved] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.status, "active"))
      .orderBy(desc(partners.createdAt))
      .limit(1);
    expect(approved?.id).not.toBe(earlier.id);
    expect(await db.select().from(partnerMembers).where(eq(partnerMembers.userId, contact.id))).toMatchObject(
      [{ partnerId: approved?.id, role: "partner_admin" }],
    );
  });

  it("has exactly one effect when two reviewers approve at once", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const [first, second] = [await as(given.adminUser), await as(given.superadminUser)];
    const results = await Promise.allSettled([
      first.client.applications.review({ id: applicationId, decision: "approve" }),
      second.client.applications.review({ id: applicationId, decision: "approve" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const db = testApp().testDatabase.database.db;
    const email = application.contactEmail as string;
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(1);
  });

  it("leaves exactly one setup link after five approvals race, and none after a refused review", async () => {
    const db = testApp().testDatabase.database.db;
    const application = form();
    const { applicationId } = await submit(application);
    const admin = await as(given.adminUser);
    const reviewers = [admin, await as(given.superadminUser), admin, await as(given.adminUser), admin];
    const before = await tokenCount();
    const results = await Promise.allSettled(
      reviewers.map((reviewer) =>
        reviewer.client.applications.review({ id: applicationId, decision: "approve" }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await tokenCount()).toBe(before + 1);
    const [contact] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, application.contactEmail as string));
    expect(
      await db
        .select()
        .from(verification)
        .where(eq(verification.value, contact?.id as string)),
    ).toHaveLength(1);

    const refused = await refusal(
      admin.client.applications.review({ id: applicationId, decision: "approve" }),
    );
    expect(refused.status).toBe(409);
    expect(await tokenCount()).toBe(before + 1);
  });

  it("mails a link that opens the setup page and sets the password", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const admin = await as(given.adminUser);
    await admin.client.applications.review({ id: applicationId, decision: "approve" });
    const [mail] = await testApp()
      .testDatabase.database.db.select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, application.contactEmail as string));
    const token = /setup-password\?token=(\w{32})/.exec(mail?.text ?? "")?.[1] as string;
    expect(await findPasswordSetupToken(testApp().auth, token)).not.toBeNull();
    const tab = anonymous();
    expect(await tab.client.partnerAuth.checkSetupToken({ token })).toEqual({ valid: true });
    const result = await tab.client.partnerAuth.completeSetup({
      token,
      password: "first-pass-1",
      confirmPassword: "first-pass-1",
    });
    expect(result.user.email).toBe(application.contactEmail);
    expect(await tab.client.partners.mine()).toMatchObject({ companyName: application.companyName });
  });
});
