import { readdirSync } from "node:fs";
import path from "node:path";
import { ORPCError } from "@orpc/client";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationForm as form } from "../../../../tests/factories/application-form";
import { createApplication } from "../../../../tests/factories/applications";
import type { TestPartner } from "../../../../tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createSuperAdmin,
  createUser,
  createUserWithPermission,
  type TestUser,
} from "../../../../tests/factories/users";
import { whileOutboxFails } from "../../../../tests/support/outbox-failure";
import { partnerCount } from "../../../../tests/support/partner-count";
import { signedInAs, testBrowser } from "../../../../tests/support/rpc-client";
import { SAMPLE_EXE, SAMPLE_PDF, SAMPLE_PNG, sampleFile } from "../../../../tests/support/sample-files";
import { TestSmtpServer } from "../../../../tests/support/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import type { ApplicationForm } from "../../../shared/contracts/applications";
import { findPasswordSetupToken } from "../../auth/password-setup-tokens";
import {
  account,
  emailOutbox,
  partnerApplications,
  partnerAuditLogs,
  partners,
  user,
  userRoles,
  verification,
} from "../../db/schema";
import { createSmtpMailer } from "../../platform/email/delivery";

let testApp: TestApp;
let adminUser: TestUser;
let superadminUser: TestUser;
/** Staff without manage_partners: a plain user and a manager who holds manage_users. */
let staffUser: TestUser;
let manager: TestUser;
/** An active partner, approved earlier, and its contact's account. */
let activePartner: TestPartner;
let partnerContact: TestUser;
let rejectedPartner: TestPartner;

const anonymous = () => testBrowser(testApp);
const as = (person: TestUser) => signedInAs(testApp, person);

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ORPCError) return error as ORPCError<string, Record<string, unknown>>;
    throw error;
  }
  throw new Error("expected a refusal");
}

function storedFiles(): string[] {
  const root = path.join(testApp.config.filesDir, "application-documents");
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

const tokenCount = async () =>
  (await testApp.testDatabase.database.db.select({ id: verification.id }).from(verification)).length;

async function submit(application: ApplicationForm, documents: File[] = []) {
  return anonymous().client.applications.submit({ application, documents });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.testDatabase.database.db;
  adminUser = await createAdmin(db);
  superadminUser = await createSuperAdmin(db);
  staffUser = await createUser(db);
  manager = await createUserWithPermission(db, "manage_users", { roles: ["manager"] });
  ({ partner: activePartner } = await createApplication(db, { status: "approved", reviewer: adminUser }));
  partnerContact = await createPartnerContact(db, activePartner, { password: "partner-demo" });
  ({ partner: rejectedPartner } = await createApplication(db, { status: "rejected", reviewer: adminUser }));
});
afterAll(async () => {
  await testApp.dispose();
});

