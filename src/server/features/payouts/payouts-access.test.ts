import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { commissionPayouts } from "#server/db/schema/index";
import { createPayout } from "#tests/factories/payouts";
import {
  describeFeatureAccess,
  featureCase,
  NO_PARTNER_MESSAGE,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

const given = setUpFeatureAccessApp("manage_partners");
const db = () => given.app.testDatabase.database.db;

const payoutOfA = () => createPayout(db(), { partner: given.partnerA });

// Partners read their own payouts and commission; partner administrators (manage_partners) read every
// partner's, pay and export (docs/product/deals.md#commission-and-payouts).
describeFeatureAccess(given, "payouts", {
  list: featureCase({
    allowed: ["partnerA", "partnerB", "permitted", "admin"],
    prepare: payoutOfA,
    call: (client) => client.payouts.list({ pageSize: 100 }),
    verify: async (target, result, caller) => {
      const ids = (result as { items: { id: string }[] }).items.map((item) => item.id);
      expect(ids.includes(target.id)).toBe(caller !== "partnerB");
    },
  }),
  summary: featureCase({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: payoutOfA,
    call: (client) => client.payouts.summary(),
    verify: async (_target, result) => {
      expect(result).toMatchObject({ total: expect.any(String), paid: expect.any(String) });
    },
  }),
  markPaid: featureCase({
    allowed: ["permitted", "admin"],
    prepare: payoutOfA,
    call: (client, target) => client.payouts.markPaid({ id: target.id, reference: "Access check" }),
    verify: async (target) => {
      const [row] = await db().select().from(commissionPayouts).where(eq(commissionPayouts.id, target.id));
      expect(row).toMatchObject({ status: "paid", paymentReference: "Access check" });
    },
  }),
  exportUnpaid: featureCase({
    allowed: ["permitted", "admin"],
    prepare: payoutOfA,
    call: (client) => client.payouts.exportUnpaid({ partnerId: given.partnerA.id }),
    verify: async (_target, result) => {
      expect(await (result as Blob).text()).toContain(given.partnerA.companyName);
    },
  }),
});
