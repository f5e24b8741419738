import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { partnerDeals } from "#server/db/schema/index";
import { createDeal } from "#tests/factories/deals";
import {
  describeFeatureAccess,
  type FeatureCaller,
  featureCase,
  NO_PARTNER_MESSAGE,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";
import { DEAL } from "#tests/support/apps/deals-test-app";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

const given = setUpFeatureAccessApp("manage_partners");
const db = () => given.app.testDatabase.database.db;

const isPartner = (caller: FeatureCaller) => caller === "partnerA" || caller === "partnerB";
const dealOfA = () => createDeal(db(), { partner: given.partnerA });
/** A customer of its own each time: the same deal again, awaiting review, would be refused. */
const customer = () => `Access ${crypto.randomUUID()}`;

// Partners submit and read their own deals; partner administrators (manage_partners) read, review and export
// every partner's; another partner's deal does not exist for a partner (docs/product/deals.md#who-may-do-what).
describeFeatureAccess(given, "deals", {
  submit: featureCase({
    allowed: ["partnerA", "partnerB", "permitted", "admin"],
    prepare: async () => ({ companyName: customer() }),
    call: (client, target, caller) =>
      client.deals.submit({
        form: "portal",
        ...(isPartner(caller) ? {} : { partnerId: given.partnerA.id }),
        deal: { ...DEAL, companyName: target.companyName },
      }),
    verify: async (target) => {
      const rows = await db()
        .select()
        .from(partnerDeals)
        .where(eq(partnerDeals.companyName, target.companyName));
      expect(rows).toHaveLength(1);
    },
  }),
  list: featureCase({
    allowed: ["partnerA", "partnerB", "permitted", "admin"],
    prepare: dealOfA,
    call: (client, target) => client.deals.list({ search: target.companyName }),
    verify: async (target, result, caller) => {
      const ids = (result as { items: { id: string }[] }).items.map((item) => item.id);
      expect(ids).toEqual(caller === "partnerB" ? [] : [target.id]);
    },
  }),
  get: featureCase({
    allowed: ["partnerA", "permitted", "admin"],
    notFound: ["partnerB"],
    prepare: dealOfA,
    call: (client, target) => client.deals.get({ id: target.id }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ deal: { id: target.id } });
    },
  }),
  downloadProposal: featureCase({
    allowed: ["partnerA", "permitted", "admin"],
    notFound: ["partnerB"],
    prepare: async () =>
      (
        await given.browsers.partnerA.client.deals.submit({
          form: "portal",
          deal: { ...DEAL, companyName: customer() },
          proposal: sampleFile(SAMPLE_PDF, "proposal.pdf", "application/pdf"),
        })
      ).deal,
    call: (client, target) => client.deals.downloadProposal({ id: target.id }),
    verify: async (_target, result) => {
      expect(new Uint8Array(await (result as File).arrayBuffer())).toEqual(SAMPLE_PDF);
    },
  }),
  stats: featureCase({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: dealOfA,
    call: (client) => client.deals.stats(),
    verify: async (_target, result) => {
      expect(result).toMatchObject({ totalDeals: expect.any(Number) });
    },
  }),
  export: featureCase({
    allowed: ["permitted", "admin"],
    prepare: dealOfA,
    call: (client, target) =>
      client.deals.export({ partnerId: given.partnerA.id, search: target.companyName }),
    verify: async (target, result) => {
      expect(await (result as File).text()).toContain(target.id);
    },
  }),
  conflicts: featureCase({
    allowed: ["permitted", "admin"],
    prepare: dealOfA,
    call: (client, target) => client.deals.conflicts({ id: target.id }),
    verify: async (target, result) => {
      expect((result as { deal: { id: string } }).deal.id).toBe(target.id);
    },
  }),
  changeStatus: featureCase({
    allowed: ["permitted", "admin"],
    prepare: dealOfA,
    call: (client, target) => client.deals.changeStatus({ id: target.id, status: "in_review" }),
    verify: async (target) => {
      const [row] = await db().select().from(partnerDeals).where(eq(partnerDeals.id, target.id));
      expect(row?.status).toBe("in_review");
    },
  }),
});