describe("applying", () => {
  it("creates a pending bronze partner at 10% and its pending application with the documents stored", async () => {
    const application = form();
    const result = await submit(application, [
      sampleFile(SAMPLE_PDF, "Business Plan.pdf", "application/pdf"),
      sampleFile(SAMPLE_PNG, "../logo.png", "image/png"),
    ]);
    expect(result.status).toBe("pending");

    const db = testApp.testDatabase.database.db;
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.contactEmail, application.contact_email));
    expect(partner).toMatchObject({
      status: "pending",
      tier: "bronze",
      commissionRate: "10.00",
      companyName: application.company_name,
    });
    const [stored] = await db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, result.applicationId));
    expect(stored?.status).toBe("pending");
    expect(stored?.applicationData).toMatchObject({
      contact_email: application.contact_email,
      sales_experience: 8.5,
      additional_notes: null,
    });
    expect(stored?.documents).toHaveLength(2);
    expect(stored?.documents[0]).toMatchObject({
      name: "Business Plan.pdf",
      type: "application/pdf",
      size: SAMPLE_PDF.length,
    });
    expect(stored?.documents[0]?.path).toMatch(new RegExp(`^${partner?.id}/\\d+-Business-Plan\\.pdf$`));
    expect(stored?.documents[1]?.path).toMatch(/\/\d+-logo\.png$/);
    for (const document of stored?.documents ?? []) expect(storedFiles()).toContain(document.path);
  });

  it("takes the same application as multipart/form-data on the REST API (how the web form uploads with progress)", async () => {
    const application = form();
    const body = new FormData();
    for (const [key, value] of Object.entries(application))
      body.append(`application[${key}]`, String(value ?? ""));
    body.append("documents[]", sampleFile(SAMPLE_PDF, "a.pdf"));
    body.append("documents[]", sampleFile(SAMPLE_PNG, "b.png"));
    const response = await testApp.app.request("http://localhost/api/v1/applications", {
      method: "POST",
      body,
      headers: { origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(201);
    const { applicationId } = (await response.json()) as { applicationId: string };
    const [stored] = await testApp.testDatabase.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    expect(stored?.documents.map((document) => document.name)).toEqual(["a.pdf", "b.png"]);
    expect(stored?.applicationData).toMatchObject({ years_in_business: 12, additional_notes: null });
  });

  it.each([
    ["company_name", { company_name: "" }, "Company name is required."],
    ["contact_name", { contact_name: "  " }, "Contact name is required."],
    ["contact_email", { contact_email: "" }, "Contact email is required."],
    ["contact_email", { contact_email: "not-an-email" }, "Please enter a valid email address."],
    ["partnership_reason", { partnership_reason: "" }, "Why you want to partner with us is required."],
    ["business_type", { business_type: "pirate" as never }, "Please choose a business type."],
    ["website", { website: "northwind" }, "Website must be a full address"],
    ["annual_revenue", { annual_revenue: "lots" as never }, "Annual revenue must be a number."],
    ["years_in_business", { years_in_business: -2 }, "Years in business cannot be negative."],
    [
      "expected_deals_per_year",
      { expected_deals_per_year: 2.5 },
      "Expected deals per year must be a whole number.",
    ],
    ["sales_experience", { sales_experience: "x" as never }, "Sales experience must be a number."],
  ] as const)("refuses a bad %s and names it", async (field, override, message) => {
    const application = form(override as Partial<ApplicationForm>);
    const error = await refusal(submit(application));
    expect(error.status).toBe(400);
    const issues = JSON.stringify(error.data);
    expect(issues).toContain(field);
    expect(issues).toContain(message);
    if (application.contact_email?.includes("@"))
      expect(await partnerCount(testApp, application.contact_email)).toBe(0);
  });

  it("refuses an executable renamed to .pdf, and keeps no partner, application or file", async () => {
    const application = form();
    const before = storedFiles().length;
    const error = await refusal(
      submit(application, [
        sampleFile(SAMPLE_PDF, "fine.pdf"),
        sampleFile(SAMPLE_EXE, "invoice.pdf", "application/pdf"),
      ]),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('"invoice.pdf" is not a PDF');
    expect(await partnerCount(testApp, application.contact_email as string)).toBe(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it("refuses a file over 10 MB and more than 10 files", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(SAMPLE_PDF);
    const application = form();
    const tooBig = await refusal(submit(application, [sampleFile(big, "huge.pdf")]));
    expect(tooBig.status).toBe(400);
    expect(tooBig.message).toContain("larger than 10 MB");
    const tooMany = await refusal(
      submit(
        application,
        Array.from({ length: 11 }, (_, n) => sampleFile(SAMPLE_PDF, `doc-${n}.pdf`)),
      ),
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.data)).toContain("at most 10 documents");
    expect(await partnerCount(testApp, application.contact_email as string)).toBe(0);
  });

  it("refuses a second application while one for the same e-mail is pending, and one for an existing partner", async () => {
    const application = form();
    await submit(application);
    const again = await refusal(
      submit({ ...application, contact_email: application.contact_email?.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toContain("already being reviewed");
    const existing = await refusal(submit(form({ contact_email: activePartner.contactEmail })));
    expect(existing.status).toBe(409);
    expect(existing.message).toContain("already exists");
  });

  it("limits submissions per e-mail and says when to retry", async () => {
    const application = form();
    await submit(application);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await refusal(submit(application))).status).toBe(409);
    const limited = await refusal(submit(application));
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/Please try again in \d+ (seconds|minutes)\./);
  });

  it("sends Retry-After with a 429", async () => {
    const lookUp = () =>
      testApp.app.request("http://localhost/api/v1/applications/status", {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "application/json" },
        body: JSON.stringify({ email: "retry.after@northwind.example" }),
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await lookUp()).status).toBe(200);
    const limited = await lookUp();
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toContain(`${wait} seconds`);
  });

  it("accepts one of two simultaneous applications for the same e-mail", async () => {
    const application = form();
    const results = await Promise.allSettled([submit(application), submit(application)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await partnerCount(testApp, application.contact_email as string)).toBe(1);
  });
});

describe("status lookup", () => {
  it("shows a pending application, and the not-found variants", async () => {
    const application = form();
    await submit(application);
    const pending = await anonymous().client.applications.status({
      email: application.contact_email as string,
    });
    expect(pending).toMatchObject({
      result: "found",
      status: "pending",
      companyName: application.company_name,
      reviewedAt: null,
    });
    expect(await anonymous().client.applications.status({ email: "nobody@nowhere.example" })).toEqual({
      result: "not_found",
    });
  });

  it("reports approved and rejected applications with the reviewer's notes", async () => {
    const approved = await anonymous().client.applications.status({ email: activePartner.contactEmail });
    expect(approved).toMatchObject({ result: "found", status: "approved", partnerStatus: "active" });
    const rejected = await anonymous().client.applications.status({ email: rejectedPartner.contactEmail });
    expect(rejected).toMatchObject({ result: "found", status: "rejected" });
    expect(rejected.result === "found" && rejected.reviewerNotes).toBeTruthy();
  });

  it("says when the records disagree or a partner never applied", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const db = testApp.testDatabase.database.db;
    const [row] = await db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    await db
      .update(partners)
      .set({ contactEmail: "moved@northwind.example" })
      .where(eq(partners.id, row?.partnerId as string));
    expect(
      await anonymous().client.applications.status({ email: application.contact_email as string }),
    ).toEqual({
      result: "data_error",
    });
    await db.delete(partnerApplications).where(eq(partnerApplications.id, applicationId));
    expect(await anonymous().client.applications.status({ email: "moved@northwind.example" })).toMatchObject({
      result: "partner_without_application",
    });
  });
});

describe("who may review", () => {
  it("lets admins and holders of manage_partners in, refuses partners and plain staff with 403 and visitors with 401", async () => {
    expect((await (await as(adminUser)).client.applications.list({})).items.length).toBeGreaterThan(0);
    for (const person of [staffUser, manager, partnerContact]) {
      const error = await refusal((await as(person)).client.applications.list({}));
      expect(error.status, person.email).toBe(403);
    }
    expect((await refusal(anonymous().client.applications.list({}))).status).toBe(401);
    const [any] = await testApp.testDatabase.database.db.select().from(partnerApplications).limit(1);
    const id = any?.id as string;
    expect((await refusal((await as(partnerContact)).client.applications.get({ id }))).status).toBe(403);
    expect(
      (await refusal((await as(staffUser)).client.applications.review({ id, decision: "approve" }))).status,
    ).toBe(403);
    expect((await refusal(anonymous().client.applications.downloadDocument({ id, index: 0 }))).status).toBe(
      401,
    );
  });

  it("lists newest first, filtered by status, one page at a time", async () => {
    const admin = await as(superadminUser);
    const page = await admin.client.applications.list({ status: "pending", page: 1, pageSize: 10 });
    expect(page.items.every((item) => item.status === "pending")).toBe(true);
    const times = page.items.map((item) => item.submittedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    const bad = await refusal(admin.client.applications.list({ pageSize: 7 }));
    expect(bad.status).toBe(400);
  });

  it("downloads a stored document through the authorised endpoint", async () => {
    const { applicationId } = await submit(form(), [sampleFile(SAMPLE_PDF, "plan.pdf", "application/pdf")]);
    const admin = await as(adminUser);
    const file = await admin.client.applications.downloadDocument({ id: applicationId, index: 0 });
    expect(file.name).toBe("plan.pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(SAMPLE_PDF);
    expect(
      (await refusal(admin.client.applications.downloadDocument({ id: applicationId, index: 3 }))).status,
    ).toBe(404);
    const rest = await testApp.app.request(
      `http://localhost/api/v1/applications/${applicationId}/documents/0`,
      {
        headers: { cookie: admin.cookieHeader() },
      },
    );
    expect(rest.status).toBe(200);
    expect(rest.headers.get("content-disposition")).toMatch(/^attachment; filename="plan\.pdf"/);
    expect(rest.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("names stored and downloaded files by their real type, whatever the applicant called them", async () => {
    const polyglot = new Uint8Array([
      ...SAMPLE_PDF,
      ...new TextEncoder().encode("<html><script>alert(document.domain)</script></html>"),
    ]);
    const { applicationId } = await submit(form(), [
      sampleFile(SAMPLE_PDF, "page.html", "text/html"),
      sampleFile(SAMPLE_PDF, "setup.exe"),
      sampleFile(polyglot, "invoice.html", "text/html"),
      sampleFile(SAMPLE_PNG, "logo.PNG"),
      sampleFile(SAMPLE_PDF, "no-extension"),
    ]);
    const expected = ["page.pdf", "setup.pdf", "invoice.pdf", "logo.png", "no-extension.pdf"];
    const [stored] = await testApp.testDatabase.database.db
      .select({ documents: partnerApplications.documents })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    expect(stored?.documents.map((document) => document.name)).toEqual(expected);
    for (const [index, document] of (stored?.documents ?? []).entries()) {
      expect(document.path.endsWith(`-${expected[index]}`)).toBe(true);
    }
    const admin = await as(adminUser);
    for (const [index, name] of expected.entries()) {
      const file = await admin.client.applications.downloadDocument({ id: applicationId, index });
      expect(file.name).toBe(name);
    }
  });

  it("downloads a document stored under a misleading name with the extension of its type", async () => {
    const { applicationId } = await submit(form(), [sampleFile(SAMPLE_PDF, "a.pdf")]);
    const db = testApp.testDatabase.database.db;
    const [row] = await db
      .select({ documents: partnerApplications.documents })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    // As rows filed before names followed content still are.
    const documents = (row?.documents ?? []).map((document) => ({ ...document, name: "page.html" }));
    await db.update(partnerApplications).set({ documents }).where(eq(partnerApplications.id, applicationId));
    const admin = await as(adminUser);
    const file = await admin.client.applications.downloadDocument({ id: applicationId, index: 0 });
    expect(file.name).toBe("page.pdf");
  });
});

describe("review", () => {
  it("approves: application, partner, a password-less partner account, the welcome mail and the audit trail", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const admin = await as(adminUser);
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

    const db = testApp.testDatabase.database.db;
    const email = application.contact_email as string;
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
        .select()
        .from(account)
        .where(eq(account.userId, contact?.id as string)),
    ).toHaveLength(0);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe("send-partner-welcome-email");
    expect(mails[0]?.text).toContain(application.company_name);
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
    const admin = await as(adminUser);
    await admin.client.applications.review({
      id: applicationId,
      decision: "reject",
      notes: "Outside our markets.",
    });
    const db = testApp.testDatabase.database.db;
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.contactEmail, application.contact_email as string));
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
        .where(eq(user.email, application.contact_email as string)),
    ).toHaveLength(0);
    const status = await anonymous().client.applications.status({
      email: application.contact_email as string,
    });
    expect(status).toMatchObject({
      result: "found",
      status: "rejected",
      reviewerNotes: "Outside our markets.",
    });
  });

  it("has exactly one effect when two reviewers approve at once", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const [first, second] = [await as(adminUser), await as(superadminUser)];
    const results = await Promise.allSettled([
      first.client.applications.review({ id: applicationId, decision: "approve" }),
      second.client.applications.review({ id: applicationId, decision: "approve" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const db = testApp.testDatabase.database.db;
    const email = application.contact_email as string;
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(1);
  });

  it("leaves exactly one setup link after five approvals race, and none after a refused review", async () => {
    const db = testApp.testDatabase.database.db;
    const application = form();
    const { applicationId } = await submit(application);
    const admin = await as(adminUser);
    const reviewers = [admin, await as(superadminUser), admin, await as(adminUser), admin];
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
      .where(eq(user.email, application.contact_email as string));
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
    const admin = await as(adminUser);
    await admin.client.applications.review({ id: applicationId, decision: "approve" });
    const [mail] = await testApp.testDatabase.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, application.contact_email as string));
    const token = /setup-password\?token=(\w{32})/.exec(mail?.text ?? "")?.[1] as string;
    expect(await findPasswordSetupToken(testApp.auth, token)).not.toBeNull();
    const tab = anonymous();
    expect(await tab.client.partnerAuth.checkSetupToken({ token })).toEqual({ valid: true });
    const result = await tab.client.partnerAuth.completeSetup({
      token,
      password: "first-pass-1",
      confirmPassword: "first-pass-1",
    });
    expect(result.user.email).toBe(application.contact_email);
    expect(await tab.client.partners.mine()).toMatchObject({ companyName: application.company_name });
  });

  it("writes the resent link together with its mail: a failing mail leaves no link", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const admin = await as(adminUser);
    await admin.client.applications.review({ id: applicationId, decision: "approve" });
    const before = await tokenCount();
    await whileOutboxFails(testApp.testDatabase.database.db, async () => {
      expect((await refusal(admin.client.applications.resendWelcome({ id: applicationId }))).status).toBe(
        500,
      );
    });
    expect(await tokenCount()).toBe(before);
    await admin.client.applications.resendWelcome({ id: applicationId });
    expect(await tokenCount()).toBe(before + 1);
  });

  it("refuses an unknown application and resends the welcome mail only for approved ones", async () => {
    const admin = await as(adminUser);
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
    const db = testApp.testDatabase.database.db;
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, application.contact_email as string),
          eq(emailOutbox.template, "send-partner-welcome-email"),
        ),
      );
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).not.toBe(mails[1]?.text);
  });
});

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
      received.to.includes(application.contact_email as string),
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
