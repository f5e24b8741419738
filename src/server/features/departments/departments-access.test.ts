import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { departments, userDepartments } from "#server/db/schema/index";
import { createDepartment } from "#tests/factories/departments";
import { createUser } from "#tests/factories/users";
import { describeAccess, procedureCase } from "#tests/support/access/access-matrix";
import { setUpAdminTestApp } from "#tests/support/apps/admin-test-app";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

let sequence = 0;

const departmentRow = async (id: string) =>
  (await db().select().from(departments).where(eq(departments.id, id)))[0];

// Department management needs manage_users (docs/product/administration.md#access): manage_roles alone is not
// enough.
describeAccess(given, "departments", {
  list: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: () => createDepartment(db()),
    call: (client) => client.departments.list(),
    verify: async (target, result) => {
      const listed = result as { id: string; name: string }[];
      expect(listed.find((department) => department.id === target.id)?.name).toBe(target.name);
      expect(listed).toHaveLength((await db().select().from(departments)).length);
    },
  }),
  create: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: async () => ({ name: `Access Created ${++sequence}` }),
    call: (client, target) => client.departments.create({ name: target.name }),
    verify: async (target) => {
      expect(await db().select().from(departments).where(eq(departments.name, target.name))).toHaveLength(1);
    },
  }),
  update: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: () => createDepartment(db()),
    call: (client, target) =>
      client.departments.update({
        id: target.id,
        name: `${target.name} renamed`,
        description: "Now described",
      }),
    verify: async (target) => {
      expect(await departmentRow(target.id)).toMatchObject({
        name: `${target.name} renamed`,
        description: "Now described",
      });
    },
  }),
  delete: procedureCase({
    allowed: ["manager", "admin", "superAdmin"],
    prepare: async () => {
      const department = await createDepartment(db());
      const member = await createUser(db(), { departments: [{ name: department.name }] });
      return { department, member };
    },
    call: (client, target) => client.departments.delete({ id: target.department.id }),
    verify: async (target) => {
      expect(await departmentRow(target.department.id)).toBeUndefined();
      expect(
        await db().select().from(userDepartments).where(eq(userDepartments.userId, target.member.id)),
      ).toHaveLength(0);
    },
  }),
});
