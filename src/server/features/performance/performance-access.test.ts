import { expect } from "vitest";
import type { MyPerformance, PerformanceRanking } from "#shared/contracts/performance";
import { createDeal } from "#tests/factories/deals";
import {
  describeFeatureAccess,
  featureCase,
  NO_PARTNER_MESSAGE,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

const given = setUpFeatureAccessApp("manage_partners");
const db = () => given.app.testDatabase.database.db;

// A partner reads its own figures, and partner B never counts A's deal; whoever may see every partner's deals
// (manage_partners) reads the ranking (docs/product/deals.md#performance-tracking).
describeFeatureAccess(given, "performance", {
  mine: featureCase({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: () => createDeal(db(), { partner: given.partnerA, status: "closed_won" }),
    call: (client) => client.performance.mine({ period: "all" }),
    verify: async (_target, result, caller) => {
      const wins = (result as MyPerformance).byStatus.closed_won;
      if (caller === "partnerB") expect(wins).toBe(0);
      else expect(wins).toBeGreaterThan(0);
    },
  }),
  ranking: featureCase({
    allowed: ["permitted", "admin"],
    prepare: () => createDeal(db(), { partner: given.partnerA, status: "closed_won" }),
    call: (client) => client.performance.ranking({ period: "all", pageSize: 100 }),
    verify: async (_target, result) => {
      const row = (result as PerformanceRanking).items.find((item) => item.partnerId === given.partnerA.id);
      expect(row?.dealsWon).toBeGreaterThan(0);
    },
  }),
});
