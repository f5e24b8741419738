import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { commissionPayouts, notifications, partnerAuditLogs, partnerDeals } from "#server/db/schema/index";
import { DEFAULT_PROGRAMME_SETTINGS } from "#shared/contracts/programme-settings";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPartnerContact } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

// Co-selling (docs/product/programme.md#co-selling): under the co-selling policy a reviewer approving over a
// protected registration may pair the two deals with a commission split; the pair closes together, the value won
// split by the shares, one payout each.

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

let protector: TestPartner;
let coSeller: TestPartner;
let asProtector: TestBrowser;
let asCoSeller: TestBrowser;
let n = 0;

beforeAll(async () => {
  protector = await createPartner(db(), { commissionRate: "10.00", companyName: "Protecting Partner" });
  coSeller = await createPartner(db(), { commissionRate: "15.00", companyName: "Co-selling Partner" });
  asProtector = await signedInAs(given.app, await createPartnerContact(db(), protector));
  asCoSeller = await signedInAs(given.app, await createPartnerContact(db(), coSeller));
});

const setPolicy = (conflictPolicy: "first_approved" | "co_sell") =>
  given.asAdmin.client.programme.updateSettings({ ...DEFAULT_PROGRAMME_SETTINGS, conflictPolicy });

/** A customer protected by the protector's approved deal, and the co-seller's submitted deal for it. */
async function contested(values = { protectedValue: "100000.00", otherValue: "30000.00" }) {
  n += 1;
  const key = `co-sold customer ${n}`;
  const protectedDeal = await createDeal(db(), {
    partner: protector,
    companyName: `Co-sold Customer ${n}`,
    customerKey: key,
    dealValue: values.protectedValue,
    status: "approved",
    approvedAt: new Date(),
  });
  const deal = await createDeal(db(), {
    partner: coSeller,
    companyName: `Co-sold Customer ${n} Inc.`,
    customerKey: key,
    dealValue: values.otherValue,
  });
  return { protectedDeal, deal };
}

const rowOf = async (id: string) => {
  const [row] = await db().select().from(partnerDeals).where(eq(partnerDeals.id, id));
  if (!row) throw new Error("no such deal");
  return row;
};
const payoutOf = async (dealId: string) =>
  db().select().from(commissionPayouts).where(eq(commissionPayouts.dealId, dealId));
const approve = (id: string, extra: { coSellShare?: number; overrideProtection?: boolean } = {}) =>
  given.asAdmin.client.deals.changeStatus({ id, status: "approved", ...extra });

