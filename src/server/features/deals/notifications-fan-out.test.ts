import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { commissionPayouts, partnerDeals, user } from "#server/db/schema/index";
import type { ReviewDealStatus } from "#shared/deal-transitions";
import type { DealStatus } from "#shared/enums";
import { createDeal } from "#tests/factories/deals";
import type { TestPartner } from "#tests/factories/partners";
import { createAdmin, createUserWithPermission, type TestUser } from "#tests/factories/users";
import { failInsertsInto } from "#tests/support/apps/admin-test-app";
import { DEAL, setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { toldAbout, toldTo } from "#tests/support/database/stored-notifications";

// docs/product/notifications.md#what-people-are-told
const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

const people = {} as {
  admin: TestUser;
  asAdmin: TestBrowser;
  otherAdmin: TestUser;
  reviewer: TestUser;
  contactA: string;
  contactB: string;
};

async function contactOf(partner: TestPartner) {
  const [contact] = await db()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, partner.contactEmail.toLowerCase()));
  if (!contact) throw new Error("the partner's contact is missing");
  return contact.id;
}

beforeAll(async () => {
  people.admin = await createAdmin(db(), { name: "Ada Admin" });
  people.asAdmin = await signedInAs(given.app, people.admin);
  people.otherAdmin = await createAdmin(db());
  people.reviewer = await createUserWithPermission(db(), "manage_partners");
  people.contactA = await contactOf(given.partnerA);
  people.contactB = await contactOf(given.partnerB);
});

const move = (id: string, status: ReviewDealStatus) =>
  people.asAdmin.client.deals.changeStatus({ id, status });
const payoutsOf = (dealId: string) =>
  db().select().from(commissionPayouts).where(eq(commissionPayouts.dealId, dealId));
const dealOfA = (status: DealStatus) =>
  createDeal(db(), {
    partner: given.partnerA,
    companyName: "Globex Corporation",
    dealValue: "48000.00",
    status,
  });

describe("notifications of deals", () => {
  it("tells every administrator of a partner's new deal, naming the partner, customer and value", async () => {
    const { deal } = await given.asPartnerA.client.deals.submit({ form: "portal", deal: DEAL });
    const notice = {
      kind: "deal_submitted",
      message: `${given.partnerA.contactName} of ${given.partnerA.companyName} submitted a deal for Globex Corporation ($48,000.00).`,
      subjectId: deal.id,
    };
    expect(await toldTo(db(), people.admin.id, deal.id)).toEqual([notice]);
    expect(await toldTo(db(), people.otherAdmin.id, deal.id)).toEqual([notice]);
    for (const untold of [people.reviewer.id, people.contactA, people.contactB]) {
      expect(await toldTo(db(), untold, deal.id)).toEqual([]);
    }
  });

  it("names staff who submit on a partner's behalf, and does not tell them of their own deal", async () => {
    const { deal } = await people.asAdmin.client.deals.submit({
      form: "portal",
      partnerId: given.partnerB.id,
      deal: { ...DEAL, companyName: "Initech" },
    });
    expect(await toldTo(db(), people.otherAdmin.id, deal.id)).toEqual([
      {
        kind: "deal_submitted",
        message: `Ada Admin submitted a deal for Initech ($48,000.00) on behalf of ${given.partnerB.companyName}.`,
        subjectId: deal.id,
      },
    ]);
    expect(await toldTo(db(), people.admin.id, deal.id)).toEqual([]);
  });

  it("tells the partner's contact alone that their deal's status changed", async () => {
    const deal = await dealOfA("submitted");
    await move(deal.id, "approved");
    expect(await toldAbout(db(), deal.id)).toEqual([
      {
        userId: people.contactA,
        kind: "deal_status_changed",
        message: "Your deal for Globex Corporation is now Approved.",
      },
    ]);
  });

  it("tells the contact of a deal closed won and of its payout, named by the payout's id", async () => {
    const deal = await dealOfA("approved");
    await move(deal.id, "closed_won");
    expect(await toldTo(db(), people.contactA, deal.id)).toEqual([
      {
        kind: "deal_status_changed",
        message: "Your deal for Globex Corporation is now Closed Won.",
        subjectId: deal.id,
      },
    ]);
    const [payout] = await payoutsOf(deal.id);
    if (!payout) throw new Error("no payout was created");
    // 48,000 at partner A's 12.5%.
    expect(await toldAbout(db(), payout.id)).toEqual([
      {
        userId: people.contactA,
        kind: "payout_created",
        message: "A commission payout of $6,000.00 was created for your deal for Globex Corporation.",
      },
    ]);
  });

  it("tells nobody of a refused change, or of one rolled back after the notification was written", async () => {
    const refusedDeal = await dealOfA("submitted");
    expect((await refusal(move(refusedDeal.id, "closed_won"))).status).toBe(409);
    expect(await toldAbout(db(), refusedDeal.id)).toEqual([]);

    const deal = await dealOfA("approved");
    const restore = await failInsertsInto(db(), "partner_audit_logs", "audit unavailable");
    try {
      expect((await refusal(move(deal.id, "closed_won"))).status).toBe(500);
    } finally {
      await restore();
    }
    const [row] = await db().select().from(partnerDeals).where(eq(partnerDeals.id, deal.id));
    expect(row?.status).toBe("approved");
    expect(await toldAbout(db(), deal.id)).toEqual([]);
    expect(await toldTo(db(), people.contactA, deal.id)).toEqual([]);
  });

  it("tells the contact once when 10 requests close the same deal won at once", async () => {
    const deal = await dealOfA("approved");
    await Promise.allSettled(Array.from({ length: 10 }, () => move(deal.id, "closed_won")));
    expect((await toldAbout(db(), deal.id)).map((notice) => notice.kind)).toEqual(["deal_status_changed"]);
    const payouts = await payoutsOf(deal.id);
    expect(payouts).toHaveLength(1);
    expect(await toldAbout(db(), payouts[0]?.id as string)).toHaveLength(1);
  });
});
