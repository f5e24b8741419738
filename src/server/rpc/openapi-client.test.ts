import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { paths } from "#tests/api-client/portal-api";
import {
  PORTAL_API_TYPES_FILE,
  REGENERATE_COMMAND,
  renderPortalApiTypes,
} from "#tests/api-client/portal-api-types";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createPartnerContact } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";

// A client generated from the OpenAPI document, used as an integrator would (docs/product/api-and-integrations.md,
// decision 0031).

describe("the committed API types", () => {
  it("are what the current OpenAPI document generates", async () => {
    const committed = readFileSync(PORTAL_API_TYPES_FILE, "utf8");
    expect(committed === (await renderPortalApiTypes()), `stale: run ${REGENERATE_COMMAND}`).toBe(true);
  });
});

describe("a partner's CRM on the generated client", () => {
  let testApp: TestApp;
  let acme: TestPartner;
  let globex: TestPartner;
  let api: ReturnType<typeof createClient<paths>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.testDatabase.database.db;
    [acme, globex] = await Promise.all([createPartner(db), createPartner(db)]);
    const contact = await createPartnerContact(db, acme);
    const { secret } = await (await signedInAs(testApp, contact)).client.apiKeys.createPartner({
      name: "CRM sync",
      expiresInDays: 30,
    });
    api = createClient<paths>({
      baseUrl: "http://localhost/api/v1",
      headers: { Authorization: `Bearer ${secret}` },
      fetch: (request) => Promise.resolve(testApp.app.request(request)),
    });
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  it("submits a deal (once, however often it is retried), lists its deals and reads its payouts", async () => {
    const submit = {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: {
        form: "portal" as const,
        deal: { companyName: "Northwind Traders", contactPerson: "Lee Okafor", dealValue: "12500.00" },
      },
    };
    const submitted = await api.POST("/deals", submit);
    expect(submitted.response.status).toBe(201);
    const deal = submitted.data?.deal;
    expect(deal).toMatchObject({ partnerId: acme.id, companyName: "Northwind Traders", status: "submitted" });

    const retried = await api.POST("/deals", submit);
    expect(retried.response.status).toBe(201);
    expect(retried.response.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retried.data?.deal.id).toBe(deal?.id);

    const listed = await api.GET("/deals", { params: { query: { search: "Northwind" } } });
    expect(listed.error).toBeUndefined();
    expect(listed.data?.items.map((item) => item.id)).toEqual([deal?.id]);

    const payout = await createPayout(testApp.testDatabase.database.db, { partner: acme });
    await createPayout(testApp.testDatabase.database.db, { partner: globex });
    const payouts = await api.GET("/payouts", {});
    expect(payouts.error).toBeUndefined();
    expect(payouts.data?.items.map((item) => item.id)).toEqual([payout.id]);
  });

  it("is refused another partner's deal (404) and an administrator's operation (403)", async () => {
    const theirs = await createDeal(testApp.testDatabase.database.db, { partner: globex });
    const proposal = await api.GET("/deals/{id}/proposal", { params: { path: { id: theirs.id } } });
    expect(proposal.response.status).toBe(404);
    expect(proposal.error).toMatchObject({ code: "NOT_FOUND", status: 404 });

    const partners = await api.GET("/partners", {});
    expect(partners.response.status).toBe(403);
    expect(partners.error).toMatchObject({ code: "FORBIDDEN", status: 403 });

    const review = await api.POST("/deals/{id}/status", {
      params: { path: { id: theirs.id } },
      body: { status: "approved" },
    });
    expect(review.response.status).toBe(403);
  });
});
