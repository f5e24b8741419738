import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact, createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { MULTIPART_BOUNDARY, type Part, streamingBody } from "#tests/support/browser/streaming-body";

// An upload's caller is checked from its headers before a byte of its body is read: a visitor or someone
// without the procedure's access cannot make the server spool or store anything.
const MiB = 1024 * 1024;

let testApp: TestApp;
const cookies = {} as Record<"admin" | "partner" | "staff", string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.testDatabase.database.db;
  cookies.admin = (await signedInAs(testApp, await createAdmin(db))).cookieHeader();
  cookies.partner = (
    await signedInAs(testApp, await createPartnerContact(db, await createPartner(db)))
  ).cookieHeader();
  cookies.staff = (await signedInAs(testApp, await createUser(db))).cookieHeader();
});
afterAll(async () => {
  await testApp.dispose();
});

/** Bytes in every file under the data folder: the upload spool and stored files alike. */
function bytesWritten(): number {
  const root = testApp.config.dataDir;
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((entry) => statSync(path.join(root, entry)))
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + entry.size, 0);
}

const resourceParts = (size: number): Part[] => [
  { name: "resource[title]", value: "Partner deck" },
  { name: "resource[contentType]", value: "pdf" },
  { name: "file", filename: "deck.pdf", value: size },
];
const dealParts = (size: number): Part[] => [
  { name: "form", value: "portal" },
  { name: "deal[companyName]", value: "Gatecrash Inc" },
  { name: "deal[contactPerson]", value: "Gail Gate" },
  { name: "deal[dealValue]", value: "1000" },
  { name: "proposal", filename: "big.pdf", value: size },
];

async function upload(requestPath: string, parts: Part[], cookie?: string) {
  const { body, state } = streamingBody(parts);
  const response = await testApp.app.request(`http://localhost${requestPath}`, {
    method: "POST",
    body,
    headers: {
      origin: "http://localhost:3000",
      "content-type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      ...(cookie ? { cookie } : {}),
    },
    // @ts-expect-error Node's fetch needs it for a streamed request body; the DOM types do not know it.
    duplex: "half",
  });
  return { response, pulled: state.pulled };
}

async function messageOf(requestPath: string, response: Response): Promise<string> {
  const body = (await response.json()) as { message?: string; json?: { message?: string } };
  return (requestPath.startsWith("/rpc/") ? body.json?.message : body.message) ?? "";
}

describe("the upload gate", () => {
  const cases = [
    { who: "a visitor", path: "/api/v1/resources", parts: resourceParts, status: 401 },
    { who: "a visitor", path: "/rpc/resources/upload", parts: resourceParts, status: 401 },
    { who: "a partner", path: "/api/v1/resources", parts: resourceParts, status: 403, cookie: "partner" },
    {
      who: "staff without manage_partners",
      path: "/rpc/resources/upload",
      parts: resourceParts,
      status: 403,
      cookie: "staff",
    },
    { who: "a visitor", path: "/api/v1/deals", parts: dealParts, status: 401 },
    { who: "staff who is no partner", path: "/api/v1/deals", parts: dealParts, status: 403, cookie: "staff" },
  ] as const;

  for (const { who, path: requestPath, parts, status, ...rest } of cases) {
    it(`refuses ${who} a 50 MiB upload at ${requestPath} with ${status} before reading it`, async () => {
      const before = bytesWritten();
      const cookie = "cookie" in rest ? cookies[rest.cookie] : undefined;
      const { response, pulled } = await upload(requestPath, parts(50 * MiB), cookie);
      expect(response.status).toBe(status);
      expect(response.headers.get("connection")).toBe("close");
      expect(await messageOf(requestPath, response)).toMatch(
        status === 401 ? /Please sign in/ : /permission|No partner account/,
      );
      expect(pulled).toBeLessThan(MiB);
      expect(bytesWritten() - before).toBeLessThan(MiB);
    });
  }

  it("lets a caller with access through, and counts a signed-in caller's uploads before reading them", async () => {
    const accepted = await upload("/api/v1/resources", resourceParts(2 * MiB), cookies.admin);
    expect(accepted.response.status).toBe(201);
    // Each upload counts, stored or refused; the 60th fills the hour.
    for (let n = 1; n < 60; n++) {
      const { response } = await upload(
        "/api/v1/resources",
        [{ name: "resource[title]", value: "No file" }],
        cookies.admin,
      );
      expect(response.status).toBe(400);
    }
    const before = bytesWritten();
    const over = await upload("/api/v1/resources", resourceParts(50 * MiB), cookies.admin);
    expect(over.response.status).toBe(429);
    expect(Number(over.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await messageOf("/api/v1/resources", over.response)).toMatch(/Please try again in/);
    expect(over.pulled).toBeLessThan(MiB);
    expect(bytesWritten() - before).toBeLessThan(MiB);
    // Another caller's uploads are their own.
    const partner = await upload("/api/v1/deals", dealParts(MiB), cookies.partner);
    expect(partner.response.status).toBe(201);
  });

  it("answers a refused small body without closing, so a browser still sending reads the refusal", async () => {
    const { body } = streamingBody(dealParts(1000));
    const response = await testApp.app.request("http://localhost/api/v1/deals", {
      method: "POST",
      body: await new Response(body).arrayBuffer(),
      headers: {
        origin: "http://localhost:3000",
        "content-type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
        "content-length": "2000",
      },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("connection")).toBeNull();
  });
});

describe("asking the upload gate before sending (Upload-Check)", () => {
  const ask = (requestPath: string, cookie?: string) =>
    testApp.app.request(`http://localhost${requestPath}`, {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "multipart/form-data; boundary=upload-check",
        "upload-check": "1",
        ...(cookie ? { cookie } : {}),
      },
    });

  it("answers the refusal the upload would get", async () => {
    const visitor = await ask("/api/v1/deals");
    expect(visitor.status).toBe(401);
    expect(await messageOf("/api/v1/deals", visitor)).toMatch(/Please sign in/);
    const partner = await ask("/rpc/resources/upload", cookies.partner);
    expect(partner.status).toBe(403);
  });

  it("answers 204 to a caller it would let in, without running the procedure or counting an upload", async () => {
    const before = bytesWritten();
    // More questions than the hour's uploads: none of them counts.
    for (let n = 0; n < 61; n++) expect((await ask("/api/v1/deals", cookies.staff)).status).toBe(403);
    const partnerCookie = (
      await signedInAs(
        testApp,
        await createPartnerContact(
          testApp.testDatabase.database.db,
          await createPartner(testApp.testDatabase.database.db),
        ),
      )
    ).cookieHeader();
    for (let n = 0; n < 61; n++) expect((await ask("/api/v1/deals", partnerCookie)).status).toBe(204);
    expect(bytesWritten() - before).toBe(0);
    const { response } = await upload("/api/v1/deals", dealParts(1000), partnerCookie);
    expect(response.status).toBe(201);
  });
});
