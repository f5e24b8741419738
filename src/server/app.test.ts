import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { createORPCClient } from "@orpc/client";
import { RPCLink } from "@orpc/client/fetch";
import type { RouterClient } from "@orpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOST_PAGES } from "#shared/host-pages";
import { createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { MAX_ADDRESS_LENGTH, MAX_HEADER_BYTES } from "./platform/http/request-guards";
import { fillCertificatePage } from "./platform/http/spa";
import type { AppRouter } from "./router";

let testApp: TestApp;
const request = (path: string, init?: RequestInit) => testApp.app.request(`http://localhost${path}`, init);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.dispose();
});

describe("health", () => {
  it("answers 200 while the database answers", async () => {
    const response = await request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database is gone", async () => {
    const broken = await createTestApp();
    try {
      await broken.testDatabase.database.close();
      const response = await broken.app.request("http://localhost/api/health");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", db: "error" });
    } finally {
      await broken.dispose();
    }
  });
});

/** The error a refused API call carries: oRPC's {code, status, message, data}, wrapped in `json` over /rpc. */
async function errorOf(path: string, response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  return (path.startsWith("/rpc/") ? body.json : body) as Record<string, unknown>;
}

describe("API routing", () => {
  it("answers unknown API and RPC paths with JSON 404", async () => {
    for (const path of ["/api/nothing-here", "/api/v1/nothing-here", "/rpc/nothing/here"]) {
      const response = await request(path, {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await errorOf(path, response)).toMatchObject({
        code: "NOT_FOUND",
        status: 404,
        message: /No (API|procedure)/,
      });
    }
  });

  it("refuses a body over the limit with 413, in the shape of every other API error", async () => {
    for (const path of ["/rpc/system/info", "/api/v1/applications/status"]) {
      const response = await request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ padding: "x".repeat(1024 * 1024 + 1) }),
      });
      expect(response.status, path).toBe(413);
      expect(await errorOf(path, response), path).toMatchObject({
        code: "PAYLOAD_TOO_LARGE",
        status: 413,
        message: /too large/,
      });
    }
  });

  it("serves the sample procedure over the typed RPC client", async () => {
    const client: RouterClient<AppRouter> = createORPCClient(
      new RPCLink({
        url: "http://localhost/rpc",
        fetch: async (input, init) => testApp.app.request(input, init),
      }),
    );
    const info = await client.system.info();
    expect(info.apiVersion).toBe("v1");
    expect(new Date(info.serverTime).getTime()).toBeGreaterThan(0);
  });

  it("answers HEAD on a REST route as GET, without the body", async () => {
    const get = await request("/api/v1/system/info");
    const head = await request("/api/v1/system/info", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(await head.text()).toBe("");
    expect((await request("/api/v1/nothing-here", { method: "HEAD" })).status).toBe(404);
  });

  it("says once that a JSON answer varies by Accept-Encoding, and compresses it when asked", async () => {
    for (const path of ["/api/v1/system/info", "/rpc/system/info"]) {
      const plain = await request(path);
      expect(plain.headers.get("vary"), path).toBe("Accept-Encoding");
      expect(plain.headers.get("content-encoding"), path).toBeNull();
      const gzipped = await request(path, { headers: { "accept-encoding": "gzip" } });
      expect(gzipped.headers.get("vary"), path).toBe("Accept-Encoding");
      expect(gzipped.headers.get("content-encoding"), path).toBe("gzip");
      const unzipped = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString("utf8");
      expect(unzipped, path).toContain('"name":"Partner Portal"');
    }
  });

  it("serves the same procedure as REST with an OpenAPI 3.1 document and a reference page", async () => {
    const rest = await request("/api/v1/system/info");
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ name: "Partner Portal", apiVersion: "v1" });

    const document = await (await request("/api/v1/openapi.json")).json();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.paths["/system/info"].get.summary).toBeTruthy();

    const docs = await request("/api/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("/api/docs/assets/swagger-ui-bundle.js");
    expect((await request("/api/docs/assets/swagger-ui-bundle.js")).status).toBe(200);
  });

  it("refuses mutating calls from foreign origins and bodies that are not JSON", async () => {
    const call = (headers: Record<string, string>) =>
      request("/rpc/partnerAuth/requestSetupEmail", {
        method: "POST",
        headers,
        body: JSON.stringify({ json: { email: "someone@example.com" } }),
      });
    const foreign = await call({ origin: "https://evil.example", "content-type": "application/json" });
    expect(foreign.status).toBe(403);
    expect(await errorOf("/rpc/", foreign)).toMatchObject({
      code: "FORBIDDEN",
      message: /portal's own pages/,
    });
    const cookieWithoutOrigin = await call({
      cookie: "portal.session_token=x",
      "content-type": "application/json",
    });
    expect(cookieWithoutOrigin.status).toBe(403);
    const plainText = await call({ origin: "http://localhost:3000", "content-type": "text/plain" });
    expect(plainText.status).toBe(415);
    expect(await errorOf("/rpc/", plainText)).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      status: 415,
      message: /application\/json/,
    });
    const restPlainText = await request("/api/v1/applications/status", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "text/plain" },
      body: "{}",
    });
    expect(await errorOf("/api/v1/", restPlainText)).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      status: 415,
    });
    const ours = await call({ origin: "http://partners.localhost:3000", "content-type": "application/json" });
    expect(ours.status).toBe(200);
  });

  it("takes a write without a body and without a Content-Type, as a client generated from the document sends it", async () => {
    const person = await signedInAs(testApp, await createUser(testApp.testDatabase.database.db));
    const headers = { origin: "http://localhost:3000", cookie: person.cookieHeader() };
    const bodyless = await request("/api/v1/notifications/read", { method: "POST", headers });
    expect(bodyless.status).toBe(200);
    const emptyBody = await request("/api/v1/notifications/read", {
      method: "POST",
      headers: { ...headers, "content-length": "0" },
    });
    expect(emptyBody.status).toBe(200);
    const untypedBody = await request("/api/v1/notifications/read", {
      method: "POST",
      headers: { ...headers, "content-length": "2" },
      body: new TextEncoder().encode("{}"),
    });
    expect(await errorOf("/api/v1/", untypedBody)).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      status: 415,
    });
  });

  it("keeps Better Auth's own e-mail sign-in and sign-up closed", async () => {
    for (const path of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/request-password-reset",
    ]) {
      const response = await request(path, {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "application/json" },
        body: JSON.stringify({ email: "partner@acme.example", password: "partner-demo" }),
      });
      expect(response.status, path).toBe(404);
    }
  });

  it("sends a request id with every response", async () => {
    const response = await request("/api/health");
    expect(response.headers.get("x-request-id")).toMatch(/.{8,}/);
  });
});

