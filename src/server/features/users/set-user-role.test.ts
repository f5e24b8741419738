import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "#server/db/schema/index";
import type { AppRole } from "#shared/enums";
import { REFUSALS } from "#shared/grant-rules";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser, type TestUser } from "#tests/factories/users";
import {
  administrationSnapshot,
  auditEntriesAbout,
  rolesOf,
  setUpAdminTestApp,
} from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

type Actor = "superAdmin" | "admin" | "manager" | "roleManager";

describe("replacing a user's role", () => {
  it("replaces all of the user's roles with the one chosen, audited with old and new", async () => {
    const person = await createUser(db(), { name: "Two Roles", roles: ["analyst", "sales_rep"] });
    const { user: changed } = await given.admin.browser.client.users.setRole({
      id: person.id,
      role: "manager",
    });
    expect(changed.roles).toEqual(["manager"]);
    expect(await rolesOf(db(), person.id)).toEqual(["manager"]);
    const audit = await auditEntriesAbout(db(), person.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user_role_changed",
      actorUserId: given.admin.user.id,
      subjectType: "user",
      subjectId: person.id,
      subjectLabel: "Two Roles",
      details: { email: person.email, from: ["analyst", "sales_rep"], to: ["manager"] },
    });
    // Choosing the role the user already has alone changes nothing.
    await given.admin.browser.client.users.setRole({ id: person.id, role: "manager" });
    expect(await auditEntriesAbout(db(), person.id)).toHaveLength(1);
  });

  it("takes effect on the user's next request, without signing them out", async () => {
    const person = await createUser(db(), { roles: ["viewer"] });
    const asPerson = await signedInAs(given.app, person);
    expect((await refusal(asPerson.client.users.list({}))).status).toBe(403);

    await given.admin.browser.client.users.setRole({ id: person.id, role: "manager" });
    await given.admin.browser.client.users.setPermissions({ id: person.id, permissions: ["manage_users"] });

    // The same browser, same session: now a manager who may manage users.
    expect(await asPerson.client.me.profile()).toMatchObject({
      roles: ["manager"],
      permissions: ["manage_users"],
      roleLevel: 50,
    });
    const page = await asPerson.client.users.list({ search: person.email });
    expect(page.items.map((item) => item.id)).toEqual([person.id]);
    expect((await asPerson.client.me.session()).user?.id).toBe(person.id);

    // And back: the demotion bites on the very next request.
    await given.admin.browser.client.users.setRole({ id: person.id, role: "viewer" });
    await given.admin.browser.client.users.setPermissions({ id: person.id, permissions: [] });
    expect((await refusal(asPerson.client.users.list({}))).status).toBe(403);
    expect(await asPerson.client.me.profile()).toMatchObject({ roles: ["viewer"], permissions: [] });
    expect(await db().select().from(session).where(eq(session.userId, person.id))).toHaveLength(1);
  });

  const self = (actor: Actor) => async () => given[actor].user;
  const staff = (roles: AppRole[]) => () => createUser(db(), { roles });
  const partnerContact = async () => createPartnerContact(db(), await createPartner(db()));

  it.each([
    ["manager", "their own role", self("manager"), "user", REFUSALS.ownAccess],
    ["manager", "their own role, even upwards", self("manager"), "sales_manager", REFUSALS.ownAccess],
    ["admin", "their own role", self("admin"), "manager", REFUSALS.ownAccess],
    ["superAdmin", "their own role", self("superAdmin"), "admin", REFUSALS.ownAccess],
    ["roleManager", "their own role", self("roleManager"), "viewer", REFUSALS.ownAccess],
    ["manager", "admin to a user", staff(["user"]), "admin", REFUSALS.adminRoles],
    ["manager", "super_admin to a user", staff(["user"]), "super_admin", REFUSALS.adminRoles],
    [
      "manager",
      "a role above their own (sales_manager)",
      staff(["user"]),
      "sales_manager",
      REFUSALS.roleAboveOwn,
    ],
    ["manager", "a new role to an admin", staff(["admin"]), "user", REFUSALS.adminRoles],
    ["manager", "a new role to a super admin", staff(["super_admin"]), "manager", REFUSALS.adminRoles],
    [
      "manager",
      "a new role to someone above them",
      staff(["sales_manager"]),
      "user",
      REFUSALS.targetAboveOwn,
    ],
    ["roleManager", "a role above their own (analyst)", staff(["viewer"]), "analyst", REFUSALS.roleAboveOwn],
    ["roleManager", "a new role to a manager", staff(["manager"]), "viewer", REFUSALS.targetAboveOwn],
    ["admin", "super_admin to a user", staff(["user"]), "super_admin", REFUSALS.adminRoles],
    ["admin", "admin to a user", staff(["user"]), "admin", REFUSALS.adminRoles],
    ["admin", "a demotion to another admin", staff(["admin"]), "user", REFUSALS.adminRoles],
    ["admin", "a demotion to a super admin", staff(["super_admin"]), "admin", REFUSALS.adminRoles],
    ["superAdmin", "a staff role to a partner account", partnerContact, "user", REFUSALS.partnerAccount],
    ["admin", "a staff role to a partner account", partnerContact, "sales_rep", REFUSALS.partnerAccount],
    ["superAdmin", "the partner role to staff", staff(["user"]), "partner", REFUSALS.partnerRole],
    ["admin", "the partner role to staff", staff(["viewer"]), "partner", REFUSALS.partnerRole],
  ] as const)(
    "refuses a %s giving %s with 403, changing nothing",
    async (actor, _what, target: () => Promise<TestUser>, role, message) => {
      const person = await target();
      const rolesBefore = await rolesOf(db(), person.id);
      const before = await administrationSnapshot(db());
      const refused = await refusal(given[actor].browser.client.users.setRole({ id: person.id, role }));
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(message);
      expect(await rolesOf(db(), person.id)).toEqual(rolesBefore);
      expect(await auditEntriesAbout(db(), person.id)).toHaveLength(0);
      expect(await administrationSnapshot(db())).toEqual(before);
    },
  );

  it.each([
    ["admin to a user", ["user"], "admin"],
    ["super_admin to a user", ["user"], "super_admin"],
    ["a demotion to an admin", ["admin"], "user"],
    ["a promotion from admin to super admin", ["admin"], "super_admin"],
    ["sales_manager to a viewer", ["viewer"], "sales_manager"],
  ] as const)("lets a super admin give %s", async (_what, roles, role) => {
    const person = await createUser(db(), { roles: [...roles] });
    await given.superAdmin.browser.client.users.setRole({ id: person.id, role });
    expect(await rolesOf(db(), person.id)).toEqual([role]);
    expect((await auditEntriesAbout(db(), person.id)).map((entry) => entry.details)).toEqual([
      { email: person.email, from: [...roles], to: [role] },
    ]);
  });

  it("lets a manager give roles up to their own to people at or below it", async () => {
    const person = await createUser(db(), { roles: ["analyst"] });
    await given.manager.browser.client.users.setRole({ id: person.id, role: "manager" });
    expect(await rolesOf(db(), person.id)).toEqual(["manager"]);
    await given.manager.browser.client.users.setRole({ id: person.id, role: "viewer" });
    expect(await rolesOf(db(), person.id)).toEqual(["viewer"]);
    expect((await auditEntriesAbout(db(), person.id)).map((entry) => entry.actorUserId)).toEqual([
      given.manager.user.id,
      given.manager.user.id,
    ]);
  });

  it("answers 404 for a user that does not exist and 400 for a role that does not", async () => {
    const before = await administrationSnapshot(db());
    const missing = await refusal(
      given.admin.browser.client.users.setRole({ id: "no-such-user", role: "user" }),
    );
    expect(missing.status).toBe(404);
    const person = await createUser(db());
    const afterCreate = await administrationSnapshot(db());
    const bad = await refusal(
      given.admin.browser.client.users.setRole({ id: person.id, role: "owner" as never }),
    );
    expect(bad.status).toBe(400);
    expect(await administrationSnapshot(db())).toEqual(afterCreate);
    expect(afterCreate.audit).toEqual(before.audit);
  });
});
