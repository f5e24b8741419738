import { describe, expect, it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createPartnerContact } from "#tests/factories/users";
import { setUpPartnersTestApp } from "#tests/support/apps/partners-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpPartnersTestApp();
const db = () => given.app.testDatabase.database.db;

const companies = async (input: Parameters<typeof given.asAdmin.client.partners.list>[0]) =>
  (await given.asAdmin.client.partners.list(input)).items.map((partner) => partner.companyName);

describe("listing partners", () => {
  it("lists every status newest first, with each partner's deal count and commission earned", async () => {
    const older = await createPartner(db(), {
      companyName: "Kestrel Older",
      status: "suspended",
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createPartner(db(), { companyName: "Kestrel Newer", commissionRate: "15.00" });
    await createDeal(db(), { partner: newer });
    const won = await createDeal(db(), { partner: newer, status: "closed_won", dealValue: "1000.00" });
    await createPayout(db(), { deal: won, commissionAmount: "150.00" });

    const page = await given.asAdmin.client.partners.list({ search: "kestrel" });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(page.items[0]).toMatchObject({
      companyName: "Kestrel Newer",
      status: "active",
      tier: "bronze",
      commissionRate: "15.00",
      dealCount: 2,
      commissionEarned: "150.00",
    });
    expect(page.items[1]).toMatchObject({ status: "suspended", dealCount: 0, commissionEarned: "0.00" });
  });

  it("searches company, contact name and contact e-mail ignoring case, with % and _ literal", async () => {
    await createPartner(db(), { companyName: "Osprey Optics", contactName: "Ola Olsen" });
    await createPartner(db(), {
      companyName: "Plover Plastics",
      contactEmail: "buyer@osprey-mail.example",
    });
    await createPartner(db(), { companyName: "Osprey 100% Sales" });
    expect(await companies({ search: "OSPREY OPT" })).toEqual(["Osprey Optics"]);
    expect(await companies({ search: "ola ols" })).toEqual(["Osprey Optics"]);
    expect(await companies({ search: "OSPREY-MAIL" })).toEqual(["Plover Plastics"]);
    expect(await companies({ search: "100%" })).toEqual(["Osprey 100% Sales"]);
    expect(await companies({ search: "osprey_" })).toEqual([]);
  });

  it("filters by status and tier, and pages", async () => {
    // Explicit times: rows made within one millisecond would otherwise tie, and ties fall back to the random id.
    const start = Date.now() - 60_000;
    for (const n of [1, 2, 3]) {
      await createPartner(db(), {
        companyName: `Heron Gold ${n}`,
        tier: "gold",
        createdAt: new Date(start + n * 1000),
      });
    }
    await createPartner(db(), { companyName: "Heron Gold Pending", tier: "gold", status: "pending" });
    await createPartner(db(), { companyName: "Heron Silver", tier: "silver" });
    expect(await companies({ search: "heron", tier: "gold", status: "active" })).toEqual([
      "Heron Gold 3",
      "Heron Gold 2",
      "Heron Gold 1",
    ]);
    expect(await companies({ search: "heron", status: "pending" })).toEqual(["Heron Gold Pending"]);
    const second = await given.asAdmin.client.partners.list({ search: "heron", page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(2);
  });

  it("is open to staff granted manage_partners, 403 to other staff and partners, 401 to visitors", async () => {
    expect((await given.asPartnerManager.client.partners.list({})).items.length).toBeGreaterThan(0);
    expect((await refusal(given.asUser.client.partners.list({}))).status).toBe(403);
    const partner = await createPartner(db());
    const asPartner = await signedInAs(given.app, await createPartnerContact(db(), partner));
    expect((await refusal(asPartner.client.partners.list({}))).status).toBe(403);
    expect((await refusal(asPartner.client.partners.get({ id: partner.id }))).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.partners.list({}))).status).toBe(401);
  });

  it("refuses a status or tier that does not exist with 400", async () => {
    const bad = await refusal(
      given.asAdmin.client.partners.list({ status: "archived" as never, tier: "diamond" as never }),
    );
    expect(bad.status).toBe(400);
  });
});
