import { getFilenameFromContentDisposition } from "@orpc/standard-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationForm } from "#tests/factories/application-form";
import { createPartner } from "#tests/factories/partners";
import { createResource } from "#tests/factories/resources";
import { createSuperAdmin } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";
import { partnerApplications } from "../db/schema";
import { contentDisposition } from "../platform/http/content-disposition";

// Every file the API sends is named by the one contentDisposition, whichever procedure sends it: a deal's
// proposal, an application's document, a resource's file and the CSV exports.

let testApp: TestApp;
let admin: TestBrowser;
let partnerId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.testDatabase.database.db;
  admin = await signedInAs(testApp, await createSuperAdmin(db));
  partnerId = (await createPartner(db)).id;
});
afterAll(async () => {
  await testApp.dispose();
});

/** A name with what each of the old ways treated differently: quotes, percent, semicolon, apostrophe, accents. */
const HOSTILE_NAME = `Ré'sumé "final" 100%; v2 😀.pdf`;

async function download(path: string) {
  const response = await testApp.app.request(`http://localhost/api/v1${path}`, {
    headers: { cookie: admin.cookieHeader() },
  });
  expect(response.status, path).toBe(200);
  const header = response.headers.get("content-disposition") ?? "";
  return { header, name: getFilenameFromContentDisposition(header) ?? "" };
}

describe("download names", () => {
  it("names a deal's proposal with contentDisposition", async () => {
    const { deal } = await admin.client.deals.submit({
      form: "portal",
      partnerId,
      deal: { companyName: `Named Customer ${crypto.randomUUID()}`, contactPerson: "Nell", dealValue: "10" },
      proposal: sampleFile(SAMPLE_PDF, HOSTILE_NAME, "application/pdf"),
    });
    const { header, name } = await download(`/deals/${deal.id}/proposal`);
    expect(header).toBe(contentDisposition("attachment", name));
    expect(name).toMatch(/\.pdf$/);
  });

  it("names an application's document with contentDisposition, as the applicant named it", async () => {
    const { applicationId } = await admin.client.applications.submit({
      application: applicationForm(),
      documents: [sampleFile(SAMPLE_PDF, HOSTILE_NAME, "application/pdf")],
    });
    const [row] = await testApp.testDatabase.database.db
      .select({ documents: partnerApplications.documents })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    const stored = row?.documents[0]?.name ?? "";
    const { header } = await download(`/applications/${applicationId}/documents/0`);
    expect(header).toBe(contentDisposition("attachment", stored));
    // Over the RPC protocol the client reads the same name.
    const file = await admin.client.applications.downloadDocument({ id: applicationId, index: 0 });
    expect(file.name).toBe(HOSTILE_NAME);
  });

  it("names a resource's file with contentDisposition", async () => {
    const resource = await createResource(testApp.testDatabase.database.db, {
      fileName: `..\\${HOSTILE_NAME}\r\n`,
      storage: testApp.storage,
    });
    const { header } = await download(`/resources/${resource.id}/file`);
    expect(header).toBe(contentDisposition("inline", `..\\${HOSTILE_NAME}\r\n`));
  });

  it.each(["/deals/export.csv", "/payouts/unpaid.csv"])(
    "names the export %s with contentDisposition",
    async (path) => {
      const { header, name } = await download(path);
      expect(name).toMatch(/^[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(header).toBe(contentDisposition("attachment", name));
    },
  );
});
