import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDepartment } from "../../../../tests/factories/departments";
import { createPartner } from "../../../../tests/factories/partners";
import { createPartnerContact, createUser } from "../../../../tests/factories/users";
import {
  administrationSnapshot,
  auditEntriesAbout,
  setUpAdminTestApp,
} from "../../../../tests/support/admin-test-app";
import { refusal } from "../../../../tests/support/refusal";
import { departments, userDepartments, userRoles } from "../../db/schema";

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

describe("editing a department", () => {
  it("changes name, description and manager, audits old and new values of what changed", async () => {
    const [oldLead, newLead] = [
      await createUser(db(), { name: "Ivy Old" }),
      await createUser(db(), { name: "Jon New" }),
    ];
    const department = await createDepartment(db(), {
      name: "Legal",
      description: "Contracts",
      managerId: oldLead.id,
    });
    const { department: saved } = await client().departments.update({
      id: department.id,
      name: " Legal & Compliance ",
      description: "",
      managerId: newLead.id,
    });
    expect(saved).toMatchObject({
      name: "Legal & Compliance",
      description: null,
      manager: { id: newLead.id, name: "Jon New" },
    });
    expect(await departmentRow(department.id)).toMatchObject({
      name: "Legal & Compliance",
      description: null,
      managerId: newLead.id,
    });
    const audit = await auditEntriesAbout(db(), department.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "department_updated",
      actorUserId: given.manager.user.id,
      subjectType: "department",
      subjectLabel: "Legal & Compliance",
      details: {
        changes: {
          name: { from: "Legal", to: "Legal & Compliance" },
          description: { from: "Contracts", to: null },
          manager: { from: "Ivy Old", to: "Jon New" },
        },
      },
    });
  });

  it("removes the manager with 'none', audits only that, and writes nothing when nothing changed", async () => {
    const lead = await createUser(db(), { name: "Kim Lead" });
    const department = await createDepartment(db(), { name: "Logistics", managerId: lead.id });
    await client().departments.update({ id: department.id, name: "Logistics", managerId: "none" });
    expect(await departmentRow(department.id)).toMatchObject({ managerId: null, name: "Logistics" });
    await client().departments.update({
      id: department.id,
      name: "Logistics",
      description: "",
      managerId: "none",
    });
    expect((await auditEntriesAbout(db(), department.id)).map((entry) => entry.details)).toEqual([
      { changes: { manager: { from: "Kim Lead", to: null } } },
    ]);
  });

  it("refuses a blank name, a partner manager and a taken name, changing nothing", async () => {
    const department = await createDepartment(db(), { name: "Marketing", description: "Ads" });
    await createDepartment(db(), { name: "Sales Ops" });
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const before = await administrationSnapshot(db());

    const blank = await refusal(client().departments.update({ id: department.id, name: "  " }));
    expect(blank.status).toBe(400);
    expect(issuesOf(blank.data)).toContainEqual(["name", "Department name is required"]);
    const partnerManager = await refusal(
      client().departments.update({ id: department.id, name: "Marketing", managerId: contact.id }),
    );
    expect(partnerManager.status).toBe(400);
    expect(partnerManager.message).toBe("Please choose a staff member as the manager.");
    const taken = await refusal(client().departments.update({ id: department.id, name: "Sales Ops" }));
    expect(taken.status).toBe(409);
    expect(taken.message).toBe("Another department already has this name.");

    expect(await departmentRow(department.id)).toEqual(department);
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("renames a department whose manager has since become a partner contact, keeping that manager", async () => {
    const manager = await createUser(db(), { name: "Former Staff" });
    const department = await createDepartment(db(), { name: "Field Team", managerId: manager.id });
    await db().update(userRoles).set({ role: "partner" }).where(eq(userRoles.userId, manager.id));

    const { department: renamed } = await client().departments.update({
      id: department.id,
      name: "Field Sales",
      managerId: manager.id,
    });
    expect(renamed).toMatchObject({ name: "Field Sales", manager: { id: manager.id } });
    const [entry] = await auditEntriesAbout(db(), department.id);
    expect(entry?.details).toEqual({ changes: { name: { from: "Field Team", to: "Field Sales" } } });
  });

  it("answers 404 for a department that does not exist", async () => {
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      client().departments.update({ id: "00000000-0000-4000-8000-000000000000", name: "Ghost" }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("No such department.");
    expect(await administrationSnapshot(db())).toEqual(before);
  });
});
