import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { customerSuccessSettings, partnerAuditLogs } from "#server/db/schema/index";
import { DEFAULT_CUSTOMER_SUCCESS_SETTINGS } from "#shared/contracts/customer-success-settings";
import { createCustomer } from "#tests/factories/customers";
import {
  describeFeatureAccess,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

const given = setUpFeatureAccessApp("manage_system");
const db = () => given.app.testDatabase.database.db;

const STAFF = ["staff", "permitted", "admin"] as const;

/** The defaults in force again, so each save changes the weights. */
const noSettings = async () => {
  await db().delete(customerSuccessSettings);
  return null;
};
const NEW_WEIGHTS = { ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS.healthWeights, csmRating: 30 };

// Every staff member reads the book's health and the settings; administrators (manage_system) save the settings;
// partners' contacts reach none of it (docs/product/customer-success.md#who-may-do-what).
describeFeatureAccess(given, "customerHealth", {
  stats: featureCase<null>({
    allowed: STAFF,
    prepare: async () => {
      await createCustomer(db(), { healthScore: 40, status: "at_risk" });
      return null;
    },
    call: (client) => client.customerHealth.stats(),
    verify: async (_target, result) => {
      expect((result as { atRisk: { value: number } }).atRisk.value).toBeGreaterThan(0);
    },
  }),
  dashboard: featureCase<null>({
    allowed: STAFF,
    prepare: async () => {
      await createCustomer(db(), { healthScore: 40, status: "at_risk" });
      return null;
    },
    call: (client) => client.customerHealth.dashboard(),
    verify: async (_target, result) => {
      expect((result as { bands: { red: number } }).bands.red).toBeGreaterThan(0);
    },
  }),
  settings: featureCase<null>({
    allowed: STAFF,
    prepare: noSettings,
    call: (client) => client.customerHealth.settings(),
    verify: async (_target, result) => {
      expect(result).toEqual({ ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS, updatedAt: null, updatedByName: null });
    },
  }),
  updateSettings: featureCase<null>({
    allowed: ["permitted", "admin"],
    prepare: noSettings,
    call: (client) =>
      client.customerHealth.updateSettings({
        ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS,
        healthWeights: NEW_WEIGHTS,
      }),
    verify: async (_target, result) => {
      expect((result as { healthWeights: unknown }).healthWeights).toEqual(NEW_WEIGHTS);
      const [row] = await db().select().from(customerSuccessSettings);
      expect(row?.healthWeights).toEqual(NEW_WEIGHTS);
      const entries = await db()
        .select({ subjectId: partnerAuditLogs.subjectId })
        .from(partnerAuditLogs)
        .where(eq(partnerAuditLogs.action, "customer_success_settings_updated"));
      expect(entries.length).toBeGreaterThan(0);
    },
  }),
});
