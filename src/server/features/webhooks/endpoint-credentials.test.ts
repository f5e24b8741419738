import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_URL_WITH_CREDENTIALS } from "#shared/contracts/webhooks";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

// docs/product/api-and-integrations.md#who-registers-endpoints: an address never carries a secret.

let testApp: TestApp;
let contact: TestBrowser;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.testDatabase.database.db;
  contact = await signedInAs(testApp, await createPartnerContact(db, await createPartner(db)));
});
afterAll(async () => {
  await testApp?.dispose();
});

describe("a webhook endpoint's address", () => {
  it("is refused with a user name or password in it, on registration and on a change, and nothing is stored", async () => {
    for (const url of [
      "https://user:pw@hooks.example/in",
      "https://token@hooks.example/in",
      "https://:pw@hooks.example/",
    ]) {
      const refused = await refusal(contact.client.webhooks.createMine({ url, events: ["deal.submitted"] }));
      expect(refused.status, url).toBe(400);
      expect((refused.data as { issues?: unknown[] } | undefined)?.issues?.[0], url).toMatchObject({
        path: ["url"],
        message: WEBHOOK_URL_WITH_CREDENTIALS,
      });
    }
    const { endpoint } = await contact.client.webhooks.createMine({
      url: "http://127.0.0.1:9/plain",
      events: ["deal.submitted"],
    });
    const changed = await refusal(
      contact.client.webhooks.updateMine({ id: endpoint.id, url: "https://user:pw@hooks.example/in" }),
    );
    expect(changed.status).toBe(400);
    expect((await contact.client.webhooks.listMine()).map((item) => item.url)).toEqual([
      "http://127.0.0.1:9/plain",
    ]);
  });
});