describe("long addresses", () => {
  it("answers an address over the limit with 431 in the error shape, through the server's own listener", async () => {
    const server = serve({
      fetch: testApp.app.fetch,
      port: 0,
      hostname: "127.0.0.1",
      serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
    });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status?: number; type?: string; body: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path }, (response) => {
            let body = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
              body += chunk;
            });
            response.on("end", () =>
              resolve({ status: response.statusCode, type: response.headers["content-type"], body }),
            );
          })
          .on("error", reject);
      });
    try {
      const search = "/api/v1/deals?search=";
      const atLimit = await get(`${search}${"a".repeat(MAX_ADDRESS_LENGTH - search.length)}`);
      expect(atLimit.status).toBe(401);
      const overLimit = await get(`${search}${"a".repeat(MAX_ADDRESS_LENGTH - search.length + 1)}`);
      expect(overLimit.status).toBe(431);
      // Past Node's default header limit (16 KiB), which answered an empty 431 before the app saw the request.
      const far = await get(`${search}${"a".repeat(40_000)}`);
      expect(far.status).toBe(431);
      expect(JSON.parse(far.body)).toEqual({
        defined: false,
        code: "REQUEST_HEADER_FIELDS_TOO_LARGE",
        status: 431,
        message: "The address is too long. The limit is 8,192 characters.",
      });
      const page = await get(`/deals/${"a".repeat(20_000)}`);
      expect(page).toMatchObject({
        status: 431,
        body: "The address is too long. The limit is 8,192 characters.",
      });
    } finally {
      server.close();
    }
  });
});

describe("security headers", () => {
  it("sets a strict policy on pages and API answers", async () => {
    for (const path of ["/", "/api/health", "/api/nothing"]) {
      const response = await request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBeTruthy();
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("adds HSTS in production", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      SESSION_SECRET: "a".repeat(40),
      PUBLIC_URL: "https://portal.example.com",
      OIDC_ISSUER: "https://login.example.com/tenant/v2.0",
      OIDC_CLIENT_ID: "portal",
      OIDC_CLIENT_SECRET: "secret",
      SMTP_URL: "smtp://mail.example.com:587",
      MAIL_FROM: "Partner Portal <partners@example.com>",
    });
    try {
      const response = await production.app.request("https://portal.example.com/api/health");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      expect((await production.app.request("https://portal.example.com/dev/mailbox")).status).toBe(404);
      const run = await production.app.request("https://portal.example.com/dev/programme-run", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ days: 3650 }),
      });
      expect(run.status).toBe(404);
      expect(
        (await production.app.request("https://portal.example.com/idp/.well-known/openid-configuration"))
          .status,
      ).toBe(404);
    } finally {
      await production.dispose();
    }
  });
});

