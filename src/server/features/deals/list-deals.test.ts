import { describe, expect, it } from "vitest";
import { createDeal } from "../../../../tests/factories/deals";
import { refusal } from "../../../../tests/support/refusal";
import { testBrowser } from "../../../../tests/support/rpc-client";
import { setUpDealsTestApp } from "./deals-test-setup";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

describe("listing deals", () => {
  it("shows a partner only its own deals, and staff every partner's with the duplicate flag", async () => {
    const own = await createDeal(db(), {
      partner: given.partnerA,
      companyName: "Soylent Corp",
      customerKey: "soylent",
    });
    const other = await createDeal(db(), {
      partner: given.partnerB,
      companyName: "Soylent, Inc.",
      customerKey: "soylent",
    });

    const mine = await given.asPartnerA.client.deals.list({});
    expect(mine.items.map((deal) => deal.id)).toContain(own.id);
    expect(mine.items.map((deal) => deal.id)).not.toContain(other.id);
    // Partners never learn that someone else registered the customer.
    expect(mine.items.find((deal) => deal.id === own.id)?.possibleDuplicate).toBe(false);
    // A partner's filter for another partner finds nothing of theirs.
    expect((await given.asPartnerA.client.deals.list({ partnerId: given.partnerB.id })).total).toBe(0);

    const all = await given.asAdmin.client.deals.list({ search: "soylent" });
    expect(all.items.map((deal) => deal.id).sort()).toEqual([own.id, other.id].sort());
    expect(all.items.every((deal) => deal.possibleDuplicate)).toBe(true);
  });

  it("filters by partner and status and searches customer, contact and partner names case-insensitively", async () => {
    const deal = await createDeal(db(), {
      partner: given.partnerB,
      companyName: "Vandelay Industries",
      contactPerson: "Art Vandelay",
      status: "in_review",
    });
    const ids = async (input: Parameters<typeof given.asAdmin.client.deals.list>[0]) =>
      (await given.asAdmin.client.deals.list(input)).items.map((found) => found.id);
    expect(await ids({ search: "VANDELAY IND" })).toEqual([deal.id]);
    expect(await ids({ search: "art vand" })).toEqual([deal.id]);
    expect(await ids({ search: given.partnerB.contactName.toUpperCase() })).toContain(deal.id);
    expect(await ids({ search: given.partnerB.companyName })).toContain(deal.id);
    expect(await ids({ search: "100%_" })).toEqual([]);
    expect(await ids({ partnerId: given.partnerB.id, status: "in_review" })).toContain(deal.id);
    expect(await ids({ partnerId: given.partnerA.id, status: "in_review" })).not.toContain(deal.id);
  });

  it("pages newest first with a total", async () => {
    const page1 = await given.asAdmin.client.deals.list({ pageSize: 2, page: 1 });
    const page2 = await given.asAdmin.client.deals.list({ pageSize: 2, page: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(3);
    const times = [...page1.items, ...page2.items].map((deal) => deal.submittedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("refuses visitors (401) and staff without manage_partners (403)", async () => {
    expect((await refusal(testBrowser(given.app).client.deals.list({}))).status).toBe(401);
    expect((await refusal(given.asUser.client.deals.list({}))).status).toBe(403);
  });
});
