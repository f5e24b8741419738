import { describe, expect, it } from "vitest";
import { SEARCH_TOTAL_CAP } from "#server/db/capped-total";
import { partnerDeals, partners } from "#server/db/schema/index";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

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

  it("matches %, _ and \\ in a search literally", async () => {
    const partner = await createPartner(db());
    const [half, under, slash] = await Promise.all(
      ["Half 50% Off Ltd", "Under_score Inc", "Back\\slash GmbH"].map((companyName) =>
        createDeal(db(), { partner, companyName }),
      ),
    );
    await Promise.all(
      ["Half 500 Offers Ltd", "Under-score Inc", "Back/slash GmbH"].map((companyName) =>
        createDeal(db(), { partner, companyName }),
      ),
    );
    const ids = async (search: string) =>
      (await given.asAdmin.client.deals.list({ partnerId: partner.id, search })).items.map((deal) => deal.id);
    expect(await ids("50% off")).toEqual([half?.id]);
    expect(await ids("r_s")).toEqual([under?.id]);
    expect(await ids("k\\s")).toEqual([slash?.id]);
  });

  it("finds deals of partners whose contact matches, also when more partners match than fit in a list", async () => {
    const many = await db()
      .insert(partners)
      .values(
        Array.from({ length: 201 }, (_, n) => ({
          companyName: `Numerous Partner ${n}`,
          contactName: `Pat Wombat ${n}`,
          contactEmail: `wombat.${n}@numerous.example`,
          businessType: "reseller" as const,
          status: "active" as const,
        })),
      )
      .returning();
    const deal = await createDeal(db(), { partner: many[120] });
    const list = await given.asAdmin.client.deals.list({ search: "PAT WOMBAT 120" });
    expect(list.items.map((found) => found.id)).toEqual([deal.id]);
    const all = await given.asAdmin.client.deals.list({ search: "wombat" });
    expect(all.items.map((found) => found.id)).toEqual([deal.id]);
    expect(all.total).toBe(1);
  });

  it("counts a search up to its cap, says there are more, and keeps the next page reachable", async () => {
    const partner = await createPartner(db());
    await db()
      .insert(partnerDeals)
      .values(
        Array.from({ length: SEARCH_TOTAL_CAP + 1 }, (_, n) => ({
          partnerId: partner.id,
          companyName: `Capybara Holdings ${n}`,
          contactPerson: "Cam Buyer",
          dealValue: "100.00",
          submittedAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
        })),
      );
    const list = (page: number) =>
      given.asAdmin.client.deals.list({ search: "capybara", page, pageSize: 20 });

    const first = await list(1);
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true, page: 1, pageSize: 20 });
    expect(first.items[0]?.companyName).toBe(`Capybara Holdings ${SEARCH_TOTAL_CAP}`);
    // The last page the capped total shows counts on to the end of the next one: now all of them, exactly.
    const last = await list(SEARCH_TOTAL_CAP / 20);
    expect(last).toMatchObject({ total: SEARCH_TOTAL_CAP + 1, totalCapped: false });
    expect(last.items.at(-1)?.companyName).toBe("Capybara Holdings 1");
    const beyond = await list(SEARCH_TOTAL_CAP / 20 + 1);
    expect(beyond.items.map((deal) => deal.companyName)).toEqual(["Capybara Holdings 0"]);
    // Past the end: no deals, still the total.
    expect(await list(200)).toMatchObject({ items: [], total: SEARCH_TOTAL_CAP + 1, totalCapped: false });
    // Without a search the same deals are few enough to count exactly.
    expect(await given.asAdmin.client.deals.list({ partnerId: partner.id })).toMatchObject({
      total: SEARCH_TOTAL_CAP + 1,
      totalCapped: false,
    });
  });

  it("saves and finds a deal with the longest names the form takes, in three-byte characters", async () => {
    // 200 different CJK characters (600 bytes in UTF-8) per name: the list's covering index holds each name
    // twice (as written and lower-cased) and must stay under btree's row limit.
    const longName = (seed: number) =>
      Array.from({ length: 200 }, (_, n) => String.fromCodePoint(0x4e00 + ((seed + n * 7919) % 20_000))).join(
        "",
      );
    const deal = await createDeal(db(), { companyName: longName(1), contactPerson: longName(2) });
    const list = await given.asAdmin.client.deals.list({ search: longName(1).slice(50, 60) });
    expect(list.items.map((found) => found.id)).toEqual([deal.id]);
  });

  it("refuses visitors (401) and staff without manage_partners (403)", async () => {
    expect((await refusal(testBrowser(given.app).client.deals.list({}))).status).toBe(401);
    expect((await refusal(given.asUser.client.deals.list({}))).status).toBe(403);
  });
});
