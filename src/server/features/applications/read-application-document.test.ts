import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerApplications } from "#server/db/schema/index";
import { applicationForm as form } from "#tests/factories/application-form";
import { setUpApplicationsTestApp } from "#tests/support/apps/applications-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { SAMPLE_PDF, SAMPLE_PNG, sampleFile } from "#tests/support/files/sample-files";

const { given, testApp, as, submit } = setUpApplicationsTestApp();

describe("who may review", () => {
  it("downloads a stored document through the authorised endpoint", async () => {
    const { applicationId } = await submit(form(), [sampleFile(SAMPLE_PDF, "plan.pdf", "application/pdf")]);
    const admin = await as(given.adminUser);
    const file = await admin.client.applications.downloadDocument({ id: applicationId, index: 0 });
    expect(file.name).toBe("plan.pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(SAMPLE_PDF);
    expect(
      (await refusal(admin.client.applications.downloadDocument({ id: applicationId, index: 3 }))).status,
    ).toBe(404);
    const rest = await testApp().app.request(
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
    const [stored] = await testApp()
      .testDatabase.database.db.select({ documents: partnerApplications.documents })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    expect(stored?.documents.map((document) => document.name)).toEqual(expected);
    for (const [index, document] of (stored?.documents ?? []).entries()) {
      expect(document.path.endsWith(`-${expected[index]}`)).toBe(true);
    }
    const admin = await as(given.adminUser);
    for (const [index, name] of expected.entries()) {
      const file = await admin.client.applications.downloadDocument({ id: applicationId, index });
      expect(file.name).toBe(name);
    }
  });

  it("downloads a document stored under a misleading name with the extension of its type", async () => {
    const { applicationId } = await submit(form(), [sampleFile(SAMPLE_PDF, "a.pdf")]);
    const db = testApp().testDatabase.database.db;
    const [row] = await db
      .select({ documents: partnerApplications.documents })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    // As rows filed before names followed content still are.
    const documents = (row?.documents ?? []).map((document) => ({ ...document, name: "page.html" }));
    await db.update(partnerApplications).set({ documents }).where(eq(partnerApplications.id, applicationId));
    const admin = await as(given.adminUser);
    const file = await admin.client.applications.downloadDocument({ id: applicationId, index: 0 });
    expect(file.name).toBe("page.pdf");
  });
});
