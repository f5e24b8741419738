import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { securityHeaders } from "#server/platform/http/security-headers";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createSuperAdmin,
  createUser,
  type TestUser,
} from "#tests/factories/users";
import { CookieJar } from "#tests/support/browser/cookie-jar";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { createDevIdentityProvider } from "./dev-identity-provider";
import { createStaffDirectory } from "./staff-directory";

// The public URL deliberately differs from the address the test server listens on: every URL the provider
// hands out must use the public one. send() maps it back to the server.
const PUBLIC_URL = "http://portal.test";
const ISSUER = `${PUBLIC_URL}/idp`;
const CLIENT_ID = "portal";
const CLIENT_SECRET = "development-client-secret";
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/callback/work-account`;

let testDatabase: TestDatabase;
let server: ServerType;
let serverOrigin: string;
const logs: { msg: string; [key: string]: unknown }[] = [];
let superadmin: TestUser;
let admin: TestUser;
let viewer: TestUser;
let partnerContact: TestUser;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const { db } = testDatabase.database;
  superadmin = await createSuperAdmin(db);
  admin = await createAdmin(db);
  viewer = await createUser(db, { roles: ["viewer"] });
  partnerContact = await createPartnerContact(db, await createPartner(db), { password: "partner-pass-1" });
  const logger = pino({ level: "info" }, { write: (line: string) => logs.push(JSON.parse(line)) });
  const idp = createDevIdentityProvider({
    publicUrl: PUBLIC_URL,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [REDIRECT_URI],
    directory: createStaffDirectory(testDatabase.database.db),
    cookieSecret: "a-test-cookie-secret-of-enough-length",
    logger,
  });
  // The portal's own middleware around the handler, as in app.ts.
  const app = new Hono();
  app.use(securityHeaders({ production: false }));
  app.use(compress());
  app.all("/idp/*", idp.handler);
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  serverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await testDatabase?.dispose();
});

/** One request as a browser at PUBLIC_URL would make it, without following redirects. */
async function send(jar: CookieJar, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url, PUBLIC_URL);
  expect(target.origin).toBe(PUBLIC_URL);
  const headers = new Headers(init.headers);
  const cookie = jar.header(target);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(`${serverOrigin}${target.pathname}${target.search}`, {
    ...init,
    headers,
    redirect: "manual",
  });
  jar.store(response);
  return response;
}

const postForm = (jar: CookieJar, url: string | URL, fields: Record<string, string>) =>
  send(jar, url, { method: "POST", body: new URLSearchParams(fields) });

function location(response: Response): URL {
  const value = response.headers.get("location");
  if (!value) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(value, PUBLIC_URL);
}

interface AuthorizationRequest {
  verifier: string;
  state: string;
  nonce: string;
  /** The sign-in page the provider redirected to. */
  interactionUrl: URL;
}

async function startAuthorization(jar: CookieJar): Promise<AuthorizationRequest> {
  const verifier = randomBytes(32).toString("base64url");
  const state = randomBytes(8).toString("hex");
  const nonce = randomBytes(8).toString("hex");
  const url = new URL(`${ISSUER}/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: "code",
    scope: "openid email profile",
    redirect_uri: REDIRECT_URI,
    state,
    nonce,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const response = await send(jar, url);
  expect(response.status).toBe(303);
  const interactionUrl = location(response);
  expect(interactionUrl.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
  return { verifier, state, nonce, interactionUrl };
}

const signIn = (jar: CookieJar, { interactionUrl }: AuthorizationRequest, email: string, password: string) =>
  postForm(jar, `${interactionUrl.pathname}/login`, { email, password });

/** Follows the provider's redirects after a successful sign-in until it reaches the portal's callback. */
async function followToCallback(jar: CookieJar, signedIn: Response): Promise<URL> {
  let response = signedIn;
  for (let hop = 0; hop < 5; hop++) {
    if (response.status === 200) {
      // oidc-provider's auto-submitting form (after switching accounts it ends the previous session first).
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`unexpected page: ${html.slice(0, 200)}`);
      const fields = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
      response = await postForm(jar, action, fields);
      continue;
    }
    expect(response.status).toBe(303);
    const next = location(response);
    if (next.href.startsWith(REDIRECT_URI)) return next;
    response = await send(jar, next);
  }
  throw new Error("too many redirects");
}

