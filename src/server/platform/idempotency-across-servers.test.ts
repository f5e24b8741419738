import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerDeals } from "#server/db/schema/index";
import { API_KEY_REFUSALS } from "#shared/contracts/api-keys";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPartnerContact } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";

// Two app servers on one database, as behind a load balancer: what an API key's requests share lives in the
// database, so neither an Idempotency-Key (decision 0029) nor the key's rate limit (decision 0028) can be
// dodged by landing on the other server.

const PER_MINUTE = 6;
let serverA: TestApp;
let serverB: TestApp;
const db = () => serverA.testDatabase.database.db;

async function partnerKey(): Promise<{ partner: TestPartner; key: string }> {
  const partner = await createPartner(db());
  const contact = await createPartnerContact(db(), partner);
  const as = await signedInAs(serverA, contact);
  const { secret } = await as.client.apiKeys.createPartner({ name: "CRM sync", expiresInDays: 30 });
  return { partner, key: secret };
}

function call(
  server: TestApp,
  key: string,
  path: string,
  init: { body?: unknown; idempotencyKey?: string } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return server.app.request(`http://localhost/api/v1${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

beforeAll(async () => {
  const env = { API_KEY_REQUESTS_PER_MINUTE: String(PER_MINUTE) };
  serverA = await createTestApp(env);
  serverB = await createTestApp(env, { sameDatabaseAs: serverA });
});
afterAll(async () => {
  await serverB?.dispose();
  await serverA?.dispose();
});

describe("two app servers on one database", () => {
  it("hold an Idempotency-Key together: repeats spread over both run once", async () => {
    const { partner, key } = await partnerKey();
    const body = {
      form: "portal",
      deal: { companyName: "Balanced Load Ltd", contactPerson: "Lou Balancer", dealValue: "500" },
    };
    const first = await call(serverA, key, "/deals", { body, idempotencyKey: "spread" });
    expect(first.status).toBe(201);
    const onB = await call(serverB, key, "/deals", { body, idempotencyKey: "spread" });
    expect(onB.status).toBe(201);
    expect(onB.headers.get("idempotent-replayed")).toBe("true");
    expect(await onB.json()).toEqual(await first.json());

    const burstBody = { ...body, deal: { ...body.deal, companyName: "Both Servers Inc" } };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 === 0 ? serverA : serverB, key, "/deals", {
          body: burstBody,
          idempotencyKey: "burst",
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const deals = await db()
      .select({ id: partnerDeals.id })
      .from(partnerDeals)
      .where(and(eq(partnerDeals.partnerId, partner.id), eq(partnerDeals.companyName, "Both Servers Inc")));
    expect(deals).toHaveLength(1);
  });

  it("count a key's requests together: past the limit either server answers 429 with Retry-After", async () => {
    const { key } = await partnerKey();
    for (let index = 0; index < PER_MINUTE; index += 1) {
      const answer = await call(index % 2 === 0 ? serverA : serverB, key, "/deals");
      expect(answer.status, `request ${index + 1}`).toBe(200);
    }
    for (const server of [serverA, serverB]) {
      const over = await call(server, key, "/deals");
      expect(over.status).toBe(429);
      const wait = Number(over.headers.get("retry-after"));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(((await over.json()) as { message: string }).message).toBe(
        API_KEY_REFUSALS.tooManyRequests(wait),
      );
    }
  });
});
