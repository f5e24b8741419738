import { expect } from "vitest";
import { createCustomer } from "#tests/factories/customers";
import {
  describeFeatureAccess,
  type FeatureCaller,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

const given = setUpFeatureAccessApp("manage_partners");
const db = () => given.app.testDatabase.database.db;

const STAFF = ["staff", "permitted", "admin"] as const;

/** The modules whose figures each caller receives: partner figures need manage_partners, learning manage_courses. */
const MODULES: Partial<Record<FeatureCaller, string[]>> = {
  staff: ["customerSuccess"],
  permitted: ["customerSuccess", "partnerPortal"],
  admin: ["customerSuccess", "partnerPortal", "learning", "businessIntelligence"],
};

// The dashboard is staff's: a visitor is asked to sign in and partners' contacts are refused
// (docs/product/dashboard.md#who-sees-what).
describeFeatureAccess(given, "dashboard", {
  summary: featureCase<null>({
    allowed: STAFF,
    prepare: async () => {
      await createCustomer(db());
      return null;
    },
    call: (client) => client.dashboard.summary(),
    verify: async (_target, result, caller) => {
      expect(Object.keys(result as object)).toEqual(MODULES[caller]);
      expect(
        (result as { customerSuccess: { customers: number } }).customerSuccess.customers,
      ).toBeGreaterThan(0);
    },
  }),
  activity: featureCase<null>({
    allowed: STAFF,
    prepare: async () => {
      await createCustomer(db());
      return null;
    },
    call: (client) => client.dashboard.activity(),
    verify: async (_target, result) => {
      expect(Array.isArray((result as { items: unknown }).items)).toBe(true);
    },
  }),
});
