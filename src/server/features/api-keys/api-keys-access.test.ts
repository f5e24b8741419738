import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { apiKeys } from "#server/db/schema/index";
import type { ApiKeyItem, CreatedApiKey } from "#shared/contracts/api-keys";
import {
  describeFeatureAccess,
  featureCase,
  NO_PARTNER_MESSAGE,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

const given = setUpFeatureAccessApp("manage_integrations");
const db = () => given.app.testDatabase.database.db;

const keyOfA = () =>
  given.browsers.partnerA.client.apiKeys.createPartner({ name: "A's CRM", expiresInDays: 30 });
const integrationKey = () =>
  given.browsers.permitted.client.apiKeys.createIntegration({
    name: "Warehouse",
    expiresInDays: null,
    permissions: ["manage_integrations"],
  });
const idsOf = (result: unknown) => (result as ApiKeyItem[]).map((key) => key.id);
const revokedAt = async (id: string) =>
  (await db().select().from(apiKeys).where(eq(apiKeys.id, id)))[0]?.revokedAt;

// A partner contact manages its own partner's keys; staff holding manage_integrations manage integration keys
// (docs/product/api-and-integrations.md#who-manages-keys).
describeFeatureAccess(given, "apiKeys", {
  listPartner: featureCase<CreatedApiKey>({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: keyOfA,
    call: (client) => client.apiKeys.listPartner(),
    verify: async (target, result, caller) => {
      expect(idsOf(result).includes(target.apiKey.id)).toBe(caller === "partnerA");
    },
  }),
  createPartner: featureCase<null>({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: async () => null,
    call: (client) => client.apiKeys.createPartner({ name: "Access check", expiresInDays: null }),
    verify: async (_target, result, caller) => {
      const { apiKey } = result as CreatedApiKey;
      const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
      expect(row?.partnerId).toBe(caller === "partnerA" ? given.partnerA.id : given.partnerB.id);
    },
  }),
  revokePartner: featureCase<CreatedApiKey>({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: keyOfA,
    call: (client, target) => client.apiKeys.revokePartner({ id: target.apiKey.id }),
    verify: async (target) => {
      expect(await revokedAt(target.apiKey.id)).toBeInstanceOf(Date);
    },
  }),
  listIntegrations: featureCase<CreatedApiKey>({
    allowed: ["permitted", "admin"],
    prepare: integrationKey,
    call: (client) => client.apiKeys.listIntegrations(),
    verify: async (target, result) => {
      expect(idsOf(result)).toContain(target.apiKey.id);
    },
  }),
  createIntegration: featureCase<null>({
    allowed: ["permitted", "admin"],
    prepare: async () => null,
    call: (client) =>
      client.apiKeys.createIntegration({
        name: "Access check",
        expiresInDays: 30,
        permissions: ["manage_integrations"],
      }),
    verify: async (_target, result) => {
      expect((result as CreatedApiKey).apiKey.permissions).toEqual(["manage_integrations"]);
    },
  }),
  revokeIntegration: featureCase<CreatedApiKey>({
    allowed: ["permitted", "admin"],
    prepare: integrationKey,
    call: (client, target) => client.apiKeys.revokeIntegration({ id: target.apiKey.id }),
    verify: async (target) => {
      expect(await revokedAt(target.apiKey.id)).toBeInstanceOf(Date);
    },
  }),
});
