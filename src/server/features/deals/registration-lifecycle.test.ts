import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customerKey } from "#server/db/customer-key";
import { emailOutbox, notifications, partnerAuditLogs, partnerDeals } from "#server/db/schema/index";
import { DEFAULT_PROGRAMME_SETTINGS } from "#shared/contracts/programme-settings";
import { createDeal } from "#tests/factories/deals";
import { createPartnerMember } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const DAY = 24 * 60 * 60 * 1000;
const FORM = { companyName: "Initech", contactPerson: "Bill Lumbergh", dealValue: "30000.00" };

const rowOf = async (id: string) => {
  const [row] = await db().select().from(partnerDeals).where(eq(partnerDeals.id, id));
  if (!row) throw new Error("no such deal");
  return row;
};

let asRep: TestBrowser;
let asOtherRep: TestBrowser;
beforeAll(async () => {
  asRep = await signedInAs(given.app, await createPartnerMember(db(), given.partnerA));
  asOtherRep = await signedInAs(given.app, await createPartnerMember(db(), given.partnerA));
});

describe("the programme's terms at approval", () => {
  it("stamps the terms in force on the deal, which keeps them when the settings change", async () => {
    await given.asAdmin.client.programme.updateSettings({
      ...DEFAULT_PROGRAMME_SETTINGS,
      protectionDays: 60,
      expiryDays: 120,
    });
    const deal = await createDeal(db(), { partner: given.partnerA });
    const before = Date.now();
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "approved" });
    await given.asAdmin.client.programme.updateSettings(DEFAULT_PROGRAMME_SETTINGS);

    const { registration } = await given.asPartnerA.client.deals.get({ id: deal.id });
    expect(registration.terms).toMatchObject({ protectionDays: 60, expiryDays: 120 });
    const protection = registration.protectionEndsAt?.getTime() ?? 0;
    expect(protection - before).toBeGreaterThanOrEqual(60 * DAY - 1000);
    expect(protection - before).toBeLessThan(60 * DAY + 60_000);
    expect((registration.expiresAt?.getTime() ?? 0) - protection).toBeGreaterThan(60 * DAY - 1000);

    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "programme_settings_updated"));
    expect(entry?.details).toMatchObject({ changes: { protectionDays: { from: "90", to: "60" } } });
  });

  it("refuses settings that contradict themselves, and anyone without manage_programme", async () => {
    const bad = await refusal(
      given.asAdmin.client.programme.updateSettings({
        ...DEFAULT_PROGRAMME_SETTINGS,
        protectionDays: 100,
        expiryDays: 90,
      }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain(
      "The registration expiry must not be shorter than the protection period.",
    );
    for (const browser of [given.asUser, given.asPartnerA]) {
      const denied = await refusal(browser.client.programme.updateSettings(DEFAULT_PROGRAMME_SETTINGS));
      expect(denied.status).toBe(403);
    }
  });
});

