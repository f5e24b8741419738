import { once } from "node:events";
import { createServer } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createSuperAdmin,
  createUser,
  type TestUser,
} from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { CookieJar } from "#tests/support/browser/cookie-jar";
import { account, profiles, user, userRoles } from "../db/schema";
import { STAFF_PROVIDER_ID } from "./auth";

// The whole single sign-on round trip on a real listening server: Better Auth as the client, the development
// identity provider as the issuer, the way a browser would walk it.
let testApp: TestApp;
let server: ServerType;
let publicUrl: string;
let superadmin: TestUser;
let admin: TestUser;
let viewer: TestUser;
let partnerContact: TestUser;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  testApp = await createTestApp({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    ADMIN_EMAILS: "boss@example.com,boss2@example.com",
  });
  const db = testApp.testDatabase.database.db;
  superadmin = await createSuperAdmin(db);
  admin = await createAdmin(db);
  viewer = await createUser(db, { roles: ["viewer"] });
  partnerContact = await createPartnerContact(db, await createPartner(db), { password: "partner-pass-1" });
  server = serve({ fetch: testApp.app.fetch, port, hostname: "127.0.0.1" });
  await once(server, "listening");
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await testApp?.dispose();
});

async function send(jar: CookieJar, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url, publicUrl);
  const headers = new Headers(init.headers);
  const cookie = jar.header(target);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(target, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

const locationOf = (response: Response) => new URL(response.headers.get("location") ?? "", publicUrl);

/** Starts sign-in on the portal, signs in on the provider's page and follows the redirects home. */
async function signInThroughProvider(email: string, password: string) {
  const jar = new CookieJar();
  const started = await send(jar, "/api/auth/sign-in/social", {
    method: "POST",
    headers: { origin: publicUrl, "content-type": "application/json" },
    body: JSON.stringify({
      provider: STAFF_PROVIDER_ID,
      callbackURL: "/",
      errorCallbackURL: "/login?error=sign-in",
    }),
  });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  let response = await send(jar, url);
  const signInPage = locationOf(response);
  expect(signInPage.pathname).toMatch(/^\/idp\/interaction\//);
  response = await send(jar, `${signInPage.pathname}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
  });
  // The provider answers a refused sign-in with its page again instead of a redirect.
  if (response.status < 300 || response.status >= 400)
    return { jar, landed: undefined, page: await response.text() };
  for (let hop = 0; hop < 8 && response.status >= 300 && response.status < 400; hop++) {
    const next = locationOf(response);
    if (!next.pathname.startsWith("/idp") && !next.pathname.startsWith("/api/auth"))
      return { jar, landed: next };
    response = await send(jar, next);
  }
  throw new Error(`sign-in did not come back to the portal (status ${response.status})`);
}

async function sessionEmail(jar: CookieJar): Promise<string | null> {
  const response = await send(jar, "/api/v1/me/session");
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

describe("staff single sign-on", () => {
  it("signs a staff member in, lands on /, and links the existing account instead of duplicating it", async () => {
    const { jar, landed } = await signInThroughProvider(superadmin.email, "staff-demo");
    expect(landed?.pathname).toBe("/");
    expect(await sessionEmail(jar)).toBe(superadmin.email);

    const db = testApp.testDatabase.database.db;
    const users = await db.select().from(user).where(eq(user.email, superadmin.email));
    expect(users).toHaveLength(1);
    const links = await db
      .select()
      .from(account)
      .where(and(eq(account.userId, users[0]?.id ?? ""), eq(account.providerId, STAFF_PROVIDER_ID)));
    expect(links).toHaveLength(1);
  });

  it("ends the session on the server at sign-out", async () => {
    const { jar } = await signInThroughProvider(viewer.email, "staff-demo");
    const stolenCookie = jar.header(new URL(publicUrl));
    const signedOut = await send(jar, "/api/auth/sign-out", {
      method: "POST",
      headers: { origin: publicUrl, "content-type": "application/json" },
      body: "{}",
    });
    expect(signedOut.status).toBe(200);
    const replay = await fetch(`${publicUrl}/api/v1/me/session`, { headers: { cookie: stolenCookie } });
    expect(await replay.json()).toEqual({ user: null });
  });

  it("refuses a wrong password and partner e-mails on the provider's page", async () => {
    const wrong = await signInThroughProvider(admin.email, "not-the-password");
    expect(wrong.page).toContain("Invalid email or password.");
    const partner = await signInThroughProvider(partnerContact.email, "staff-demo");
    expect(partner.page).toContain("Invalid email or password.");
  });
});

describe("a failed staff sign-in", () => {
  /** Follows redirects until the browser would land on a page of the portal. */
  async function landing(jar: CookieJar, url: string) {
    let response = await send(jar, url);
    for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop++) {
      const next = locationOf(response);
      if (!next.pathname.startsWith("/api/")) return { next, response };
      response = await send(jar, next);
    }
    return { next: undefined, response };
  }

  it.each([
    ["a state that does not match the sign-in it started", "code=stolen-code&state=forged-state"],
    ["the provider's error without a state", "error=access_denied&error_description=Consent+refused"],
  ])("lands on /login with an error for %s, never on a JSON 404", async (_, query) => {
    const jar = new CookieJar();
    await send(jar, "/api/auth/sign-in/social", {
      method: "POST",
      headers: { origin: publicUrl, "content-type": "application/json" },
      body: JSON.stringify({ provider: STAFF_PROVIDER_ID, callbackURL: "/" }),
    });
    const { next, response } = await landing(jar, `/api/auth/callback/${STAFF_PROVIDER_ID}?${query}`);
    expect(response.status).toBe(302);
    expect(next?.origin).toBe(publicUrl);
    expect(next?.pathname).toBe("/login");
    expect(next?.searchParams.get("error")).toBeTruthy();
    expect(await sessionEmail(jar)).toBeNull();
  });
});

describe("accounts created by single sign-on", () => {
  const OAUTH_SOURCE = { method: "oauth", oauth: { providerId: STAFF_PROVIDER_ID } } as const;

  it("start as role user, or super_admin for ADMIN_EMAILS, with a profile", async () => {
    const { internalAdapter } = await testApp.auth.$context;
    const db = testApp.testDatabase.database.db;
    const newcomer = await internalAdapter.createUser(
      {
        email: "new.hire@example.com",
        name: "Nora Hire",
        emailVerified: true,
      },
      OAUTH_SOURCE,
    );
    const boss = await internalAdapter.createUser(
      {
        email: "Boss@Example.com",
        name: "Bo Ss",
        emailVerified: true,
      },
      OAUTH_SOURCE,
    );
    const unverifiedBoss = await internalAdapter.createUser(
      { email: "boss2@example.com", name: "Not Verified", emailVerified: false },
      OAUTH_SOURCE,
    );
    const roleOf = async (id: string) =>
      (await db.select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.role);
    expect(await roleOf(newcomer.id)).toEqual(["user"]);
    expect(await roleOf(boss.id)).toEqual(["super_admin"]);
    expect(await roleOf(unverifiedBoss.id)).toEqual(["user"]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, newcomer.id));
    expect(profile).toMatchObject({ email: "new.hire@example.com", fullName: "Nora Hire" });
  });

  it("never attach to a partner's user", async () => {
    const { internalAdapter } = await testApp.auth.$context;
    const db = testApp.testDatabase.database.db;
    const linked = await internalAdapter
      .linkAccount({ userId: partnerContact.id, providerId: STAFF_PROVIDER_ID, accountId: "entra-subject-1" })
      .catch(() => null);
    expect(linked).toBeFalsy();
    const links = await db
      .select()
      .from(account)
      .where(and(eq(account.userId, partnerContact.id), eq(account.providerId, STAFF_PROVIDER_ID)));
    expect(links).toHaveLength(0);
  });
});

describe("starting single sign-on", () => {
  it("lets an office of people behind one address start 60 sign-ins in a minute", async () => {
    const starts = await Promise.all(
      Array.from({ length: 60 }, () =>
        send(new CookieJar(), "/api/auth/sign-in/social", {
          method: "POST",
          headers: { origin: publicUrl, "content-type": "application/json" },
          body: JSON.stringify({ provider: STAFF_PROVIDER_ID, callbackURL: "/" }),
        }),
      ),
    );
    expect(starts.map((response) => response.status)).toEqual(starts.map(() => 200));
  });
});
