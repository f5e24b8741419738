import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { departments, userDepartments } from "#server/db/schema/index";
import { REFUSALS } from "#shared/grant-rules";
import { createDepartment } from "#tests/factories/departments";
import { createSuperAdmin, createUser } from "#tests/factories/users";
import {
  administrationSnapshot,
  auditEntriesAbout,
  failInsertsInto,
  membershipsOf,
  setUpAdminTestApp,
} from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

const departmentRow = async (id: string) =>
  (await db().select().from(departments).where(eq(departments.id, id)))[0];
const membersOf = (id: string) =>
  db().select().from(userDepartments).where(eq(userDepartments.departmentId, id));

describe("deleting a department", () => {
  it("removes its assignments and the department, audited, leaving members' other departments", async () => {
    const department = await createDepartment(db(), { name: "Outgoing", description: "Closing down" });
    const first = await createUser(db(), {
      departments: [{ name: "Outgoing", isPrimary: true }, { name: "Staying" }],
    });
    const second = await createUser(db(), { departments: [{ name: "Outgoing" }] });

    const result = await given.admin.browser.client.departments.delete({ id: department.id });
    expect(result).toEqual({ id: department.id, membersRemoved: 2 });
    expect(await departmentRow(department.id)).toBeUndefined();
    expect(await membersOf(department.id)).toHaveLength(0);
    expect((await membershipsOf(db(), first.id)).map((row) => [row.name, row.isPrimary])).toEqual([
      ["Staying", false],
    ]);
    expect(await membershipsOf(db(), second.id)).toEqual([]);
    expect(
      (await given.admin.browser.client.departments.list()).some((listed) => listed.id === department.id),
    ).toBe(false);

    const audit = await auditEntriesAbout(db(), department.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "department_deleted",
      actorUserId: given.admin.user.id,
      subjectType: "department",
      subjectId: department.id,
      subjectLabel: "Outgoing",
      details: { name: "Outgoing", description: "Closing down", members_removed: 2 },
    });
  });

  it("is one transaction: when the audit entry cannot be written, the department and its members stay", async () => {
    const department = await createDepartment(db(), { name: "Sturdy" });
    const member = await createUser(db(), { departments: [{ name: "Sturdy", isPrimary: true }] });
    const before = await administrationSnapshot(db());
    const restore = await failInsertsInto(db(), "partner_audit_logs", "audit unavailable");
    try {
      expect(
        (await refusal(given.admin.browser.client.departments.delete({ id: department.id }))).status,
      ).toBe(500);
    } finally {
      await restore();
    }
    expect(await departmentRow(department.id)).toEqual(department);
    expect((await membershipsOf(db(), member.id)).map((row) => row.departmentId)).toEqual([department.id]);
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("is refused below admin while someone ranked above the caller belongs to it, and allowed without them", async () => {
    const department = await createDepartment(db(), { name: "Leadership" });
    await createSuperAdmin(db(), { departments: [{ name: "Leadership", isPrimary: true }] });
    await createUser(db(), { roles: ["user"], departments: [{ name: "Leadership" }] });
    const before = await administrationSnapshot(db());
    const refused = await refusal(given.manager.browser.client.departments.delete({ id: department.id }));
    expect(refused).toMatchObject({ status: 403, message: REFUSALS.departmentWithMemberAboveOwn });
    expect(await administrationSnapshot(db())).toEqual(before);
    expect(await membersOf(department.id)).toHaveLength(2);

    const peers = await createDepartment(db(), { name: "Peers" });
    await createUser(db(), { roles: ["manager"], departments: [{ name: "Peers" }] });
    await createUser(db(), { roles: ["viewer"], departments: [{ name: "Peers" }] });
    expect(await given.manager.browser.client.departments.delete({ id: peers.id })).toEqual({
      id: peers.id,
      membersRemoved: 2,
    });
    expect(await given.admin.browser.client.departments.delete({ id: department.id })).toEqual({
      id: department.id,
      membersRemoved: 2,
    });
  });

  it("answers 404 for a department that does not exist and 400 for an id that is not one", async () => {
    const before = await administrationSnapshot(db());
    const missing = await refusal(
      given.admin.browser.client.departments.delete({ id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toBe("No such department.");
    const bad = await refusal(given.admin.browser.client.departments.delete({ id: "not-a-uuid" }));
    expect(bad.status).toBe(400);
    expect(await administrationSnapshot(db())).toEqual(before);
  });
});
