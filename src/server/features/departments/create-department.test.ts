import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { departments } from "#server/db/schema/index";
import { createDepartment } from "#tests/factories/departments";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import {
  administrationSnapshot,
  auditEntriesAbout,
  setUpAdminTestApp,
} from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;
const client = () => given.manager.browser.client;

const departmentRow = async (id: string) =>
  (await db().select().from(departments).where(eq(departments.id, id)))[0];
const departmentsNamed = (name: string) => db().select().from(departments).where(eq(departments.name, name));

const issuesOf = (data: unknown) =>
  ((data as { issues?: { path: (string | number)[]; message: string }[] }).issues ?? []).map((issue) => [
    issue.path.join("."),
    issue.message,
  ]);

describe("creating a department", () => {
  it("trims the name, stores an empty description and a 'none' manager as null, and audits it", async () => {
    const { department } = await client().departments.create({
      name: "  Research  ",
      description: "   ",
      managerId: "none",
    });
    expect(department).toMatchObject({ name: "Research", description: null, manager: null, memberCount: 0 });
    expect(await departmentRow(department.id)).toMatchObject({
      name: "Research",
      description: null,
      managerId: null,
    });
    const audit = await auditEntriesAbout(db(), department.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "department_created",
      actorUserId: given.manager.user.id,
      partnerId: null,
      subjectType: "department",
      subjectId: department.id,
      subjectLabel: "Research",
      details: { name: "Research", description: null, manager: null },
    });
  });

  it("stores a staff manager and a description, naming the manager in the audit entry", async () => {
    const manager = await createUser(db(), { name: "Hal Head" });
    const { department } = await client().departments.create({
      name: "Support",
      description: " Helps customers ",
      managerId: manager.id,
    });
    expect(department.manager).toEqual({ id: manager.id, name: "Hal Head", email: manager.email });
    expect(await departmentRow(department.id)).toMatchObject({
      description: "Helps customers",
      managerId: manager.id,
    });
    expect((await auditEntriesAbout(db(), department.id))[0]?.details).toEqual({
      name: "Support",
      description: "Helps customers",
      manager: "Hal Head",
    });
  });

  it.each([
    ["an empty name", { name: "" }],
    ["a blank name", { name: "    " }],
    ["no name", {}],
  ])("refuses %s with 400 'Department name is required', writing nothing", async (_what, input) => {
    const before = await administrationSnapshot(db());
    const refused = await refusal(client().departments.create(input as never));
    expect(refused.status).toBe(400);
    expect(issuesOf(refused.data)).toContainEqual(["name", "Department name is required"]);
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("refuses a partner contact, or someone who does not exist, as the manager with 400, writing nothing", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const before = await administrationSnapshot(db());
    for (const managerId of [contact.id, "no-such-user"]) {
      const refused = await refusal(client().departments.create({ name: "Partner Led", managerId }));
      expect(refused.status).toBe(400);
      expect(refused.message).toBe("Please choose a staff member as the manager.");
      expect(refused.data).toMatchObject({ field: "managerId" });
    }
    expect(await departmentsNamed("Partner Led")).toHaveLength(0);
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("refuses a name another department has with 409, writing nothing", async () => {
    await createDepartment(db(), { name: "Finance" });
    const before = await administrationSnapshot(db());
    const refused = await refusal(client().departments.create({ name: "  Finance " }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("Another department already has this name.");
    expect(refused.data).toMatchObject({ field: "name" });
    expect(await departmentsNamed("Finance")).toHaveLength(1);
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("refuses a name that differs from another department's only in case with 409", async () => {
    await createDepartment(db(), { name: "Warehousing" });
    const before = await administrationSnapshot(db());
    const refused = await refusal(client().departments.create({ name: "WAREHOUSING" }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("Another department already has this name.");
    expect(await administrationSnapshot(db())).toEqual(before);
  });
});
