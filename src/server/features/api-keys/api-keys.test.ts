import { ORPCError } from "@orpc/client";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, partnerAuditLogs, partners, userPermissions } from "#server/db/schema/index";
import { API_KEY_REFUSALS } from "#shared/contracts/api-keys";
import { REFUSALS } from "#shared/grant-rules";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact, createUser, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

// docs/product/api-and-integrations.md, decision 0028.

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

/** A REST call as an integrator makes it: no cookie, no Origin, the key as a bearer token. */
async function rest(
  key: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = init.cookie;
  const response = await testApp.app.request(`http://localhost/api/v1${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function refusal(call: Promise<unknown>): Promise<ORPCError<string, unknown>> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ORPCError);
  return error as ORPCError<string, unknown>;
}

interface PartnerSide {
  partner: TestPartner;
  contact: TestUser;
  as: TestBrowser;
}

async function partnerSide(): Promise<PartnerSide> {
  const partner = await createPartner(db());
  const contact = await createPartnerContact(db(), partner);
  return { partner, contact, as: await signedInAs(testApp, contact) };
}

const newPartnerKey = async (side: PartnerSide, expiresInDays: number | null = 30) =>
  side.as.client.apiKeys.createPartner({ name: "CRM sync", expiresInDays });

beforeAll(async () => {
  testApp = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: "5" });
});
afterAll(async () => {
  await testApp.dispose();
});

describe("a partner's API key", () => {
  let acme: PartnerSide;
  let globex: PartnerSide;
  beforeAll(async () => {
    [acme, globex] = await Promise.all([partnerSide(), partnerSide()]);
  });

  it("is shown once at creation, stored only as a hash, listed by its prefix and audited", async () => {
    const created = await newPartnerKey(acme);
    expect(created.secret).toMatch(/^ppk_[0-9a-f]{12}_[0-9a-f]{64}$/);
    expect(created.secret.startsWith(created.apiKey.prefix)).toBe(true);
    expect(created.apiKey).toMatchObject({ name: "CRM sync", status: "active", permissions: [] });

    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    const secretPart = created.secret.split("_")[2] as string;
    expect(JSON.stringify(row)).not.toContain(secretPart);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await acme.as.client.apiKeys.listPartner();
    expect(listed.map((key) => key.id)).toContain(created.apiKey.id);
    expect(JSON.stringify(listed)).not.toContain(secretPart);
    expect(await globex.as.client.apiKeys.listPartner()).not.toContainEqual(
      expect.objectContaining({ id: created.apiKey.id }),
    );

    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        and(
          eq(partnerAuditLogs.action, "api_key_created"),
          eq(partnerAuditLogs.subjectId, created.apiKey.id),
        ),
      );
    expect(entry).toMatchObject({
      partnerId: acme.partner.id,
      actorUserId: acme.contact.id,
      subjectType: "api_key",
      details: { api_key_id: created.apiKey.id, kind: "partner", prefix: row?.prefix },
    });
    expect(JSON.stringify(entry)).not.toContain(secretPart);
  });

  it("lists only its own partner's deals and records when it was last used", async () => {
    const own = await createDeal(db(), { partner: acme.partner });
    const other = await createDeal(db(), { partner: globex.partner });
    const { secret, apiKey } = await newPartnerKey(acme);
    const answer = await rest(secret, "/deals?pageSize=100");
    expect(answer.status).toBe(200);
    const ids = (answer.body.items as { id: string }[]).map((deal) => deal.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("answers 404 for another partner's deal, as for a missing one", async () => {
    const other = await createDeal(db(), { partner: globex.partner });
    const { secret } = await newPartnerKey(acme);
    const answer = await rest(secret, `/deals/${other.id}/proposal`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("No such deal.");
  });

  it("answers 403 on an administrator's operation", async () => {
    const own = await createDeal(db(), { partner: acme.partner });
    const { secret } = await newPartnerKey(acme);
    const answer = await rest(secret, `/deals/${own.id}/status`, {
      method: "POST",
      body: { status: "approved" },
    });
    expect(answer.status).toBe(403);
  });

  it("submits a deal for its own partner", async () => {
    const { secret } = await newPartnerKey(acme);
    const answer = await rest(secret, "/deals", {
      method: "POST",
      body: {
        form: "portal",
        deal: { companyName: "Integrated Customer", contactPerson: "Ivy Import", dealValue: "1200.00" },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const listed = await acme.as.client.deals.list({ pageSize: 100 });
    expect(listed.items.map((deal) => deal.companyName)).toContain("Integrated Customer");
  });

  it("is refused on /rpc, even for a procedure keys may call over REST", async () => {
    const { secret } = await newPartnerKey(acme);
    const response = await testApp.app.request("http://localhost/rpc/deals/list", {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ json: {} }),
    });
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).toContain(API_KEY_REFUSALS.restOnly);
  });

  it("never reaches sign-in, password, profile or key management", async () => {
    const { secret } = await newPartnerKey(acme);
    const calls = [
      rest(secret, "/partner-auth/sign-in", {
        method: "POST",
        body: { email: acme.partner.contactEmail, password: "whatever-it-is" },
      }),
      rest(secret, "/me/password", {
        method: "POST",
        body: { currentPassword: "x", newPassword: "y", confirmPassword: "y" },
      }),
      rest(secret, "/me/profile-settings"),
      rest(secret, "/me/preferences"),
      rest(secret, "/api-keys/partner"),
      rest(secret, "/api-keys/partner", { method: "POST", body: { name: "Another", expiresInDays: null } }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(API_KEY_REFUSALS.notForThisOperation);
    }
    expect(await db().select().from(apiKeys).where(eq(apiKeys.name, "Another"))).toEqual([]);
  });

  it("is the caller on /api/v1 even beside a session cookie", async () => {
    const { secret } = await newPartnerKey(acme);
    const answer = await rest(secret, "/api-keys/partner", { cookie: acme.as.cookieHeader() });
    expect(answer.status).toBe(403);
  });

  it("answers 401 once revoked, and the revocation is audited once", async () => {
    const { secret, apiKey } = await newPartnerKey(acme);
    expect((await rest(secret, "/deals")).status).toBe(200);
    const revoked = await acme.as.client.apiKeys.revokePartner({ id: apiKey.id });
    expect(revoked.apiKey.status).toBe("revoked");
    await acme.as.client.apiKeys.revokePartner({ id: apiKey.id });
    const answer = await rest(secret, "/deals");
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(API_KEY_REFUSALS.revoked);
    const entries = await db()
      .select()
      .from(partnerAuditLogs)
      .where(and(eq(partnerAuditLogs.action, "api_key_revoked"), eq(partnerAuditLogs.subjectId, apiKey.id)));
    expect(entries).toHaveLength(1);
  });

  it("cannot be revoked by another partner", async () => {
    const { apiKey } = await newPartnerKey(acme);
    const error = await refusal(globex.as.client.apiKeys.revokePartner({ id: apiKey.id }));
    expect(error.status).toBe(404);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.revokedAt).toBeNull();
  });

  it("answers 401 once expired", async () => {
    const { secret, apiKey } = await newPartnerKey(acme, 1);
    await db()
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, apiKey.id));
    const answer = await rest(secret, "/deals");
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(API_KEY_REFUSALS.expired);
  });

  it("answers 401 for a key that was never made", async () => {
    const answer = await rest(`ppk_000000000000_${"0".repeat(64)}`, "/deals");
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(API_KEY_REFUSALS.invalid);
    expect((await rest("not-a-key", "/deals")).status).toBe(401);
  });

  it("stops working while its partner is suspended", async () => {
    const side = await partnerSide();
    const { secret } = await newPartnerKey(side);
    await db().update(partners).set({ status: "suspended" }).where(eq(partners.id, side.partner.id));
    const answer = await rest(secret, "/deals");
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(API_KEY_REFUSALS.partnerInactive);
  });

  it("has its own rate limit, over which it answers 429 with Retry-After", async () => {
    const { secret } = await newPartnerKey(acme);
    const other = await newPartnerKey(acme);
    for (let i = 0; i < 5; i++) expect((await rest(secret, "/payouts")).status).toBe(200);
    const over = await rest(secret, "/payouts");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.message).toMatch(/^This API key has made too many requests/);
    expect((await rest(other.secret, "/payouts")).status).toBe(200);
  });
});

describe("an integration's API key", () => {
  let integrator: TestUser;
  let asIntegrator: TestBrowser;
  beforeAll(async () => {
    integrator = await createUser(db(), { permissions: ["manage_integrations", "manage_partners"] });
    asIntegrator = await signedInAs(testApp, integrator);
  });

  it("acts with exactly its permissions: every partner's deals, but nothing it was not given", async () => {
    const deal = await createDeal(db());
    const { secret, apiKey } = await asIntegrator.client.apiKeys.createIntegration({
      name: "Finance sync",
      expiresInDays: 90,
      permissions: ["manage_partners"],
    });
    expect(apiKey.permissions).toEqual(["manage_partners"]);
    const deals = await rest(secret, "/deals?pageSize=100");
    expect(deals.status).toBe(200);
    expect((deals.body.items as { id: string }[]).map((item) => item.id)).toContain(deal.id);
    expect((await rest(secret, `/partners/${deal.partnerId}`)).status).toBe(200);

    const narrow = await asIntegrator.client.apiKeys.createIntegration({
      name: "Read nothing",
      expiresInDays: null,
      permissions: ["manage_integrations"],
    });
    expect((await rest(narrow.secret, "/deals")).status).toBe(403);
  });

  it("is refused an upload it may not make before the body is read", async () => {
    const { secret } = await asIntegrator.client.apiKeys.createIntegration({
      name: "Uploader",
      expiresInDays: 30,
      permissions: ["manage_partners"],
    });
    const form = new FormData();
    form.set("resource[title]", "Price list");
    form.set("file", new File(["x".repeat(1024)], "prices.pdf", { type: "application/pdf" }));
    const response = await testApp.app.request("http://localhost/api/v1/resources", {
      method: "POST",
      headers: { authorization: `Bearer ${secret}` },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      API_KEY_REFUSALS.notForThisOperation,
    );
    expect(response.headers.get("connection")).toBe("close");
  });

  it("is refused a permission its maker does not hold, and manage_users unless an admin makes it", async () => {
    const notHeld = await refusal(
      asIntegrator.client.apiKeys.createIntegration({
        name: "Too much",
        expiresInDays: 30,
        permissions: ["manage_partners", "export_data"],
      }),
    );
    expect(notHeld.status).toBe(403);
    expect(notHeld.message).toBe(REFUSALS.notHeld(["export_data"]));
    const access = await refusal(
      asIntegrator.client.apiKeys.createIntegration({
        name: "Users",
        expiresInDays: 30,
        permissions: ["manage_users"],
      }),
    );
    expect(access.message).toBe(REFUSALS.accessPermissions);
    expect(await db().select().from(apiKeys).where(eq(apiKeys.name, "Too much"))).toEqual([]);

    const asAdmin = await signedInAs(testApp, await createAdmin(db()));
    const made = await asAdmin.client.apiKeys.createIntegration({
      name: "Provisioning",
      expiresInDays: 30,
      permissions: ["manage_users"],
    });
    expect(made.apiKey.permissions).toEqual(["manage_users"]);
  });

  it("loses a permission its maker no longer holds", async () => {
    const maker = await createUser(db(), { permissions: ["manage_integrations", "manage_partners"] });
    const { secret } = await (await signedInAs(testApp, maker)).client.apiKeys.createIntegration({
      name: "Shrinks",
      expiresInDays: 30,
      permissions: ["manage_partners"],
    });
    expect((await rest(secret, "/partners")).status).toBe(200);
    await db().delete(userPermissions).where(eq(userPermissions.userId, maker.id));
    expect((await rest(secret, "/partners")).status).toBe(403);
  });

  it("is no person: never its maker's own enrollments, nor the catalogue once the maker lost every permission", async () => {
    const maker = await createUser(db(), { permissions: ["manage_integrations", "manage_partners"] });
    const { course } = await createCourse(db(), { title: "Maker's own course" });
    await createEnrollment(db(), maker.id, course.id);
    const { secret } = await (await signedInAs(testApp, maker)).client.apiKeys.createIntegration({
      name: "Not a learner",
      expiresInDays: 30,
      permissions: ["manage_partners"],
    });
    for (const path of ["/learning/enrollments", "/courses", `/courses/${course.id}`]) {
      const answer = await rest(secret, path);
      expect(answer.status, path).toBe(403);
      expect(answer.body.message, path).toBe(API_KEY_REFUSALS.notAPerson);
    }
    await db().delete(userPermissions).where(eq(userPermissions.userId, maker.id));
    expect((await rest(secret, "/courses")).status).toBe(403);
    expect((await rest(secret, "/partners")).status).toBe(403);
  });

  it("is listed to its maker and to admins, not to other integrators, who cannot revoke it", async () => {
    const { apiKey } = await asIntegrator.client.apiKeys.createIntegration({
      name: "Listed",
      expiresInDays: 30,
      permissions: ["manage_partners"],
    });
    const other = await signedInAs(testApp, await createUser(db(), { permissions: ["manage_integrations"] }));
    const asAdmin = await signedInAs(testApp, await createAdmin(db()));
    const idsOf = (items: { id: string }[]) => items.map((item) => item.id);
    expect(idsOf(await asIntegrator.client.apiKeys.listIntegrations())).toContain(apiKey.id);
    expect(idsOf(await asAdmin.client.apiKeys.listIntegrations())).toContain(apiKey.id);
    expect(idsOf(await other.client.apiKeys.listIntegrations())).not.toContain(apiKey.id);
    expect((await refusal(other.client.apiKeys.revokeIntegration({ id: apiKey.id }))).status).toBe(404);
    const revoked = await asAdmin.client.apiKeys.revokeIntegration({ id: apiKey.id });
    expect(revoked.apiKey.status).toBe("revoked");
  });

  it("cannot be made or listed without manage_integrations, nor by a partner", async () => {
    const plain = await signedInAs(testApp, await createUser(db(), { permissions: ["manage_partners"] }));
    expect((await refusal(plain.client.apiKeys.listIntegrations())).status).toBe(403);
    const partner = await partnerSide();
    expect((await refusal(partner.as.client.apiKeys.listIntegrations())).status).toBe(403);
    expect((await refusal(asIntegrator.client.apiKeys.listPartner())).status).toBe(403);
  });
});