async function redeem(code: string, verifier: string, clientAuth: "post" | "basic" = "post") {
  const fields: Record<string, string> = {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  };
  const headers: Record<string, string> = {};
  if (clientAuth === "post") Object.assign(fields, { client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
  else headers.authorization = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
  return send(new CookieJar(), `${ISSUER}/token`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

async function userinfo(accessToken: string) {
  const response = await send(new CookieJar(), `${ISSUER}/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

const jwtPayload = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString());

describe("start-up", () => {
  it("refuses to start in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      expect(() =>
        createDevIdentityProvider({
          publicUrl: PUBLIC_URL,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          redirectUris: [REDIRECT_URI],
          directory: createStaffDirectory(testDatabase.database.db),
          cookieSecret: "a-test-cookie-secret-of-enough-length",
          logger: pino({ level: "silent" }),
        }),
      ).toThrow(/NODE_ENV is production/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("discovery", () => {
  it("publishes the issuer and endpoints under the public URL", async () => {
    const response = await send(new CookieJar(), `${ISSUER}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = await response.json();
    expect(discovery).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: `${ISSUER}/token`,
      userinfo_endpoint: `${ISSUER}/me`,
      jwks_uri: `${ISSUER}/jwks`,
      end_session_endpoint: `${ISSUER}/session/end`,
      code_challenge_methods_supported: ["S256"],
      response_types_supported: ["code"],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(["client_secret_basic", "client_secret_post"]),
    );
  });

  it("publishes only the public half of its signing key", async () => {
    const { keys } = await (await send(new CookieJar(), `${ISSUER}/jwks`)).json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(keys[0]).not.toHaveProperty("d");
  });
});

describe("authorization code flow with PKCE", () => {
  it("signs a staff member in and hands the portal their claims", async () => {
    const jar = new CookieJar();
    const request = await startAuthorization(jar);

    const page = await send(jar, request.interactionUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    for (const staff of [superadmin, admin, viewer]) {
      expect(html).toContain(staff.email);
    }
    expect(html).not.toContain(partnerContact.email);
    // Every script is an external file: the Content-Security-Policy blocks inline ones.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/idp/assets/sign-in.js" defer>']);

    const wrong = await signIn(jar, request, superadmin.email, "not-the-password");
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("Invalid email or password.");
    expect(wrongHtml).toContain(`value="${superadmin.email}"`);

    const callback = await followToCallback(
      jar,
      await signIn(jar, request, `  ${superadmin.email.toUpperCase()} `, "staff-demo"),
    );
    expect(callback.searchParams.get("state")).toBe(request.state);
    expect(callback.searchParams.get("iss")).toBe(ISSUER);
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokenResponse = await redeem(code ?? "", request.verifier);
    expect(tokenResponse.status).toBe(200);
    const tokens = await tokenResponse.json();
    expect(tokens).toMatchObject({ token_type: "Bearer", scope: "openid email profile" });
    expect(jwtPayload(tokens.id_token)).toMatchObject({
      iss: ISSUER,
      aud: CLIENT_ID,
      sub: superadmin.id,
      nonce: request.nonce,
    });

    expect(await userinfo(tokens.access_token)).toEqual({
      sub: superadmin.id,
      email: superadmin.email,
      email_verified: true,
      name: superadmin.name,
      preferred_username: superadmin.email,
    });
  });

  it("asks again on the next sign-in, so a developer can switch demo accounts", async () => {
    const jar = new CookieJar();
    const first = await startAuthorization(jar);
    await followToCallback(jar, await signIn(jar, first, superadmin.email, "staff-demo"));

    const second = await startAuthorization(jar);
    const page = await send(jar, second.interactionUrl);
    expect(await page.text()).toContain("Development sign-in");
    const callback = await followToCallback(jar, await signIn(jar, second, admin.email, "staff-demo"));

    const tokenResponse = await redeem(callback.searchParams.get("code") ?? "", second.verifier, "basic");
    expect(tokenResponse.status).toBe(200);
    const { access_token } = await tokenResponse.json();
    expect(await userinfo(access_token)).toMatchObject({
      sub: admin.id,
      email: admin.email,
    });
  });

  it("refuses partners and unknown e-mails on the sign-in page", async () => {
    const jar = new CookieJar();
    const request = await startAuthorization(jar);
    for (const email of [partnerContact.email, "nobody@example.com"]) {
      const response = await signIn(jar, request, email, "staff-demo");
      expect(response.status).toBe(401);
      expect(await response.text()).toContain("Invalid email or password.");
    }
  });

  it("requires PKCE", async () => {
    const url = new URL(`${ISSUER}/auth`);
    url.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: "code",
      scope: "openid email profile",
      redirect_uri: REDIRECT_URI,
    }).toString();
    const redirect = location(await send(new CookieJar(), url));
    expect(redirect.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(redirect.searchParams.get("error")).toBe("invalid_request");
  });

  it("refuses a wrong client secret and logs why", async () => {
    const jar = new CookieJar();
    const request = await startAuthorization(jar);
    const callback = await followToCallback(jar, await signIn(jar, request, viewer.email, "staff-demo"));
    const response = await send(new CookieJar(), `${ISSUER}/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: callback.searchParams.get("code") ?? "",
        redirect_uri: REDIRECT_URI,
        code_verifier: request.verifier,
        client_id: CLIENT_ID,
        client_secret: "wrong",
      }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
    expect(logs).toContainEqual(
      expect.objectContaining({
        msg: "development identity provider refused a request",
        detail: "invalid secret provided",
      }),
    );
  });
});

describe("sign-in page", () => {
  it("serves the click-to-fill script as a file", async () => {
    const response = await send(new CookieJar(), "/idp/assets/sign-in.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain("data-email");
  });

  it("says the sign-in expired without the interaction cookie, as for a cross-site post", async () => {
    const jar = new CookieJar();
    const request = await startAuthorization(jar);
    const response = await signIn(new CookieJar(), request, superadmin.email, "staff-demo");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Sign-in expired");
  });
});
