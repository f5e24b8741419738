import { type AnyRouter, isProcedure } from "@orpc/server";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "../../../tests/support/rpc-client";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { user } from "../db/schema";
import { seedDemoData } from "../db/seed";
import { router } from "../router";

// Whatever a caller sends, the answer is a 2xx or a 4xx: never a 5xx.
function procedurePaths(node: AnyRouter, path: string[] = []): string[][] {
  if (isProcedure(node)) return [path];
  return Object.entries(node).flatMap(([key, child]) => procedurePaths(child as AnyRouter, [...path, key]));
}

let testApp: TestApp;
let adminCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.testDatabase.database.db);
  const [admin] = await testApp.testDatabase.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "superadmin@example.com"));
  adminCookie = await sessionCookieFor(testApp.auth, admin?.id as string);
});
afterAll(async () => {
  await testApp.dispose();
});

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      email: fc.oneof(fc.string(), fc.emailAddress(), fc.constant("partner@acme.example")),
      password: fc.string(),
      token: fc.string(),
      id: fc.oneof(fc.uuid(), fc.string()),
      page: fc.oneof(fc.integer(), fc.string()),
      pageSize: fc.oneof(fc.integer(), fc.constant(20)),
      status: fc.string(),
      decision: fc.oneof(fc.constantFrom("approve", "reject"), fc.string()),
      index: fc.integer(),
    },
    { requiredKeys: [] },
  ),
);

describe.each(procedurePaths(router).map((path) => [path.join("."), path] as const))("%s", (_name, path) => {
  it("answers generated input with 2xx or 4xx, signed in or not", async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, fc.boolean(), async (input, signedIn) => {
        const headers: Record<string, string> = {
          "content-type": "application/json",
          origin: "http://localhost:3000",
        };
        if (signedIn) headers.cookie = adminCookie;
        const response = await testApp.app.request(`http://localhost/rpc/${path.join("/")}`, {
          method: "POST",
          headers,
          body: JSON.stringify({ json: input }),
        });
        expect(response.status, JSON.stringify(input)).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });
});

describe("malformed requests", () => {
  it.each([
    ["/rpc/partnerAuth/signIn", "{"],
    ["/rpc/partnerAuth/signIn", "null"],
    ["/api/v1/partner-auth/sign-in", "[1,2"],
    ["/api/v1/applications/status", '{"email":{"$gt":""}}'],
  ])("%s with %s answers 400", async (path, body) => {
    const response = await testApp.app.request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body,
    });
    expect(response.status).toBe(400);
  });
});
