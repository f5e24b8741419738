import { describe, expect, it } from "vitest";
import { createResource } from "#tests/factories/resources";
import { setUpResourcesTestApp } from "#tests/support/apps/resources-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpResourcesTestApp();
const db = () => given.app.testDatabase.database.db;

const titles = async (
  browser: typeof given.asAdmin,
  input: Parameters<typeof given.asAdmin.client.resources.list>[0],
) => (await browser.client.resources.list(input)).items.map((item) => item.title);

describe("the resource library", () => {
  it("shows partners the public resources newest first, and administrators the drafts too", async () => {
    await createResource(db(), {
      title: "Lynx Deck",
      contentType: "deck",
      createdAt: new Date(Date.now() - 9000),
    });
    // Each its own moment: two rows made in the same millisecond would tie on newest first.
    await createResource(db(), {
      title: "Lynx Draft",
      isPublic: false,
      createdAt: new Date(Date.now() - 5000),
    });
    await createResource(db(), {
      title: "Lynx Video",
      contentType: "video",
      createdAt: new Date(Date.now() - 1000),
    });
    expect(await titles(given.asPartnerA, { search: "lynx" })).toEqual(["Lynx Video", "Lynx Deck"]);
    expect(await titles(given.asAdmin, { search: "lynx" })).toEqual([
      "Lynx Video",
      "Lynx Draft",
      "Lynx Deck",
    ]);
    const [item] = (await given.asPartnerA.client.resources.list({ search: "lynx video" })).items;
    expect(item).toMatchObject({
      title: "Lynx Video",
      contentType: "video",
      fileType: "application/pdf",
      isPublic: true,
    });
    expect(item?.fileSize).toBeGreaterThan(0);
    expect(item).not.toHaveProperty("fileKey");
  });

  it("searches the title only, ignoring case, and filters by type", async () => {
    await createResource(db(), { title: "Puma Pricing", description: "Cougar discounts" });
    await createResource(db(), { title: "Cougar Case Study", contentType: "deck" });
    expect(await titles(given.asPartnerA, { search: "COUGAR" })).toEqual(["Cougar Case Study"]);
    expect(await titles(given.asPartnerA, { search: "puma", contentType: "deck" })).toEqual([]);
    expect(await titles(given.asPartnerA, { search: "puma", contentType: "pdf" })).toEqual(["Puma Pricing"]);
  });

  it("pages with the total of matching resources", async () => {
    // A minute apart: made within one millisecond, their newest-first order would fall to their random ids.
    for (const n of [1, 2, 3]) {
      await createResource(db(), {
        title: `Ocelot ${n}`,
        createdAt: new Date(Date.now() - (10 - n) * 60_000),
      });
    }
    const page = await given.asPartnerA.client.resources.list({ search: "ocelot", page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((item) => item.title)).toEqual(["Ocelot 1"]);
  });

  it("is refused to staff without manage_partners (403) and visitors (401)", async () => {
    expect((await refusal(given.asUser.client.resources.list({}))).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.resources.list({}))).status).toBe(401);
  });
});
