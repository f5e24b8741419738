import { ORPCError } from "@orpc/client";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppRole } from "#shared/enums";
import type { PermissionName } from "#shared/permissions";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

let testApp: TestApp;

const db = () => testApp.testDatabase.database.db;

/** A staff member of this role, signed in. */
async function signedInWithRole(role: AppRole, permissions: PermissionName[] = []) {
  return signedInAs(testApp, await createUser(db(), { roles: [role], permissions }));
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.dispose();
});

describe("me.profile", () => {
  it.each([
    ["super_admin", [], 100],
    ["admin", [], 90],
    ["manager", ["manage_users"], 50],
    ["analyst", ["view_analytics"], 30],
    ["user", [], 20],
  ] as const)("a %s with permissions %j has level %i", async (role, permissions, roleLevel) => {
    const person = await createUser(db(), { roles: [role], permissions });
    const profile = await (await signedInAs(testApp, person)).client.me.profile();
    expect(profile).toMatchObject({ user: { email: person.email }, roles: [role], permissions, roleLevel });
  });

  it("a partner's contact has role partner, no permissions and level 20", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()), {
      password: "partner-pass-1",
    });
    const profile = await (await signedInAs(testApp, contact)).client.me.profile();
    expect(profile).toMatchObject({
      user: { email: contact.email },
      roles: ["partner"],
      permissions: [],
      roleLevel: 20,
    });
  });

  it("lists the user's departments", async () => {
    const analyst = await createUser(db(), {
      roles: ["analyst"],
      departments: [{ name: "Sales", isPrimary: true }, { name: "Customer Success" }],
    });
    const profile = await (await signedInAs(testApp, analyst)).client.me.profile();
    expect(profile.departments).toEqual(["Customer Success", "Sales"]);
  });

  it("answers 401 without a session", async () => {
    const error = await testBrowser(testApp)
      .client.me.profile()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ORPCError);
    expect((error as ORPCError<string, unknown>).status).toBe(401);
  });
});

describe("me.session", () => {
  it("is null for visitors and the user when signed in", async () => {
    expect(await testBrowser(testApp).client.me.session()).toEqual({ user: null });
    const viewer = await createUser(db(), { roles: ["viewer"] });
    const session = await (await signedInAs(testApp, viewer)).client.me.session();
    expect(session.user?.email).toBe(viewer.email);
  });

  it("ends a session left unused for 7 days, and a used one slides", async () => {
    const { session } = await import("#server/db/schema/index");
    const { SESSION_IDLE_SECONDS } = await import("#server/auth/auth");
    expect(SESSION_IDLE_SECONDS).toBe(7 * 24 * 60 * 60);
    const idle = await signedInWithRole("analyst", ["view_analytics"]);
    const [row] = await testApp.testDatabase.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .orderBy(sql`${session.createdAt} desc`)
      .limit(1);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 60 * 60 * 1000);
    await testApp.testDatabase.database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await idle.client.me.session()).toEqual({ user: null });
  });

  it("slides a session in use: the server extends it and sends the browser a refreshed cookie", async () => {
    const { session } = await import("#server/db/schema/index");
    const viewer = await createUser(db(), { roles: ["viewer"] });
    const tab = await signedInAs(testApp, viewer);
    // As if it was opened two days ago: older than Better Auth's one-day update age.
    await testApp.testDatabase.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000) });
    const before = tab.setCookies.length;
    expect((await tab.client.me.session()).user?.email).toBe(viewer.email);
    const refreshed = tab.setCookies
      .slice(before)
      .find((cookie) => cookie.startsWith("portal.session_token="));
    expect(refreshed).toMatch(/Max-Age=604800/);
    const rows = await testApp.testDatabase.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session);
    expect(Math.max(...rows.map((row) => row.expiresAt.getTime()))).toBeGreaterThan(
      Date.now() + 6.9 * 24 * 60 * 60 * 1000,
    );
  });

  it("ends a session older than 30 days even if it was used recently", async () => {
    const tab = await signedInWithRole("user");
    const { session } = await import("#server/db/schema/index");
    await testApp.testDatabase.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) });
    expect(await tab.client.me.session()).toEqual({ user: null });
  });
});