describe("the conflict policy", () => {
  it("refuses a commission split while first approved wins, and changes nothing", async () => {
    await setPolicy("first_approved");
    const { protectedDeal, deal } = await contested();
    const plain = await refusal(approve(deal.id));
    expect(plain.data).toMatchObject({ reason: "protected_customer" });
    const split = await refusal(approve(deal.id, { coSellShare: 40 }));
    expect(split.status).toBe(409);
    expect(split.data).toMatchObject({ reason: "co_sell_off" });
    expect(split.message).toBe("Co-selling is off: the programme's conflict policy is first approved wins.");
    expect((await rowOf(deal.id)).status).toBe("submitted");
    expect((await rowOf(protectedDeal.id)).coSellDealId).toBeNull();
  });

  it("is a programme setting, audited, that only manage_programme changes", async () => {
    await setPolicy("co_sell");
    const { settings } = await given.asAdmin.client.programme.settings();
    expect(settings.conflictPolicy).toBe("co_sell");
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.action} = 'programme_settings_updated' and ${partnerAuditLogs.details}->'changes' ? 'conflictPolicy'`,
      );
    expect(entry?.details).toMatchObject({
      changes: { conflictPolicy: { from: "first_approved", to: "co_sell" } },
    });
    const denied = await refusal(
      given.asUser.client.programme.updateSettings({
        ...DEFAULT_PROGRAMME_SETTINGS,
        conflictPolicy: "co_sell",
      }),
    );
    expect(denied.status).toBe(403);
  });
});

describe("approving as a co-sell", () => {
  it("offers the split, then pairs the two deals with shares adding to 100, audited and told", async () => {
    await setPolicy("co_sell");
    const { protectedDeal, deal } = await contested();
    const offered = await refusal(approve(deal.id));
    expect(offered.status).toBe(409);
    expect(offered.data).toMatchObject({ reason: "protected_customer_co_sell" });

    await approve(deal.id, { coSellShare: 40 });
    const [mine, theirs] = [await rowOf(deal.id), await rowOf(protectedDeal.id)];
    expect(mine).toMatchObject({ status: "approved", coSellDealId: protectedDeal.id, coSellShare: "40.00" });
    expect(theirs).toMatchObject({ status: "approved", coSellDealId: deal.id, coSellShare: "60.00" });

    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(sql`${partnerAuditLogs.subjectId} in (${deal.id}, ${protectedDeal.id})`);
    expect(audit.find((e) => e.action === "deal_status_changed")?.details).toMatchObject({
      co_sold_with_deal: protectedDeal.id,
      commission_share: 40,
    });
    expect(audit.find((e) => e.action === "deal_co_sold")?.details).toMatchObject({
      deal_id: protectedDeal.id,
      co_sold_with_deal: deal.id,
      commission_share: 60,
    });
    const told = await db().select().from(notifications).where(eq(notifications.subjectId, protectedDeal.id));
    expect(told.map((t) => t.message)).toContain(
      `Your deal for ${protectedDeal.companyName} is now co-sold with another partner: your share of its commission is 60%.`,
    );

    const staffView = await given.asAdmin.client.deals.get({ id: protectedDeal.id });
    expect(staffView.registration.coSell).toEqual({
      share: "60.00",
      dealId: deal.id,
      partnerCompanyName: "Co-selling Partner",
    });
    const partnerView = await asCoSeller.client.deals.get({ id: deal.id });
    expect(partnerView.registration.coSell).toEqual({
      share: "40.00",
      dealId: null,
      partnerCompanyName: null,
    });
    expect(partnerView.deal.coSellShare).toBe("40.00");
    const listed = await given.asAdmin.client.deals.list({ partnerId: protector.id, page: 1, pageSize: 100 });
    expect(listed.items.find((d) => d.id === protectedDeal.id)?.coSellShare).toBe("60.00");
  });

  it("refuses a split without a protected registration, a third partner, and a split with the wrong move", async () => {
    await setPolicy("co_sell");
    const free = await createDeal(db(), { partner: coSeller, customerKey: `nobody protects ${n}` });
    const none = await refusal(approve(free.id, { coSellShare: 50 }));
    expect(none.data).toMatchObject({ reason: "no_co_sell" });
    expect((await rowOf(free.id)).status).toBe("submitted");

    const { deal } = await contested();
    await approve(deal.id, { coSellShare: 50 });
    const third = await createDeal(db(), {
      partner: given.partnerA,
      customerKey: (await rowOf(deal.id)).customerKey,
    });
    const full = await refusal(approve(third.id, { coSellShare: 30 }));
    expect(full.data).toMatchObject({ reason: "co_sold_already" });
    await approve(third.id, { overrideProtection: true });
    expect(await rowOf(third.id)).toMatchObject({ status: "approved", coSellDealId: null });

    for (const bad of [
      { id: free.id, status: "closed_won" as const, coSellShare: 50 },
      { id: free.id, status: "approved" as const, coSellShare: 50, overrideProtection: true },
      { id: free.id, status: "approved" as const, coSellShare: 0 },
      { id: free.id, status: "approved" as const, coSellShare: 100 },
      { id: free.id, status: "approved" as const, coSellShare: 40.5 },
    ]) {
      const refused = await refusal(given.asAdmin.client.deals.changeStatus(bad));
      expect(refused.status).toBe(400);
    }
    expect((await rowOf(free.id)).status).toBe("submitted");
    const denied = await refusal(
      asCoSeller.client.deals.changeStatus({ id: free.id, status: "approved", coSellShare: 50 }),
    );
    expect(denied.status).toBe(403);
  });
});

describe("closing a co-sold pair", () => {
  it("closes both won, splits the value won by the shares and pays each partner its own rate on its share", async () => {
    await setPolicy("co_sell");
    const { protectedDeal, deal } = await contested({ protectedValue: "100000.01", otherValue: "30000.00" });
    await approve(deal.id, { coSellShare: 40 });
    const answer = await given.asAdmin.client.deals.changeStatus({
      id: protectedDeal.id,
      status: "closed_won",
    });

    const [theirs, mine] = [await rowOf(protectedDeal.id), await rowOf(deal.id)];
    expect(theirs).toMatchObject({ status: "closed_won", dealValue: "60000.01" });
    expect(mine).toMatchObject({ status: "closed_won", dealValue: "40000.00" });
    expect(mine.closedAt?.getTime()).toBe(theirs.closedAt?.getTime());
    const [theirPayout] = await payoutOf(protectedDeal.id);
    const [myPayout] = await payoutOf(deal.id);
    expect(theirPayout).toMatchObject({
      partnerId: protector.id,
      dealValue: "60000.01",
      commissionRate: "10.00",
      commissionShare: "60.00",
      commissionAmount: "6000.00",
    });
    expect(myPayout).toMatchObject({
      partnerId: coSeller.id,
      dealValue: "40000.00",
      commissionRate: "15.00",
      commissionShare: "40.00",
      commissionAmount: "6000.00",
    });
    expect(answer.commissionAmount).toBe("6000.00");
    const history = await asCoSeller.client.deals.get({ id: deal.id });
    expect(history.history.at(-1)).toMatchObject({
      status: "closed_won",
      note: "Closed with the deal it was co-sold with.",
    });
    expect(history.payout).toMatchObject({ commissionShare: "40.00", commissionAmount: "6000.00" });
    const performance = await asCoSeller.client.performance.mine({ period: "all" });
    expect(performance.wonValue).toBe("40000.00");
  });

  it("closes both lost at their own values", async () => {
    await setPolicy("co_sell");
    const { protectedDeal, deal } = await contested();
    await approve(deal.id, { coSellShare: 25 });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_lost" });
    expect(await rowOf(protectedDeal.id)).toMatchObject({ status: "closed_lost", dealValue: "100000.00" });
    expect(await rowOf(deal.id)).toMatchObject({ status: "closed_lost", dealValue: "30000.00" });
    expect(await payoutOf(protectedDeal.id)).toHaveLength(0);
  });

  it("lets the other deal close alone on its whole commission once one side is withdrawn", async () => {
    await setPolicy("co_sell");
    const { protectedDeal, deal } = await contested();
    await approve(deal.id, { coSellShare: 50 });
    await asCoSeller.client.deals.withdraw({ id: deal.id, reason: "The customer chose the other partner." });
    const stale = await given.asAdmin.client.deals.get({ id: protectedDeal.id });
    expect(stale.registration.coSell).toBeNull();
    expect(stale.deal.coSellShare).toBeNull();

    await given.asAdmin.client.deals.changeStatus({ id: protectedDeal.id, status: "closed_won" });
    expect(await rowOf(protectedDeal.id)).toMatchObject({
      status: "closed_won",
      dealValue: "100000.00",
      coSellDealId: null,
    });
    expect(await rowOf(deal.id)).toMatchObject({ status: "withdrawn", coSellDealId: null });
    const [payout] = await payoutOf(protectedDeal.id);
    expect(payout).toMatchObject({ commissionShare: "100.00", commissionAmount: "10000.00" });
  });

  it("closes once when reviewers close both sides at the same time", async () => {
    await setPolicy("co_sell");
    const { protectedDeal, deal } = await contested();
    await approve(deal.id, { coSellShare: 50 });
    const results = await Promise.allSettled([
      given.asAdmin.client.deals.changeStatus({ id: protectedDeal.id, status: "closed_won" }),
      given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_won" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect([...(await payoutOf(protectedDeal.id)), ...(await payoutOf(deal.id))]).toHaveLength(2);
    expect((await rowOf(deal.id)).dealValue).not.toBe("30000.00");
    const mine = await asProtector.client.deals.get({ id: protectedDeal.id });
    expect(mine.registration.coSell).toEqual({ share: "50.00", dealId: null, partnerCompanyName: null });
  });
});
