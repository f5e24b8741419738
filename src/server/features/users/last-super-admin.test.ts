import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Caller } from "#server/auth/session";
import { partnerAuditLogs, userRoles } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { REFUSALS } from "#shared/grant-rules";
import { createSuperAdmin, type TestUser } from "#tests/factories/users";
import { administrationSnapshot, rolesOf } from "#tests/support/apps/admin-test-app";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { setUserRole } from "./set-user-role";

// Each test gets a database whose only super admins are its own two, since the rule counts them all.
let app: TestApp;
let first: { user: TestUser; browser: TestBrowser };
let second: { user: TestUser; browser: TestBrowser };
const db = () => app.testDatabase.database.db;

beforeEach(async () => {
  app = await createTestApp();
  const a = await createSuperAdmin(db(), { name: "First Super" });
  const b = await createSuperAdmin(db(), { name: "Second Super" });
  first = { user: a, browser: await signedInAs(app, a) };
  second = { user: b, browser: await signedInAs(app, b) };
});
afterEach(async () => {
  await app.dispose();
});

const superAdminIds = async () =>
  (await db().select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "super_admin")))
    .map((row) => row.userId)
    .sort();

/** The caller a request of this user carries when their access was read while they were still super admin. */
const superAdminCaller = (person: TestUser): Caller => ({
  user: { id: person.id, email: person.email, name: person.name },
  sessionId: "read-before-the-demotion",
  expiresAt: new Date(Date.now() + 60_000),
  profile: { roles: ["super_admin"], permissions: [], roleLevel: 100, departments: [] },
});

describe("the last super admin", () => {
  it("stays: one super admin may demote the other, and then nobody can demote the one left", async () => {
    await first.browser.client.users.setRole({ id: second.user.id, role: "admin" });
    expect(await superAdminIds()).toEqual([first.user.id]);
    expect(await rolesOf(db(), second.user.id)).toEqual(["admin"]);

    const before = await administrationSnapshot(db());
    // Not themselves...
    const own = await refusal(first.browser.client.users.setRole({ id: first.user.id, role: "admin" }));
    expect(own.status).toBe(403);
    expect(own.message).toBe(REFUSALS.ownAccess);
    // ...nor the demoted one, now an admin...
    const demoted = await refusal(second.browser.client.users.setRole({ id: first.user.id, role: "user" }));
    expect(demoted.status).toBe(403);
    expect(demoted.message).toBe(REFUSALS.adminRoles);
    // ...nor a request that set out while its caller was still a super admin: the count decides.
    const stale = await setUserRole(db(), superAdminCaller(second.user), {
      id: first.user.id,
      role: "user",
    }).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(AppError);
    expect(stale).toMatchObject({ kind: "forbidden", message: REFUSALS.lastSuperAdmin });

    expect(await superAdminIds()).toEqual([first.user.id]);
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("stays when two super admins demote each other at the same time: exactly one succeeds", async () => {
    const results = await Promise.allSettled([
      first.browser.client.users.setRole({ id: second.user.id, role: "user" }),
      second.browser.client.users.setRole({ id: first.user.id, role: "user" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const loser = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    // Refused as the last super admin, or, had the winner committed before the loser's access was read, as a
    // caller who is no longer a super admin: a 403 either way, never a 500.
    expect(loser.reason).toMatchObject({ status: 403 });
    expect([REFUSALS.lastSuperAdmin, REFUSALS.adminRoles, "You don't have permission to do this."]).toContain(
      loser.reason.message,
    );

    const remaining = await superAdminIds();
    expect(remaining).toHaveLength(1);
    const winner = results[0]?.status === "fulfilled" ? first : second;
    const demoted = winner === first ? second : first;
    expect(remaining).toEqual([winner.user.id]);
    expect(await rolesOf(db(), demoted.user.id)).toEqual(["user"]);
    const audit = await db().select().from(partnerAuditLogs);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user_role_changed",
      actorUserId: winner.user.id,
      subjectId: demoted.user.id,
      details: { from: ["super_admin"], to: ["user"] },
    });
  });
});
