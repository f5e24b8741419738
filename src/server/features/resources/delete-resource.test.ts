import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerAuditLogs, partnerResources } from "#server/db/schema/index";
import { createResource } from "#tests/factories/resources";
import { setUpResourcesTestApp } from "#tests/support/apps/resources-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpResourcesTestApp();
const db = () => given.app.testDatabase.database.db;
const rowOf = async (id: string) =>
  (await db().select().from(partnerResources).where(eq(partnerResources.id, id)))[0];

describe("deleting a resource", () => {
  it("removes the row and its stored file, and audits it", async () => {
    const resource = await createResource(db(), { storage: given.app.storage, title: "Genet Guide" });
    expect(await given.asAdmin.client.resources.delete({ id: resource.id })).toEqual({ deleted: true });
    expect(await rowOf(resource.id)).toBeUndefined();
    expect(await given.app.storage.get("resources", resource.fileKey)).toBeUndefined();
    const [audit] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "resource_deleted"));
    expect(audit).toMatchObject({
      actorUserId: given.adminId,
      details: { resource_id: resource.id, resource_title: "Genet Guide", content_type: "pdf" },
    });
  });

  it("answers 404 for a resource that does not exist", async () => {
    const refused = await refusal(
      given.asAdmin.client.resources.delete({ id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(refused.status).toBe(404);
  });

  it("is refused to partners and staff without manage_partners (403) and visitors (401), keeping row and file", async () => {
    const resource = await createResource(db(), { storage: given.app.storage });
    for (const [browser, status] of [
      [given.asPartnerA, 403],
      [given.asUser, 403],
      [testBrowser(given.app), 401],
    ] as const) {
      expect((await refusal(browser.client.resources.delete({ id: resource.id }))).status).toBe(status);
    }
    expect(await rowOf(resource.id)).toBeDefined();
    expect(await given.app.storage.get("resources", resource.fileKey)).toBeDefined();
  });
});
