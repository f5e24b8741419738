import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCaller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import * as schema from "#server/db/schema/index";
import { partners, permissions, session, userPermissions, userRoles } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";

// Decision 0034: the caller of each request is read from the database in one statement, nothing cached, so what
// an administrator changes counts from the very next request, on every app server.
let serverA: TestApp;
let serverB: TestApp;

const db = () => serverA.testDatabase.database.db;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The status of GET /api/v1/<path> on a server, with these cookies. */
/** A session cookie's name and its signed value (which ends in the signature's "="). */
function cookieParts(cookie: string): [string, string] {
  const separator = cookie.indexOf("=");
  return [cookie.slice(0, separator), cookie.slice(separator + 1)];
}

async function statusOf(server: TestApp, path: string, cookie: string): Promise<number> {
  return (await server.app.request(`/api/v1/${path}`, { headers: { cookie } })).status;
}

beforeAll(async () => {
  serverA = await createTestApp();
  serverB = await createTestApp({}, { sameDatabaseAs: serverA });
});
afterAll(async () => {
  await serverB.dispose();
  await serverA.dispose();
});

describe("the caller of a request, read fresh on every request", () => {
  it("an ended session is refused on the next request, on either server", async () => {
    const admin = await createUser(db(), { roles: ["admin"] });
    const cookie = (await signedInAs(serverA, admin)).cookieHeader();
    expect(await statusOf(serverA, "partners", cookie)).toBe(200);
    expect(await statusOf(serverB, "partners", cookie)).toBe(200);
    // As signing out, or an administrator ending the session, does.
    await db().delete(session).where(eq(session.userId, admin.id));
    expect(await statusOf(serverA, "partners", cookie)).toBe(401);
    expect(await statusOf(serverB, "partners", cookie)).toBe(401);
  });

  it("a lowered role counts from the next request, on either server", async () => {
    const admin = await createUser(db(), { roles: ["admin"] });
    const cookie = (await signedInAs(serverA, admin)).cookieHeader();
    expect(await statusOf(serverA, "applications", cookie)).toBe(200);
    await db()
      .update(userRoles)
      .set({ role: "viewer" })
      .where(and(eq(userRoles.userId, admin.id), eq(userRoles.role, "admin")));
    expect(await statusOf(serverA, "applications", cookie)).toBe(403);
    expect(await statusOf(serverB, "applications", cookie)).toBe(403);
  });

  it("a withdrawn permission counts from the next request", async () => {
    const manager = await createUser(db(), { roles: ["manager"], permissions: ["manage_partners"] });
    const cookie = (await signedInAs(serverA, manager)).cookieHeader();
    expect(await statusOf(serverB, "deals", cookie)).toBe(200);
    const [granted] = await db()
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, "manage_partners"));
    await db()
      .delete(userPermissions)
      .where(
        and(eq(userPermissions.userId, manager.id), eq(userPermissions.permissionId, granted?.id ?? "")),
      );
    expect(await statusOf(serverB, "deals", cookie)).toBe(403);
  });

  it("a suspended partner's contact is refused on the next request", async () => {
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner);
    const cookie = (await signedInAs(serverA, contact)).cookieHeader();
    expect(await statusOf(serverA, "deals", cookie)).toBe(200);
    await db().update(partners).set({ status: "suspended" }).where(eq(partners.id, partner.id));
    expect(await statusOf(serverB, "deals", cookie)).toBe(403);
  });

  it("gives requests that arrive together, whose callers are read in one statement, each its own caller", async () => {
    const people = await Promise.all(
      (["admin", "viewer", "admin", "viewer"] as const).map((role) => createUser(db(), { roles: [role] })),
    );
    const cookies = await Promise.all(
      people.map(async (person) => (await signedInAs(serverA, person)).cookieHeader()),
    );
    const ended = await createUser(db(), { roles: ["admin"] });
    const endedCookie = (await signedInAs(serverA, ended)).cookieHeader();
    await db().delete(session).where(eq(session.userId, ended.id));
    // In one turn of the event loop, as requests read off the network together: each cookie twice, first in the
    // reverse of the order the sessions were made, and the ended session among them.
    const order = [3, 2, 1, 0, -1, 0, 1, 2, 3];
    const callers = await Promise.all(
      order.map((index) =>
        findCaller(serverA.auth, db(), new Headers({ cookie: cookies[index] ?? endedCookie }), undefined),
      ),
    );
    expect(callers.map((caller) => caller && [caller.user.email, caller.profile.roles])).toEqual(
      order.map((index) => {
        const person = people[index];
        return person ? [person.email, [index % 2 === 0 ? "admin" : "viewer"]] : null;
      }),
    );
  });

  it("accepts the cookie as Better Auth sets it, URL-encoded", async () => {
    const admin = await createUser(db(), { roles: ["admin"] });
    const [name, value] = cookieParts((await signedInAs(serverA, admin)).cookieHeader());
    expect(value).toMatch(/=$/);
    expect(await statusOf(serverA, "partners", `${name}=${encodeURIComponent(value)}`)).toBe(200);
  });

  it("refuses a session cookie whose signature is not the server's", async () => {
    const admin = await createUser(db(), { roles: ["admin"] });
    const [name, value] = cookieParts((await signedInAs(serverA, admin)).cookieHeader());
    const token = value.slice(0, value.lastIndexOf("."));
    expect(await statusOf(serverA, "partners", `${name}=${token}`)).toBe(401);
    expect(await statusOf(serverA, "partners", `${name}=${token}.${"A".repeat(43)}=`)).toBe(401);
    expect(await statusOf(serverA, "partners", `${name}=x${value}`)).toBe(401);
  });

  it("leaves an expired session, one past 30 days and one due for its extension to Better Auth", async () => {
    const admin = await createUser(db(), { roles: ["admin"] });
    const tab = await signedInAs(serverA, admin);
    const cookie = tab.cookieHeader();
    const mine = eq(session.userId, admin.id);

    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) })
      .where(mine);
    const extended = await serverA.app.request("/api/v1/partners", { headers: { cookie } });
    expect(extended.status).toBe(200);
    expect(extended.headers.getSetCookie().join("\n")).toMatch(/portal\.session_token=.*Max-Age=604800/);

    await db()
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(mine);
    expect(await statusOf(serverA, "partners", cookie)).toBe(401);
    expect(await db().select().from(session).where(mine)).toEqual([]);

    const again = (await signedInAs(serverA, admin)).cookieHeader();
    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    expect(await statusOf(serverA, "partners", again)).toBe(401);
  });

  it("plans the statement that reads the callers once for a connection on PostgreSQL, not for every batch", async (context) => {
    const { database } = serverA.testDatabase;
    if (database.driver !== "postgres") return context.skip();
    const people = await Promise.all([1, 2, 3].map(() => createUser(db(), { roles: ["viewer"] })));
    const cookies = await Promise.all(
      people.map(async (person) => (await signedInAs(serverA, person)).cookieHeader()),
    );
    // One connection of its own, so that the statement prepared on it is the one asked about.
    const connection = await database.pool.connect();
    try {
      const alone = drizzle(connection, { schema }) as unknown as Db;
      for (let batch = 0; batch < 9; batch++) {
        const arriving = cookies.slice(0, 1 + (batch % cookies.length));
        const callers = await Promise.all(
          arriving.map((cookie) => findCaller(serverA.auth, alone, new Headers({ cookie }), undefined)),
        );
        expect(callers.map((caller) => caller?.user.id)).toEqual(
          people.slice(0, arriving.length).map((p) => p.id),
        );
      }
      const { rows } = await connection.query<{ generic_plans: string; custom_plans: string }>(
        "select generic_plans, custom_plans from pg_prepared_statements where name = 'callers_by_session_tokens'",
      );
      // PostgreSQL plans a prepared statement for its values five times, then keeps one plan for all values when
      // that plan costs no more: batches of different sizes must not look cheaper than the kept plan.
      expect(Number(rows[0]?.generic_plans)).toBeGreaterThanOrEqual(4);
    } finally {
      connection.release();
    }
  });
});
