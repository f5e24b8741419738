import { describe, expect, it } from "vitest";
import type { AppRole } from "#shared/enums";
import { REFUSALS } from "#shared/grant-rules";
import type { PermissionName } from "#shared/permissions";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser, type TestUser } from "#tests/factories/users";
import {
  administrationSnapshot,
  auditEntriesAbout,
  failInsertsInto,
  permissionsOf,
  setUpAdminTestApp,
} from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

describe("replacing a user's permissions", () => {
  it("replaces the granted set exactly, and audits what was added and removed", async () => {
    const person = await createUser(db(), { name: "Perm Person", permissions: ["view_data", "export_data"] });
    const { user: changed } = await given.admin.browser.client.users.setPermissions({
      id: person.id,
      permissions: ["view_reports", "export_data", "view_audit_logs", "view_reports"],
    });
    expect(changed.permissions).toEqual(["export_data", "view_audit_logs", "view_reports"]);
    expect(await permissionsOf(db(), person.id)).toEqual(["export_data", "view_audit_logs", "view_reports"]);
    const audit = await auditEntriesAbout(db(), person.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user_permissions_changed",
      actorUserId: given.admin.user.id,
      subjectType: "user",
      subjectId: person.id,
      subjectLabel: "Perm Person",
      details: { email: person.email, added: ["view_audit_logs", "view_reports"], removed: ["view_data"] },
    });

    // The empty set removes them all; the same set again writes nothing.
    await given.admin.browser.client.users.setPermissions({ id: person.id, permissions: [] });
    expect(await permissionsOf(db(), person.id)).toEqual([]);
    await given.admin.browser.client.users.setPermissions({ id: person.id, permissions: [] });
    const entries = await auditEntriesAbout(db(), person.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      audit[0]?.details,
      { email: person.email, added: [], removed: ["export_data", "view_audit_logs", "view_reports"] },
    ]);
  });

  it("lets a manager grant and remove permissions they hold themselves", async () => {
    const person = await createUser(db(), { permissions: ["view_data"] });
    await given.manager.browser.client.users.setPermissions({ id: person.id, permissions: [] });
    expect(await permissionsOf(db(), person.id)).toEqual([]);
    await given.manager.browser.client.users.setPermissions({ id: person.id, permissions: ["view_data"] });
    expect(await permissionsOf(db(), person.id)).toEqual(["view_data"]);
    expect((await auditEntriesAbout(db(), person.id)).map((entry) => entry.actorUserId)).toEqual([
      given.manager.user.id,
      given.manager.user.id,
    ]);
  });

  it("is all or nothing: when writing the new set fails, the old set stays and nothing is audited", async () => {
    const person = await createUser(db(), { permissions: ["view_data", "view_reports"] });
    const before = await administrationSnapshot(db());
    const restore = await failInsertsInto(db(), "user_permissions", "user_permissions unavailable");
    try {
      const failed = await refusal(
        given.admin.browser.client.users.setPermissions({
          id: person.id,
          permissions: ["view_data", "export_data"],
        }),
      );
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await permissionsOf(db(), person.id)).toEqual(["view_data", "view_reports"]);
    expect(await auditEntriesAbout(db(), person.id)).toHaveLength(0);
    expect(await administrationSnapshot(db())).toEqual(before);
    // With the table back, the same call goes through.
    await given.admin.browser.client.users.setPermissions({
      id: person.id,
      permissions: ["view_data", "export_data"],
    });
    expect(await permissionsOf(db(), person.id)).toEqual(["export_data", "view_data"]);
  });

  type Actor = "superAdmin" | "admin" | "manager";
  const self = (actor: Actor) => async () => given[actor].user;
  const staff =
    (permissions: PermissionName[] = [], roles: AppRole[] = ["user"]) =>
    () =>
      createUser(db(), { permissions, roles });
  const partnerContact = async () => createPartnerContact(db(), await createPartner(db()));

  it.each([
    ["manager", "change their own permissions", self("manager"), ["manage_users"], REFUSALS.ownAccess],
    ["manager", "drop their own permissions", self("manager"), [], REFUSALS.ownAccess],
    ["admin", "change their own permissions", self("admin"), ["view_data"], REFUSALS.ownAccess],
    ["superAdmin", "change their own permissions", self("superAdmin"), ["view_data"], REFUSALS.ownAccess],
    ["manager", "grant manage_users", staff(), ["manage_users"], REFUSALS.accessPermissions],
    [
      "manager",
      "change the permissions of a sales manager",
      staff([], ["sales_manager"]),
      [],
      REFUSALS.targetAboveOwn,
    ],
    ["manager", "grant manage_roles", staff(), ["view_data", "manage_roles"], REFUSALS.accessPermissions],
    ["manager", "remove manage_roles", staff(["manage_roles"]), [], REFUSALS.accessPermissions],
    [
      "manager",
      "grant a permission they lack",
      staff(),
      ["view_audit_logs"],
      REFUSALS.notHeld(["view_audit_logs"]),
    ],
    [
      "manager",
      "grant permissions they lack",
      staff(),
      ["view_data", "view_audit_logs", "export_data"],
      REFUSALS.notHeld(["export_data", "view_audit_logs"]),
    ],
    [
      "manager",
      "remove a permission they lack",
      staff(["delete_data"]),
      [],
      REFUSALS.notHeld(["delete_data"]),
    ],
    ["admin", "give a partner account permissions", partnerContact, ["view_data"], REFUSALS.partnerAccount],
    [
      "superAdmin",
      "give a partner account permissions",
      partnerContact,
      ["view_data"],
      REFUSALS.partnerAccount,
    ],
  ] as const)(
    "refuses a %s who would %s with 403, changing nothing",
    async (actor, _what, target: () => Promise<TestUser>, wanted, message) => {
      const person = await target();
      const held = await permissionsOf(db(), person.id);
      const before = await administrationSnapshot(db());
      const refused = await refusal(
        given[actor].browser.client.users.setPermissions({ id: person.id, permissions: [...wanted] }),
      );
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(message);
      expect(await permissionsOf(db(), person.id)).toEqual(held);
      expect(await auditEntriesAbout(db(), person.id)).toHaveLength(0);
      expect(await administrationSnapshot(db())).toEqual(before);
    },
  );

  it.each(["admin", "superAdmin"] as const)(
    "lets an %s grant and remove manage_users, manage_roles and view_audit_logs",
    async (actor) => {
      const person = await createUser(db(), { permissions: ["manage_roles"] });
      await given[actor].browser.client.users.setPermissions({
        id: person.id,
        permissions: ["manage_users", "view_audit_logs"],
      });
      expect(await permissionsOf(db(), person.id)).toEqual(["manage_users", "view_audit_logs"]);
      expect((await auditEntriesAbout(db(), person.id))[0]?.details).toEqual({
        email: person.email,
        added: ["manage_users", "view_audit_logs"],
        removed: ["manage_roles"],
      });
    },
  );

  it("refuses a permission that does not exist with 400, changing nothing", async () => {
    const person = await createUser(db(), { permissions: ["view_data"] });
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.setPermissions({
        id: person.id,
        permissions: ["rule_the_world" as never],
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Please choose permissions from the list.");
    expect(await administrationSnapshot(db())).toEqual(before);
  });
});
