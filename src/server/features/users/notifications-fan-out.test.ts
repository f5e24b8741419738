import { describe, expect, it } from "vitest";
import { createUser } from "#tests/factories/users";
import { failInsertsInto, setUpAdminTestApp } from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { toldAbout } from "#tests/support/database/stored-notifications";

// docs/product/notifications.md#what-people-are-told
const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;
const users = () => given.admin.browser.client.users;

const changed = (userId: string) => ({
  userId,
  kind: "access_changed",
  message: "Your roles or permissions were changed by Ada Admin.",
});

describe("notifications of access changes", () => {
  it("tells the person alone, once per change, that an administrator changed their role or permissions", async () => {
    const person = await createUser(db(), { roles: ["viewer"] });
    await users().setRole({ id: person.id, role: "manager" });
    expect(await toldAbout(db(), person.id)).toEqual([changed(person.id)]);
    await users().setPermissions({ id: person.id, permissions: ["view_reports"] });
    await users().setPermissions({ id: person.id, permissions: [] });
    expect(await toldAbout(db(), person.id)).toEqual([
      changed(person.id),
      changed(person.id),
      changed(person.id),
    ]);
  });

  it("tells nobody when nothing changes, the change is refused, or it is rolled back", async () => {
    const person = await createUser(db(), { roles: ["viewer"], permissions: ["view_data"] });
    await users().setRole({ id: person.id, role: "viewer" });
    await users().setPermissions({ id: person.id, permissions: ["view_data"] });
    const own = await refusal(users().setRole({ id: given.admin.user.id, role: "manager" }));
    expect(own.status).toBe(403);
    const restore = await failInsertsInto(db(), "user_permissions", "user_permissions unavailable");
    try {
      const failed = await refusal(users().setPermissions({ id: person.id, permissions: ["export_data"] }));
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await toldAbout(db(), person.id)).toEqual([]);
    expect(await toldAbout(db(), given.admin.user.id)).toEqual([]);
  });
});