describe("a deal returned with a question", () => {
  it("needs the question, then the partner answers, edits and resubmits; the history says who and why", async () => {
    const deal = await createDeal(db(), { partner: given.partnerA, ...FORM });
    const noQuestion = await refusal(
      given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "returned" }),
    );
    expect(noQuestion.status).toBe(400);
    expect(JSON.stringify(noQuestion.data)).toContain("Please write the question the partner should answer.");

    const question = "Which team at Initech signs the order?";
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "returned", note: question });
    const [mail] = await db()
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} = ${"A question about your deal with Initech"}`);
    expect(mail?.text).toContain(question);

    const answered = await given.asPartnerA.client.deals.resubmit({
      form: "portal",
      id: deal.id,
      answer: "Procurement, with Bill as sponsor.",
      deal: { ...FORM, dealValue: "32000.00" },
    });
    expect(answered.deal).toMatchObject({ status: "submitted", dealValue: "32000.00" });
    expect((await rowOf(deal.id)).reviewDueAt).toBeInstanceOf(Date);

    const again = await refusal(
      given.asPartnerA.client.deals.resubmit({ form: "portal", id: deal.id, answer: "Twice", deal: FORM }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe("Only a deal returned with a question can be resubmitted.");

    const { history } = await given.asPartnerA.client.deals.get({ id: deal.id });
    expect(history.slice(1).map(({ status, note }) => ({ status, note }))).toEqual([
      { status: "returned", note: question },
      { status: "submitted", note: "Procurement, with Bill as sponsor." },
    ]);
    expect(history[1]?.byName).toBeTruthy();
  });

  it("checks the fields by the rules of the form it comes from, as a registration", async () => {
    const deal = await createDeal(db(), { partner: given.partnerA, status: "returned" });
    const free = { ...FORM, dealValue: "0" };
    const portal = await refusal(
      given.asPartnerA.client.deals.resubmit({
        form: "portal",
        id: deal.id,
        answer: "Free pilot",
        deal: free,
      }),
    );
    expect(portal.status).toBe(400);
    expect(JSON.stringify(portal.data)).toContain("Deal value must be greater than 0");
    expect((await rowOf(deal.id)).status).toBe("returned");
    const dashboard = await given.asPartnerA.client.deals.resubmit({
      form: "dashboard",
      id: deal.id,
      answer: "Free pilot",
      deal: free,
    });
    expect(dashboard.deal).toMatchObject({ status: "submitted", dealValue: "0.00" });
  });

  it("is the partner's own: another partner's deal answers like a missing one", async () => {
    const deal = await createDeal(db(), { partner: given.partnerA, status: "returned" });
    const refused = await refusal(
      given.asPartnerB.client.deals.resubmit({ form: "portal", id: deal.id, answer: "Mine now", deal: FORM }),
    );
    expect(refused.status).toBe(404);
    expect((await rowOf(deal.id)).status).toBe("returned");
  });
});

describe("withdrawing a deal", () => {
  it("lets a sales rep withdraw their own deal, never a colleague's, and never a closed one", async () => {
    const mine = await asRep.client.deals.submit({ form: "portal", deal: FORM });
    const refused = await refusal(asOtherRep.client.deals.withdraw({ id: mine.deal.id, reason: "Not mine" }));
    expect(refused.status).toBe(404);

    const { deal } = await asRep.client.deals.withdraw({
      id: mine.deal.id,
      reason: "The customer chose to wait.",
    });
    expect(deal.status).toBe("withdrawn");
    const twice = await refusal(asRep.client.deals.withdraw({ id: mine.deal.id, reason: "Again" }));
    expect(twice.status).toBe(409);
    expect(twice.message).toBe("This deal is withdrawn and can no longer be withdrawn.");

    const won = await createDeal(db(), { partner: given.partnerA, status: "closed_won" });
    const closed = await refusal(given.asPartnerA.client.deals.withdraw({ id: won.id, reason: "Oops" }));
    expect(closed.status).toBe(409);
  });

  it("frees the customer at once: another partner's deal for it is no longer a possible duplicate", async () => {
    const customer = `Vandelay ${crypto.randomUUID()}`;
    const first = await createDeal(db(), {
      partner: given.partnerA,
      companyName: customer,
      customerKey: customerKey(customer),
    });
    const second = await createDeal(db(), {
      partner: given.partnerB,
      companyName: customer,
      customerKey: customerKey(customer),
    });
    expect((await given.asAdmin.client.deals.get({ id: second.id })).deal.possibleDuplicate).toBe(true);
    await given.asPartnerA.client.deals.withdraw({ id: first.id, reason: "Lost contact" });
    expect((await given.asAdmin.client.deals.get({ id: second.id })).deal.possibleDuplicate).toBe(false);
  });
});

describe("more time on an approved deal", () => {
  it("is asked by the partner with a reason, granted by a reviewer up to the terms' limit", async () => {
    const deal = await createDeal(db(), { partner: given.partnerA });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "approved" });
    const approved = await rowOf(deal.id);

    await given.asPartnerA.client.deals.requestExtension({ id: deal.id, reason: "Budget moves to Q3." });
    const pending = await refusal(
      given.asPartnerA.client.deals.requestExtension({ id: deal.id, reason: "Please" }),
    );
    expect(pending.status).toBe(409);
    const staffNotice = await db()
      .select()
      .from(notifications)
      .where(
        sql`${notifications.kind} = 'deal_extension_requested' and ${notifications.subjectId} = ${deal.id}`,
      );
    expect(staffNotice.length).toBeGreaterThan(0);

    const partnerDecides = await refusal(
      given.asPartnerA.client.deals.decideExtension({ id: deal.id, grant: true }),
    );
    expect(partnerDecides.status).toBe(403);
    await given.asAdmin.client.deals.decideExtension({ id: deal.id, grant: true });
    const extended = await rowOf(deal.id);
    expect((extended.expiresAt?.getTime() ?? 0) - (approved.expiresAt?.getTime() ?? 0)).toBe(30 * DAY);
    expect(extended).toMatchObject({ extensionsUsed: 1, extensionRequestedAt: null, remindedAt: null });
    // The reminder is due again its reminder days before the new expiry.
    expect((extended.expiresAt?.getTime() ?? 0) - (extended.remindAt?.getTime() ?? 0)).toBe(14 * DAY);

    // Protection that has ended is not revived: another partner may hold the customer since.
    const ended = new Date(Date.now() - DAY);
    await db()
      .update(partnerDeals)
      .set({
        protectionEndsAt: ended,
        extensionsUsed: 0,
        extensionRequestedAt: new Date(),
        extensionReason: "Late",
      })
      .where(eq(partnerDeals.id, deal.id));
    await given.asAdmin.client.deals.decideExtension({ id: deal.id, grant: true });
    expect((await rowOf(deal.id)).protectionEndsAt).toEqual(ended);

    const spent = await refusal(
      given.asPartnerA.client.deals.requestExtension({ id: deal.id, reason: "Once more" }),
    );
    expect(spent.status).toBe(409);
    expect(spent.message).toBe("This deal has had the extension its terms allow.");
  });
});
