import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "#tests/factories/customers";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const list = (input: Parameters<typeof given.asUser.client.customers.list>[0]) =>
  given.asUser.client.customers.list(input);
const names = (page: Awaited<ReturnType<typeof list>>) => page.items.map((item) => item.name);

let owner: TestUser;
beforeAll(async () => {
  owner = await createUserWithPermission(db(), "manage_customers");
  const at = (days: number) => new Date(Date.now() - days * 86_400_000);
  await createCustomer(db(), {
    name: "Zeta Tulip Farms",
    contactName: "Ann Tulip",
    healthScore: 90,
    ownerId: owner.id,
    lastContactAt: at(3),
  });
  await createCustomer(db(), {
    name: "alpha tulip bakery",
    contactName: "Bob Baker",
    healthScore: 40,
    status: "at_risk",
    partnerId: given.partnerA.id,
    lastContactAt: at(1),
  });
  await createCustomer(db(), { name: "Mid Gardens", contactName: "Tina TULIPSON", healthScore: 70 });
  await createCustomer(db(), { name: "Unrelated Works", contactName: "Uma Other", healthScore: 55 });
});

describe("the customer directory", () => {
  it("searches the customer's and the contact's name, ignoring case", async () => {
    const found = await list({ search: "TuLiP" });
    expect(names(found).sort()).toEqual(["Mid Gardens", "Zeta Tulip Farms", "alpha tulip bakery"]);
    expect(found).toMatchObject({ total: 3, totalCapped: false, page: 1 });
    expect(names(await list({ search: "100%" }))).toEqual([]);
  });

  it("sorts by name ignoring case, by health either way and by latest contact with the never contacted last", async () => {
    const search = "tulip";
    expect(names(await list({ search, sort: "name" }))).toEqual([
      "alpha tulip bakery",
      "Mid Gardens",
      "Zeta Tulip Farms",
    ]);
    expect(names(await list({ search, sort: "health_asc" }))).toEqual([
      "alpha tulip bakery",
      "Mid Gardens",
      "Zeta Tulip Farms",
    ]);
    expect(names(await list({ search, sort: "health_desc" }))).toEqual([
      "Zeta Tulip Farms",
      "Mid Gardens",
      "alpha tulip bakery",
    ]);
    expect(names(await list({ search, sort: "last_contact" }))).toEqual([
      "alpha tulip bakery",
      "Zeta Tulip Farms",
      "Mid Gardens",
    ]);
  });

  it("filters by status, owner (or none) and partner, with the owner's name and the partner's company", async () => {
    expect(names(await list({ status: "at_risk" }))).toEqual(["alpha tulip bakery"]);
    const owned = await list({ ownerId: owner.id });
    expect(owned.items).toEqual([
      expect.objectContaining({
        name: "Zeta Tulip Farms",
        owner: { id: owner.id, name: owner.name },
        partner: null,
      }),
    ]);
    expect(names(await list({ ownerId: "none", search: "tulip" })).sort()).toEqual([
      "Mid Gardens",
      "alpha tulip bakery",
    ]);
    expect((await list({ partnerId: given.partnerA.id })).items).toEqual([
      expect.objectContaining({
        name: "alpha tulip bakery",
        partner: { id: given.partnerA.id, companyName: given.partnerA.companyName },
      }),
    ]);
  });

  it("pages with the total", async () => {
    const first = await list({ sort: "name", pageSize: 2 });
    const second = await list({ sort: "name", pageSize: 2, page: 2 });
    expect(first.total).toBe(4);
    expect([...names(first), ...names(second)]).toEqual([
      "alpha tulip bakery",
      "Mid Gardens",
      "Unrelated Works",
      "Zeta Tulip Farms",
    ]);
  });

  it("is every staff member's to read, never a partner's", async () => {
    expect((await given.asAdmin.client.customers.list({})).total).toBe(4);
    expect((await refusal(given.asPartnerA.client.customers.list({}))).status).toBe(403);
  });
});
