import { describe, expect, it } from "vitest";
import { SEARCH_TOTAL_CAP } from "#server/db/capped-total";
import { profiles, user, userRoles } from "#server/db/schema/index";
import { createUser } from "#tests/factories/users";
import { membershipsOf, permissionsOf, rolesOf, setUpAdminTestApp } from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;
const list = (input: Parameters<typeof given.admin.browser.client.users.list>[0]) =>
  given.admin.browser.client.users.list(input);

describe("listing users", () => {
  it("lists users A to Z by name with their roles, permissions and departments, and the total", async () => {
    // Created out of order; one is found by its e-mail only.
    const dora = await createUser(db(), { name: "Dora Quokka", roles: ["sales_rep", "analyst"] });
    const anna = await createUser(db(), {
      name: "Anna Quokka",
      permissions: ["view_reports", "export_data"],
      departments: [{ name: "Quokka Sales", isPrimary: true }, { name: "Quokka Care" }],
    });
    const chris = await createUser(db(), { name: "Chris Other", email: "chris.quokka@people.example" });
    const bruno = await createUser(db(), { name: "Bruno Quokka", roles: ["viewer"] });

    const page = await list({ search: "quokka" });
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.fullName)).toEqual([
      "Anna Quokka",
      "Bruno Quokka",
      "Chris Other",
      "Dora Quokka",
    ]);
    // Each row says what the database holds for that user.
    for (const [item, person] of page.items.map(
      (item, index) => [item, [anna, bruno, chris, dora][index]] as const,
    )) {
      expect(item.id).toBe(person?.id);
      expect(item.email).toBe(person?.email);
      expect(item.roles).toEqual(await rolesOf(db(), item.id));
      expect(item.permissions).toEqual(await permissionsOf(db(), item.id));
      expect(item.departments).toEqual(
        (await membershipsOf(db(), item.id)).map((row) => ({
          id: row.departmentId,
          name: row.name,
          isPrimary: row.isPrimary,
        })),
      );
    }
    expect(page.items[0]).toMatchObject({
      roles: ["user"],
      permissions: ["export_data", "view_reports"],
      departments: [
        { name: "Quokka Care", isPrimary: false },
        { name: "Quokka Sales", isPrimary: true },
      ],
    });
    expect(page.items[3]?.roles).toEqual(["analyst", "sales_rep"]);
  });

  it("sorts A to Z ignoring case", async () => {
    await createUser(db(), { name: "Zed Wombat" });
    await createUser(db(), { name: "alice Wombat" });
    await createUser(db(), { name: "Bob Wombat" });
    const page = await list({ search: "wombat" });
    expect(page.items.map((item) => item.fullName)).toEqual(["alice Wombat", "Bob Wombat", "Zed Wombat"]);
  });

  it("searches names and e-mail addresses ignoring case", async () => {
    const byName = await createUser(db(), { name: "Heloise Marmot" });
    const byEmail = await createUser(db(), { name: "Ivo Plain", email: "ivo.marmot@people.example" });
    await createUser(db(), { name: "Jules Unrelated" });

    for (const search of ["MARMOT", "marmot", "  mArMoT "]) {
      const page = await list({ search });
      expect(page.items.map((item) => item.id)).toEqual([byName.id, byEmail.id]);
      expect(page.total).toBe(2);
    }
    expect((await list({ search: "HELOISE" })).items.map((item) => item.id)).toEqual([byName.id]);
    expect((await list({ search: "IVO.MARMOT@PEOPLE" })).items.map((item) => item.id)).toEqual([byEmail.id]);
    expect(await list({ search: "no such marmot" })).toMatchObject({ items: [], total: 0 });
  });

  it("ignores the case of letters beyond ASCII, as the name is written or as it is searched", async () => {
    const elodie = await createUser(db(), { name: "Élodie Ødegård", email: "elodie@people.example" });
    const sven = await createUser(db(), { name: "sven ØDEGÅRD", email: "sven@people.example" });
    for (const search of ["ødegård", "ØDEGÅRD", "Ødegård"]) {
      const page = await list({ search });
      // Where "é" sorts against "s" is the database's collation's business, not this test's.
      expect(page.items.map((item) => item.id).sort()).toEqual([elodie.id, sven.id].sort());
      expect(page.total).toBe(2);
    }
    expect((await list({ search: "éLODIE" })).items.map((item) => item.id)).toEqual([elodie.id]);
  });

  it("takes % and _ in the search literally", async () => {
    const literal = await createUser(db(), { name: "Ratio 100% Wombat" });
    await createUser(db(), { name: "Ratio 1000 Wombat" });
    await createUser(db(), { name: "Ratio_x Wombat" });
    await createUser(db(), { name: "Ratioyx Wombat" });
    expect((await list({ search: "100%" })).items.map((item) => item.id)).toEqual([literal.id]);
    expect((await list({ search: "io_x" })).items.map((item) => item.fullName)).toEqual(["Ratio_x Wombat"]);
  });

  it("keeps only the holders of one role, including those holding it among others", async () => {
    const analyst = await createUser(db(), { name: "Ada Numbat", roles: ["analyst"] });
    const both = await createUser(db(), { name: "Ben Numbat", roles: ["analyst", "sales_rep"] });
    const rep = await createUser(db(), { name: "Cid Numbat", roles: ["sales_rep"] });
    await createUser(db(), { name: "Dee Numbat", roles: ["viewer"] });

    const analysts = await list({ search: "numbat", role: "analyst" });
    expect(analysts.items.map((item) => item.id)).toEqual([analyst.id, both.id]);
    expect(analysts.total).toBe(2);
    const reps = await list({ search: "numbat", role: "sales_rep" });
    expect(reps.items.map((item) => item.id)).toEqual([both.id, rep.id]);
    expect((await list({ search: "numbat", role: "manager" })).total).toBe(0);
    // Without a search the filter still applies: every super admin in the database, and only they.
    const superAdmins = await list({ role: "super_admin", pageSize: 100 });
    expect(superAdmins.items.map((item) => item.id)).toEqual([given.superAdmin.user.id]);
    expect(superAdmins.total).toBe(1);
  });

  it("lists a role's holders A to Z by their current name, however and whenever the name was written", async () => {
    const ids = new Set<string>();
    const managersInOrder = async () =>
      (await list({ role: "manager", pageSize: 100 })).items.flatMap((item) =>
        ids.has(item.id) ? [item.fullName] : [],
      );
    for (const name of ["Cora Wombat", "abe wombat", "Bo Wombat"])
      ids.add((await createUser(db(), { name, roles: ["manager"] })).id);
    expect(await managersInOrder()).toEqual(["abe wombat", "Bo Wombat", "Cora Wombat"]);

    // Renamed through User Management: the role's order follows at once.
    const cora = [...ids][0] as string;
    await given.admin.browser.client.users.update({ id: cora, fullName: "Aaron Wombat" });
    expect(await managersInOrder()).toEqual(["Aaron Wombat", "abe wombat", "Bo Wombat"]);

    // A role given before the profile is written takes its place once the profile is there.
    await db().insert(user).values({ id: "wombat-late", name: "Ann Wombat", email: "ann@wombat.example" });
    await db().insert(userRoles).values({ userId: "wombat-late", role: "manager" });
    await db()
      .insert(profiles)
      .values({ userId: "wombat-late", email: "ann@wombat.example", fullName: "Ann Wombat" });
    ids.add("wombat-late");
    expect(await managersInOrder()).toEqual(["Aaron Wombat", "abe wombat", "Ann Wombat", "Bo Wombat"]);
  });

  it("pages through the list, each page with the total of all matches", async () => {
    const names = ["Eve Dingo", "Abe Dingo", "Cai Dingo", "Bea Dingo", "Dan Dingo"];
    for (const name of names) await createUser(db(), { name });
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await list({ search: "dingo", page, pageSize: 2 }));
    expect(pages.map((page) => page.items.map((item) => item.fullName))).toEqual([
      ["Abe Dingo", "Bea Dingo"],
      ["Cai Dingo", "Dan Dingo"],
      ["Eve Dingo"],
      [],
    ]);
    expect(pages.map((page) => [page.total, page.page, page.pageSize])).toEqual([
      [5, 1, 2],
      [5, 2, 2],
      [5, 3, 2],
      [5, 4, 2],
    ]);
  });

  it("counts a search up to its cap and says there are more; the same people unsearched are counted exactly", async () => {
    const people = Array.from({ length: SEARCH_TOTAL_CAP + 1 }, (_, n) => ({
      id: `capybara-${n}`,
      name: `Cam Capybara ${String(n).padStart(4, "0")}`,
      email: `cam.${n}@capybara.example`,
    }));
    await db().insert(user).values(people);
    await db()
      .insert(profiles)
      .values(people.map((person) => ({ userId: person.id, email: person.email, fullName: person.name })));

    const first = await list({ search: "capybara", page: 1, pageSize: 25 });
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(first.items[0]?.fullName).toBe("Cam Capybara 0000");
    // The last page the capped total shows counts on to the end of the next one: now all of them, exactly.
    const last = await list({ search: "capybara", page: SEARCH_TOTAL_CAP / 25, pageSize: 25 });
    expect(last).toMatchObject({ total: SEARCH_TOTAL_CAP + 1, totalCapped: false });
    const everyone = await list({ page: 1, pageSize: 25 });
    expect(everyone.totalCapped).toBe(false);
    expect(everyone.total).toBeGreaterThan(SEARCH_TOTAL_CAP);
  });

  it("refuses a page size above 100 and an unknown role with 400", async () => {
    expect((await refusal(list({ pageSize: 101 }))).status).toBe(400);
    const unknownRole = await refusal(list({ role: "owner" as never }));
    expect(unknownRole.status).toBe(400);
    expect(JSON.stringify(unknownRole.data)).toContain("Please choose a role.");
  });
});
