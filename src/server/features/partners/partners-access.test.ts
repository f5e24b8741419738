import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { partners } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import {
  describeFeatureAccess,
  featureCase,
  NO_PARTNER_MESSAGE,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

const given = setUpFeatureAccessApp("manage_partners");
const db = () => given.app.testDatabase.database.db;

const partnerRow = async (id: string) => (await db().select().from(partners).where(eq(partners.id, id)))[0];

// A partner's contact reads its own record; partner administrators (manage_partners) list, read, edit and
// suspend every partner (docs/product/partners.md#who-sees-what). Each case changes a partner of its own.
describeFeatureAccess(given, "partners", {
  mine: featureCase({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: async () => undefined,
    call: (client) => client.partners.mine(),
    verify: async (_target, result, caller) => {
      const own = caller === "partnerA" ? given.partnerA : given.partnerB;
      expect(result).toMatchObject({ id: own.id, companyName: own.companyName });
    },
  }),
  listActive: featureCase({
    allowed: ["permitted", "admin"],
    prepare: () => createPartner(db()),
    call: (client, target) => client.partners.listActive({ search: target.companyName }),
    verify: async (target, result) => {
      expect((result as { id: string }[]).map((option) => option.id)).toEqual([target.id]);
    },
  }),
  list: featureCase({
    allowed: ["permitted", "admin"],
    prepare: () => createPartner(db()),
    call: (client, target) => client.partners.list({ search: target.companyName }),
    verify: async (target, result) => {
      expect((result as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([target.id]);
    },
  }),
  get: featureCase({
    allowed: ["permitted", "admin"],
    prepare: () => createPartner(db()),
    call: (client, target) => client.partners.get({ id: target.id }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ partner: { id: target.id } });
    },
  }),
  setStatus: featureCase({
    allowed: ["permitted", "admin"],
    prepare: () => createPartner(db()),
    call: (client, target) => client.partners.setStatus({ id: target.id, status: "suspended" }),
    verify: async (target) => {
      expect((await partnerRow(target.id))?.status).toBe("suspended");
    },
  }),
  update: featureCase({
    allowed: ["permitted", "admin"],
    prepare: () => createPartner(db()),
    call: (client, target) =>
      client.partners.update({
        id: target.id,
        partner: {
          companyName: `${target.companyName} renamed`,
          contactName: target.contactName,
          contactEmail: target.contactEmail,
          businessType: target.businessType,
          tier: target.tier,
          commissionRate: 12.5,
        },
      }),
    verify: async (target) => {
      expect(await partnerRow(target.id)).toMatchObject({
        companyName: `${target.companyName} renamed`,
        commissionRate: "12.50",
      });
    },
  }),
});
