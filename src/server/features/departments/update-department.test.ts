import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { departments, userRoles } from "#server/db/schema/index";
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

const issuesOf = (data: unknown) =>
  ((data as { issues?: { path: (string | number)[]; message: string }[] }).issues ?? []).map((issue) => [
    issue.path.join("."),
    issue.message,
  ]);

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
