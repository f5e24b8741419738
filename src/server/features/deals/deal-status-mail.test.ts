import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema/index";
import { createDeal } from "#tests/factories/deals";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const dealMails = () =>
  db()
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.template, "partner-deal-status"),
        eq(emailOutbox.toAddress, given.partnerA.contactEmail),
      ),
    );

describe("deal status mails", () => {
  it("tells the partner's contact when a deal is approved and won, with the commission, in the change", async () => {
    const deal = await createDeal(db(), {
      partner: given.partnerA,
      companyName: "Hooli",
      dealValue: "1234.57",
    });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "approved" });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_won" });
    const mails = await dealMails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your deal with Hooli is approved",
      "Deal won: Hooli",
    ]);
    expect(mails[1]?.text).toContain("You earn a commission of $154.32");
    expect(mails[1]?.text).toContain("Deal value: $1,234.57.");
  });

  it("mails nothing for marking in review, nor for a refused change", async () => {
    const before = (await dealMails()).length;
    const deal = await createDeal(db(), { partner: given.partnerA });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "in_review" });
    await refusal(given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_won" }));
    expect((await dealMails()).length).toBe(before);
  });

  it("tells the contact when a deal is lost", async () => {
    const deal = await createDeal(db(), {
      partner: given.partnerA,
      companyName: "Pied Piper",
      status: "in_review",
    });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_lost" });
    expect((await dealMails()).map((mail) => mail.subject)).toContain("Deal closed: Pied Piper");
  });
});
