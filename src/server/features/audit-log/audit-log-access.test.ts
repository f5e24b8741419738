import { expect } from "vitest";
import { createUser } from "#tests/factories/users";
import { type Client, describeAccess, procedureCase } from "#tests/support/access/access-matrix";
import { auditEntriesAbout, setUpAdminTestApp } from "#tests/support/apps/admin-test-app";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

/** A user whose creation an administrator audited, so the trail has an entry about them. */
async function auditedUser() {
  const person = await createUser(db(), { roles: ["viewer"] });
  await given.admin.browser.client.users.setRole({ id: person.id, role: "user" });
  return person;
}

// The audit log is read with view_audit_logs only: manage_users and manage_roles do not open it.
describeAccess(given, "auditLog", {
  list: procedureCase({
    allowed: ["auditor", "admin", "superAdmin"],
    prepare: auditedUser,
    call: (client, target) => client.auditLog.list({ subjectType: "user", subjectId: target.id }),
    verify: async (target, result) => {
      const page = result as Awaited<ReturnType<Client["auditLog"]["list"]>>;
      const stored = await auditEntriesAbout(db(), target.id);
      expect(stored).toHaveLength(1);
      expect(page.total).toBe(1);
      expect(page.items.map((item) => [item.id, item.action])).toEqual([
        [stored[0]?.id, "user_role_changed"],
      ]);
    },
  }),
  actorOptions: procedureCase({
    allowed: ["auditor", "admin", "superAdmin"],
    prepare: () => createUser(db(), { roles: ["viewer"] }),
    call: (client, target) => client.auditLog.actorOptions({ search: target.email }),
    verify: async (target, result) => {
      expect(result).toEqual([{ id: target.id, name: target.name, email: target.email }]);
    },
  }),
});
