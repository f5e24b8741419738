import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createUser,
  createUserWithPermission,
} from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser, testBrowser } from "#tests/support/browser/rpc-client";

let app: TestApp;
let asAdmin: TestBrowser;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await signedInAs(app, await createAdmin(db()));
});
afterAll(async () => {
  await app.dispose();
});

const companies = async (input: Parameters<typeof asAdmin.client.partners.listActive>[0]) =>
  (await asAdmin.client.partners.listActive(input)).map((partner) => partner.companyName);

describe("listing active partners for the partner chooser", () => {
  it("lists only active partners, by company name, with their id and contact", async () => {
    // Created out of order; names a case- or locale-aware collation sorts alike.
    const charlie = await createPartner(db(), { companyName: "Quokka Charlie", contactName: "Cleo Carter" });
    await createPartner(db(), { companyName: "Quokka Alpha Pending", status: "pending" });
    const alpha = await createPartner(db(), { companyName: "Quokka Alpha", contactName: "Avery Adams" });
    await createPartner(db(), { companyName: "Quokka Bravo Suspended", status: "suspended" });
    await createPartner(db(), { companyName: "Quokka Delta Rejected", status: "rejected" });
    const bravo = await createPartner(db(), { companyName: "Quokka Bravo", contactName: "Blake Brown" });

    expect(await asAdmin.client.partners.listActive({ search: "quokka" })).toEqual([
      { id: alpha.id, companyName: "Quokka Alpha", contactName: "Avery Adams" },
      { id: bravo.id, companyName: "Quokka Bravo", contactName: "Blake Brown" },
      { id: charlie.id, companyName: "Quokka Charlie", contactName: "Cleo Carter" },
    ]);

    const all = await companies({});
    expect(all).not.toContain("Quokka Alpha Pending");
    expect(all).not.toContain("Quokka Bravo Suspended");
    expect(all).not.toContain("Quokka Delta Rejected");
    expect(all.indexOf("Quokka Alpha")).toBeLessThan(all.indexOf("Quokka Bravo"));
    expect(all.indexOf("Quokka Bravo")).toBeLessThan(all.indexOf("Quokka Charlie"));
  });

  it("searches company and contact names, ignoring case, with % and _ taken literally", async () => {
    await createPartner(db(), { companyName: "Wombat Widgets", contactName: "Priya Patel" });
    await createPartner(db(), { companyName: "Numbat 100% Sales", contactName: "Sam Stone" });
    await createPartner(db(), { companyName: "Numbat 1000 Sales", contactName: "Sam_Stone" });

    expect(await companies({ search: "WOMBAT wid" })).toEqual(["Wombat Widgets"]);
    expect(await companies({ search: "priya PAT" })).toEqual(["Wombat Widgets"]);
    expect(await companies({ search: "  wombat  " })).toEqual(["Wombat Widgets"]);
    expect(await companies({ search: "100%" })).toEqual(["Numbat 100% Sales"]);
    expect(await companies({ search: "sam_" })).toEqual(["Numbat 1000 Sales"]);
    expect(await companies({ search: "no such partner" })).toEqual([]);
  });

  it("gives the first 50 by default and takes a limit of 1 to 100", async () => {
    for (let n = 0; n < 52; n++) await createPartner(db(), { companyName: `Kiwi Partner ${n + 10}` });
    const kiwis = await companies({ search: "kiwi partner" });
    expect(kiwis).toHaveLength(50);
    expect(kiwis[0]).toBe("Kiwi Partner 10");
    expect(await companies({ search: "kiwi partner", limit: 2 })).toEqual([
      "Kiwi Partner 10",
      "Kiwi Partner 11",
    ]);
    expect(await companies({ search: "kiwi partner", limit: 100 })).toHaveLength(52);
    for (const limit of [0, 101, 2.5]) {
      expect((await refusal(asAdmin.client.partners.listActive({ limit }))).status, String(limit)).toBe(400);
    }
  });

  it("answers GET /api/v1/partners/active with the search and limit from the query", async () => {
    await createPartner(db(), { companyName: "Dingo Distribution", contactName: "Dana Dingo" });
    const response = await app.app.request(
      `${app.config.publicUrl}/api/v1/partners/active?search=dingo&limit=5`,
      { headers: { cookie: asAdmin.cookieHeader() } },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([
      { companyName: "Dingo Distribution", contactName: "Dana Dingo" },
    ]);
  });

  it("lets staff granted manage_partners choose, and refuses partners and other staff (403) and visitors (401)", async () => {
    const granted = await signedInAs(app, await createUserWithPermission(db(), "manage_partners"));
    expect(Array.isArray(await granted.client.partners.listActive({}))).toBe(true);

    const partner = await createPartner(db());
    const asPartner = await signedInAs(app, await createPartnerContact(db(), partner));
    expect((await refusal(asPartner.client.partners.listActive({}))).status).toBe(403);
    const asUser = await signedInAs(app, await createUser(db()));
    expect((await refusal(asUser.client.partners.listActive({}))).status).toBe(403);
    const asManager = await signedInAs(
      app,
      await createUser(db(), { roles: ["manager"], permissions: ["manage_users"] }),
    );
    expect((await refusal(asManager.client.partners.listActive({}))).status).toBe(403);
    expect((await refusal(testBrowser(app).client.partners.listActive({}))).status).toBe(401);
  });
});