describe("single-page app", () => {
  it("renders the internal title on other hosts and the partner title on partner hosts", async () => {
    const internal = await (await request("/", { headers: { host: "localhost:3000" } })).text();
    const partner = await (await request("/", { headers: { host: "partners.localhost:3000" } })).text();
    expect(internal).toContain(`<title>${HOST_PAGES.internal.title}</title>`);
    expect(partner).toContain(`<title>${HOST_PAGES.partner.title}</title>`);
    expect(partner).toContain('<meta name="portal-host-kind" content="partner" />');
    expect(HOST_PAGES.internal.title).not.toBe(HOST_PAGES.partner.title);
  });

  it("answers every app path with index.html, uncached", async () => {
    const response = await request("/customer-success/tickets");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain('<div id="root">');
  });

  it("sends a signed-out browser a public page's prerendered markup, and everyone else the bare app", async () => {
    const page = async (path: string, headers: Record<string, string> = {}) =>
      (await request(path, { headers: { host: "localhost:3000", ...headers } })).text();
    const prerendered = await page("/login");
    expect(prerendered).toContain('<div id="root"><h1>Welcome back</h1></div>');
    expect(prerendered).toContain(`<title>${HOST_PAGES.internal.title}</title>`);
    // A session cookie may hold a signed-in user, whom the signed-out markup would show the wrong page.
    expect(await page("/login", { cookie: "portal.session_token=abc.def" })).toContain(
      '<div id="root"></div>',
    );
    expect(await page("/login?error=access_denied")).toContain('<div id="root"></div>');
    // The partner host's pages are its own: it has no prerendered /login in this build.
    expect(await page("/login", { host: "partners.localhost:3000" })).toContain('<div id="root"></div>');
    // /verify/<code>: "not found" with the code for one no certificate has or that cannot be one (a certificate's
    // code gets it filled in: src/server/features/learning/verify-certificate.test.ts).
    const notFound = "<h1>Certificate not found</h1>";
    const unknown = await page(`/verify/${"a2".repeat(13)}`);
    expect(unknown).toContain(`${notFound}<p>Code: <span>${"a2".repeat(13)}</span></p>`);
    expect(unknown).toContain(`<meta name="certificate-not-found" content="${"A2".repeat(13)}" />`);
    const malformed = await page("/verify/%3Cnot%20a%20code%3E");
    expect(malformed).toContain(`${notFound}<p>Code: <span>&lt;not a code&gt;</span></p>`);
    expect(malformed).not.toContain("certificate-not-found");
    // Read as the app's router reads it, or the markup would not match the app's first render.
    expect(await page("/verify/a%2Fb%252F")).toContain("<span>a/b/</span>");
    expect(await page(`/verify/${"A".repeat(26)}/more`)).toContain('<div id="root"></div>');
    expect(await page("/verify/%E0%A4%A")).toContain('<div id="root"></div>');
    const list = await request("/.prerendered/pages.json");
    expect(list.headers.get("content-type")).toContain("text/html");
  });

  it("fills a certificate's page with its facts escaped, and its data safe inside the script", () => {
    const template = `<html><head></head><body><dd>CERTIFICATE-HOLDER-SLOT</dd><dd>CERTIFICATE-COURSE-SLOT</dd><dd>Feb 03, 1901</dd><dd>Mar 04, 1902</dd><dd>CERTIFICATE-CODE-SLOT</dd></body></html>`;
    const certificate = {
      valid: true as const,
      holderName: `<b>&"'$&</script>`,
      courseTitle: "Sales </script><!-- 101",
      completedAt: new Date("2026-03-05T23:30:00Z"),
      issuedAt: new Date("2026-03-06T00:30:00Z"),
      verificationCode: "A2".repeat(13),
    };
    const page = fillCertificatePage(template, certificate);
    expect(page).toContain(
      `<dd>&lt;b&gt;&amp;&quot;&#39;$&amp;&lt;/script&gt;</dd><dd>Sales &lt;/script&gt;&lt;!-- 101</dd><dd>Mar 05, 2026</dd><dd>Mar 06, 2026</dd><dd>${"A2".repeat(13)}</dd>`,
    );
    // One script, closed where it ends: no "<" of the data survives into it.
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const data = /<script type="application\/json" id="verified-certificate">(.*)<\/script>\n<\/head>/.exec(
      page,
    )?.[1];
    expect(data).not.toContain("<");
    expect(JSON.parse(data ?? "")).toEqual(JSON.parse(JSON.stringify(certificate)));
  });

  it("caches hashed assets for a year and 404s missing ones", async () => {
    const asset = await request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await request("/assets/missing-123.js")).status).toBe(404);
    expect((await request("/robots.txt")).headers.get("cache-control")).toBe("public, max-age=3600");
    const manifest = await request("/.vite/manifest.json");
    expect(manifest.headers.get("content-type")).toContain("text/html");
  });
});
