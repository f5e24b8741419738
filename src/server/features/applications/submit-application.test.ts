import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerApplications, partners } from "#server/db/schema/index";
import type { ApplicationForm } from "#shared/contracts/applications";
import { applicationForm as form } from "#tests/factories/application-form";
import { setUpApplicationsTestApp } from "#tests/support/apps/applications-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { partnerCount } from "#tests/support/database/partner-count";
import { SAMPLE_EXE, SAMPLE_PDF, SAMPLE_PNG, sampleFile } from "#tests/support/files/sample-files";

const { given, testApp, submit, storedFiles } = setUpApplicationsTestApp();

describe("applying", () => {
  it("creates a pending bronze partner at 10% and its pending application with the documents stored", async () => {
    const application = form();
    const result = await submit(application, [
      sampleFile(SAMPLE_PDF, "Business Plan.pdf", "application/pdf"),
      sampleFile(SAMPLE_PNG, "../logo.png", "image/png"),
    ]);
    expect(result.status).toBe("pending");

    const db = testApp().testDatabase.database.db;
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.contactEmail, application.contactEmail));
    expect(partner).toMatchObject({
      status: "pending",
      tier: "bronze",
      commissionRate: "10.00",
      companyName: application.companyName,
    });
    const [stored] = await db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, result.applicationId));
    expect(stored?.status).toBe("pending");
    expect(stored?.applicationData).toMatchObject({
      contact_email: application.contactEmail,
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
    const response = await testApp().app.request("http://localhost/api/v1/applications", {
      method: "POST",
      body,
      headers: { origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(201);
    const { applicationId } = (await response.json()) as { applicationId: string };
    const [stored] = await testApp()
      .testDatabase.database.db.select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    expect(stored?.documents.map((document) => document.name)).toEqual(["a.pdf", "b.png"]);
    expect(stored?.applicationData).toMatchObject({ years_in_business: 12, additional_notes: null });
  });

  it.each([
    ["companyName", { companyName: "" }, "Company name is required."],
    ["contactName", { contactName: "  " }, "Contact name is required."],
    ["contactEmail", { contactEmail: "" }, "Contact email is required."],
    ["contactEmail", { contactEmail: "not-an-email" }, "Please enter a valid email address."],
    ["partnershipReason", { partnershipReason: "" }, "Why you want to partner with us is required."],
    ["businessType", { businessType: "pirate" as never }, "Please choose a business type."],
    ["website", { website: "northwind" }, "Website must be a full address"],
    ["annualRevenue", { annualRevenue: "lots" as never }, "Annual revenue must be a number."],
    ["yearsInBusiness", { yearsInBusiness: -2 }, "Years in business cannot be negative."],
    [
      "expectedDealsPerYear",
      { expectedDealsPerYear: 2.5 },
      "Expected deals per year must be a whole number.",
    ],
    ["salesExperience", { salesExperience: "x" as never }, "Sales experience must be a number."],
  ] as const)("refuses a bad %s and names it", async (field, override, message) => {
    const application = form(override as Partial<ApplicationForm>);
    const error = await refusal(submit(application));
    expect(error.status).toBe(400);
    const issues = JSON.stringify(error.data);
    expect(issues).toContain(field);
    expect(issues).toContain(message);
    if (application.contactEmail?.includes("@"))
      expect(await partnerCount(testApp(), application.contactEmail)).toBe(0);
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
    expect(await partnerCount(testApp(), application.contactEmail as string)).toBe(0);
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
    expect(await partnerCount(testApp(), application.contactEmail as string)).toBe(0);
  });

  it("refuses a second application while one for the same e-mail is pending, and one for an existing partner", async () => {
    const application = form();
    await submit(application);
    const again = await refusal(
      submit({ ...application, contactEmail: application.contactEmail?.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toContain("already being reviewed");
    const existing = await refusal(submit(form({ contactEmail: given.activePartner.contactEmail })));
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

  it("accepts one of two simultaneous applications for the same e-mail", async () => {
    const application = form();
    const results = await Promise.allSettled([submit(application), submit(application)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await partnerCount(testApp(), application.contactEmail as string)).toBe(1);
  });
});
