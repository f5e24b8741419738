import { ORPCError } from "@orpc/client";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor, testBrowser } from "../../../../tests/support/rpc-client";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { user } from "../../db/schema";
import { seedDemoData } from "../../db/seed";

let testApp: TestApp;

async function signedInAs(email: string) {
  const [row] = await testApp.testDatabase.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return testBrowser(testApp, { cookie: await sessionCookieFor(testApp.auth, row.id) });
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.testDatabase.database.db);
});
afterAll(async () => {
  await testApp.dispose();
});

describe("me.profile", () => {
  it.each([
    ["superadmin@example.com", ["super_admin"], [], 100],
    ["admin@example.com", ["admin"], [], 90],
    ["manager@example.com", ["manager"], ["manage_users"], 50],
    ["analyst@example.com", ["analyst"], ["view_analytics"], 30],
    ["user@example.com", ["user"], [], 20],
    ["partner@acme.example", ["partner"], [], 20],
  ])("%s has roles %j, permissions %j and level %i", async (email, roles, permissions, roleLevel) => {
    const profile = await (await signedInAs(email)).client.me.profile();
    expect(profile).toMatchObject({ user: { email }, roles, permissions, roleLevel });
  });

  it("lists the user's departments", async () => {
    const profile = await (await signedInAs("analyst@example.com")).client.me.profile();
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
    const session = await (await signedInAs("viewer@example.com")).client.me.session();
    expect(session.user?.email).toBe("viewer@example.com");
  });

  it("ends a session left unused for 7 days, and a used one slides", async () => {
    const { session } = await import("../../db/schema");
    const { SESSION_IDLE_SECONDS } = await import("../../auth/auth");
    expect(SESSION_IDLE_SECONDS).toBe(7 * 24 * 60 * 60);
    const idle = await signedInAs("analyst@example.com");
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
    const { session } = await import("../../db/schema");
    const tab = await signedInAs("viewer@example.com");
    // As if it was opened two days ago: older than Better Auth's one-day update age.
    await testApp.testDatabase.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000) });
    const before = tab.setCookies.length;
    expect((await tab.client.me.session()).user?.email).toBe("viewer@example.com");
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
    const tab = await signedInAs("user@example.com");
    const { session } = await import("../../db/schema");
    await testApp.testDatabase.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) });
    expect(await tab.client.me.session()).toEqual({ user: null });
  });
});
