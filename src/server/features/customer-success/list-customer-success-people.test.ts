import { describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createSuperAdmin,
  createUser,
  createUserWithPermission,
} from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

describe("who may own customers", () => {
  it("lists staff holding manage_customers and administrators, A to Z, and nobody else", async () => {
    const zed = await createUserWithPermission(db(), "manage_customers", { name: "Zed Keeper" });
    const amy = await createAdmin(db(), { name: "Amy Admin" });
    const sam = await createSuperAdmin(db(), { name: "Sam Super" });
    const other = await createUser(db(), { name: "Aaron Plain", permissions: ["manage_partners"] });
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const { people } = await given.asUser.client.customers.people();
    const ids = people.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([zed.id, amy.id, sam.id]));
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(contact.id);
    const named = people.filter((person) => [zed.id, amy.id, sam.id].includes(person.id));
    expect(named).toEqual([
      { id: amy.id, name: "Amy Admin", email: amy.email },
      { id: sam.id, name: "Sam Super", email: sam.email },
      { id: zed.id, name: "Zed Keeper", email: zed.email },
    ]);
  });

  it("is refused to partners", async () => {
    expect((await refusal(given.asPartnerA.client.customers.people())).status).toBe(403);
  });
});
