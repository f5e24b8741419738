import { eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { APPLICATION_DOCUMENTS } from "../features/applications/application-documents";
import { detectFileType } from "../platform/storage/file-types";
import { partnerApplications, partnerResources, user } from "./schema";
import { seedDemoData } from "./seed";
import { writeDemoFiles } from "./seed/files";

// The demo data's files: what an administrator downloads first in a fresh install must exist.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.testDatabase.database.db);
});
afterAll(async () => {
  await testApp.dispose();
});

async function demoAdmin() {
  const [admin] = await testApp.testDatabase.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "admin@example.com"));
  if (!admin) throw new Error("the demo admin is missing");
  return signedInAs(testApp, admin);
}

describe("demo data", () => {
  it("writes real files for the demo applications' documents and resources, once, so they download", async () => {
    // Five application documents and five resources.
    expect(await writeDemoFiles(testApp.storage)).toBe(10);
    expect(await writeDemoFiles(testApp.storage)).toBe(0);
    const rows = await testApp.testDatabase.database.db
      .select({ id: partnerApplications.id, documents: partnerApplications.documents })
      .from(partnerApplications)
      .where(sql`jsonb_array_length(${partnerApplications.documents}) > 0`);
    const admin = await demoAdmin();
    let downloaded = 0;
    for (const row of rows) {
      for (const [index, document] of row.documents.entries()) {
        if (!document.path.startsWith("applications/")) continue;
        const file = await admin.client.applications.downloadDocument({ id: row.id, index });
        expect(file.size).toBe(document.size);
        expect((await detectFileType(file, APPLICATION_DOCUMENTS.accept))?.mime).toBe(document.type);
        downloaded += 1;
      }
    }
    expect(downloaded).toBe(5);
  });

  it("stores each demo resource's file under its key, of the type its row records", async () => {
    await writeDemoFiles(testApp.storage);
    const resources = await testApp.testDatabase.database.db.select().from(partnerResources);
    expect(resources).toHaveLength(5);
    for (const resource of resources) {
      const bytes = await testApp.storage.get("resources", resource.fileKey);
      expect(bytes, resource.fileKey).toBeDefined();
      expect((await fileTypeFromBuffer(bytes ?? new Uint8Array()))?.mime, resource.fileKey).toBe(
        resource.fileType,
      );
    }
  });
});
