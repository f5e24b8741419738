import { describe, expect, it } from "vitest";
import type { AppRole } from "#shared/enums";
import { REFUSALS } from "#shared/grant-rules";
import { createDepartment } from "#tests/factories/departments";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser, type TestUser } from "#tests/factories/users";
import {
  administrationSnapshot,
  auditEntriesAbout,
  membershipsOf,
  setUpAdminTestApp,
} from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

describe("replacing a user's departments", () => {
  it("puts the user in several departments with one primary, replacing the old ones, audited by name", async () => {
    const person = await createUser(db(), {
      name: "Dept Person",
      departments: [{ name: "Alder Old", isPrimary: true }, { name: "Birch Kept" }],
    });
    const [kept, added] = [
      (await membershipsOf(db(), person.id))[1],
      await createDepartment(db(), { name: "Cedar New" }),
    ];
    const { user: changed } = await given.manager.browser.client.users.setDepartments({
      id: person.id,
      departments: [
        { departmentId: added.id, isPrimary: false },
        { departmentId: kept?.departmentId as string, isPrimary: true },
      ],
    });
    const expected = [
      { departmentId: kept?.departmentId, name: "Birch Kept", isPrimary: true },
      { departmentId: added.id, name: "Cedar New", isPrimary: false },
    ];
    expect(await membershipsOf(db(), person.id)).toEqual(expected);
    expect(changed.departments).toEqual(
      expected.map(({ departmentId, ...rest }) => ({ id: departmentId, ...rest })),
    );
    const audit = await auditEntriesAbout(db(), person.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user_departments_changed",
      actorUserId: given.manager.user.id,
      subjectType: "user",
      subjectLabel: "Dept Person",
      details: {
        email: person.email,
        from: ["Alder Old", "Birch Kept"],
        to: ["Birch Kept", "Cedar New"],
        primary: { from: "Alder Old", to: "Birch Kept" },
      },
    });
  });

  it("takes none as primary, or none at all; the same set again writes nothing", async () => {
    const person = await createUser(db(), { departments: [{ name: "Dogwood", isPrimary: true }] });
    const [current] = await membershipsOf(db(), person.id);
    await given.admin.browser.client.users.setDepartments({
      id: person.id,
      departments: [{ departmentId: current?.departmentId as string, isPrimary: false }],
    });
    expect(await membershipsOf(db(), person.id)).toEqual([{ ...current, isPrimary: false }]);
    await given.admin.browser.client.users.setDepartments({
      id: person.id,
      departments: [{ departmentId: current?.departmentId as string, isPrimary: false }],
    });
    await given.admin.browser.client.users.setDepartments({ id: person.id, departments: [] });
    expect(await membershipsOf(db(), person.id)).toEqual([]);
    expect((await auditEntriesAbout(db(), person.id)).map((entry) => entry.details)).toEqual([
      { email: person.email, from: ["Dogwood"], to: ["Dogwood"], primary: { from: "Dogwood", to: null } },
      { email: person.email, from: ["Dogwood"], to: [], primary: { from: null, to: null } },
    ]);
  });

  it("refuses two primary departments with 400, changing nothing", async () => {
    const person = await createUser(db(), { departments: [{ name: "Elm", isPrimary: true }] });
    const [first, second] = [await createDepartment(db()), await createDepartment(db())];
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.setDepartments({
        id: person.id,
        departments: [
          { departmentId: first.id, isPrimary: true },
          { departmentId: second.id, isPrimary: true },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Only one department can be primary.");
    expect(await administrationSnapshot(db())).toEqual(before);
    expect((await membershipsOf(db(), person.id)).map((row) => row.name)).toEqual(["Elm"]);
  });

  it("refuses the same department twice with 400, changing nothing", async () => {
    const person = await createUser(db());
    const department = await createDepartment(db());
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.setDepartments({
        id: person.id,
        departments: [{ departmentId: department.id }, { departmentId: department.id, isPrimary: true }],
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Each department can be chosen once.");
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("refuses a department that does not exist with 400, changing nothing", async () => {
    const person = await createUser(db(), { departments: [{ name: "Fir", isPrimary: true }] });
    const real = await createDepartment(db());
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.setDepartments({
        id: person.id,
        departments: [
          { departmentId: real.id, isPrimary: true },
          { departmentId: "00000000-0000-4000-8000-000000000000", isPrimary: false },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      "One of the chosen departments no longer exists. Please reload and choose again.",
    );
    expect(refused.data).toMatchObject({ field: "departments" });
    expect(await administrationSnapshot(db())).toEqual(before);
    expect((await membershipsOf(db(), person.id)).map((row) => row.name)).toEqual(["Fir"]);
  });

  it("refuses to put a partner account in a department with 403, changing nothing", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const department = await createDepartment(db());
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.superAdmin.browser.client.users.setDepartments({
        id: contact.id,
        departments: [{ departmentId: department.id, isPrimary: true }],
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(REFUSALS.partnerAccount);
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  const ranked = (roles: AppRole[]) => () =>
    createUser(db(), { roles, departments: [{ name: "Kept Dept", isPrimary: true }] });

  it.each([
    ["a super admin", ranked(["super_admin"])],
    ["an admin", ranked(["admin"])],
    ["a sales manager", ranked(["sales_manager"])],
  ] as const)(
    "refuses a manager changing the departments of %s with 403, removing nothing",
    async (_whom, target: () => Promise<TestUser>) => {
      const person = await target();
      const before = await administrationSnapshot(db());
      const refused = await refusal(
        given.manager.browser.client.users.setDepartments({ id: person.id, departments: [] }),
      );
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(REFUSALS.targetAboveOwn);
      expect(await administrationSnapshot(db())).toEqual(before);
      expect((await membershipsOf(db(), person.id)).map((row) => row.name)).toEqual(["Kept Dept"]);
      expect(await auditEntriesAbout(db(), person.id)).toHaveLength(0);
    },
  );

  it("lets a manager change a peer's departments and an admin a super admin's", async () => {
    for (const [actor, roles] of [
      ["manager", ["manager"]],
      ["admin", ["super_admin"]],
    ] as const) {
      const person = await ranked([...roles])();
      await given[actor].browser.client.users.setDepartments({ id: person.id, departments: [] });
      expect(await membershipsOf(db(), person.id)).toEqual([]);
    }
  });

  it("answers 404 for a user that does not exist", async () => {
    const department = await createDepartment(db());
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.setDepartments({
        id: "no-such-user",
        departments: [{ departmentId: department.id }],
      }),
    );
    expect(refused.status).toBe(404);
    expect(await administrationSnapshot(db())).toEqual(before);
  });
});
