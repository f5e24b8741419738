import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { profiles, user } from "#server/db/schema/index";
import { createDepartment } from "#tests/factories/departments";
import { createUser } from "#tests/factories/users";
import { type Client, describeAccess, procedureCase } from "#tests/support/access/access-matrix";
import { membershipsOf, permissionsOf, rolesOf, setUpAdminTestApp } from "#tests/support/apps/admin-test-app";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

let sequence = 0;

// manage_users opens every users procedure; manage_roles alone only the list and role changes.
describeAccess(given, "users", {
  list: procedureCase({
    allowed: ["roleManager", "manager", "admin", "superAdmin"],
    prepare: () => createUser(db(), { roles: ["analyst"] }),
    call: (client, target) => client.users.list({ search: target.email }),
    verify: async (target, result) => {
      const page = result as Awaited<ReturnType<Client["users"]["list"]>>;
      expect(page.total).toBe(1);
      expect(page.items.map((item) => [item.id, item.email, item.roles])).toEqual([
        [target.id, target.email, await rolesOf(db(), target.id)],
      ]);
    },
  }),
  staffOptions: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: () => createUser(db()),
    call: (client, target) => client.users.staffOptions({ search: target.email }),
    verify: async (target, result) => {
      const [profile] = await db().select().from(profiles).where(eq(profiles.userId, target.id));
      expect(result).toEqual([{ id: target.id, name: profile?.fullName, email: target.email }]);
    },
  }),
  create: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: async () => ({ email: `created.${++sequence}@access.example` }),
    call: (client, target) =>
      client.users.create({ email: target.email, fullName: "Created Person", password: "temporary-1" }),
    verify: async (target) => {
      const rows = await db().select().from(user).where(eq(user.email, target.email));
      expect(rows).toHaveLength(1);
      expect(await rolesOf(db(), rows[0]?.id as string)).toEqual(["user"]);
    },
  }),
  update: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: () => createUser(db()),
    call: (client, target) =>
      client.users.update({ id: target.id, fullName: "Renamed Person", jobTitle: "Renamed title" }),
    verify: async (target) => {
      const [profile] = await db().select().from(profiles).where(eq(profiles.userId, target.id));
      expect(profile).toMatchObject({ fullName: "Renamed Person", jobTitle: "Renamed title" });
    },
  }),
  setRole: procedureCase({
    allowed: ["roleManager", "manager", "admin", "superAdmin"],
    prepare: () => createUser(db(), { roles: ["viewer"] }),
    call: (client, target) => client.users.setRole({ id: target.id, role: "user" }),
    verify: async (target) => {
      expect(await rolesOf(db(), target.id)).toEqual(["user"]);
    },
  }),
  setPermissions: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: () => createUser(db()),
    call: (client, target) => client.users.setPermissions({ id: target.id, permissions: ["view_data"] }),
    verify: async (target) => {
      expect(await permissionsOf(db(), target.id)).toEqual(["view_data"]);
    },
  }),
  setDepartments: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: async () => ({ person: await createUser(db()), department: await createDepartment(db()) }),
    call: (client, target) =>
      client.users.setDepartments({
        id: target.person.id,
        departments: [{ departmentId: target.department.id, isPrimary: true }],
      }),
    verify: async (target) => {
      expect(await membershipsOf(db(), target.person.id)).toEqual([
        { departmentId: target.department.id, name: target.department.name, isPrimary: true },
      ]);
    },
  }),
});
