import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { departments, userDepartments } from "#server/db/schema/index";
import { createDepartment } from "#tests/factories/departments";
import { createUser } from "#tests/factories/users";
import { setUpAdminTestApp } from "#tests/support/apps/admin-test-app";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;
const client = () => given.manager.browser.client;

describe("listing departments", () => {
  it("lists every department A to Z with its manager and member count", async () => {
    const manager = await createUser(db(), { name: "Greta Lead", email: "greta.lead@people.example" });
    const zinnia = await createDepartment(db(), { name: "Zinnia Team" });
    const aster = await createDepartment(db(), {
      name: "Aster Team",
      managerId: manager.id,
      description: "Flowers",
    });
    const magnolia = await createDepartment(db(), { name: "Magnolia Team" });
    await createUser(db(), {
      departments: [{ name: "Aster Team", isPrimary: true }, { name: "Magnolia Team" }],
    });
    await createUser(db(), { departments: [{ name: "Aster Team" }] });

    const listed = await client().departments.list();
    expect(listed.map((department) => department.name)).toEqual(
      (await db().select({ name: departments.name }).from(departments)).map((row) => row.name).sort(),
    );
    const ours = listed.filter((department) => [zinnia.id, aster.id, magnolia.id].includes(department.id));
    expect(ours.map(({ createdAt: _, ...department }) => department)).toEqual([
      {
        id: aster.id,
        name: "Aster Team",
        description: "Flowers",
        manager: { id: manager.id, name: "Greta Lead", email: "greta.lead@people.example" },
        memberCount: 2,
      },
      { id: magnolia.id, name: "Magnolia Team", description: null, manager: null, memberCount: 1 },
      { id: zinnia.id, name: "Zinnia Team", description: null, manager: null, memberCount: 0 },
    ]);
    for (const department of ours) {
      const members = await db()
        .select()
        .from(userDepartments)
        .where(eq(userDepartments.departmentId, department.id));
      expect(department.memberCount).toBe(members.length);
    }
  });
});
