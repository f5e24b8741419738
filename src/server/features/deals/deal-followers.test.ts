import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { commissionPayouts, emailOutbox, notifications } from "#server/db/schema/index";
import { createDeal } from "#tests/factories/deals";
import { createAdmin, createPartnerMember, type TestUser } from "#tests/factories/users";
import { setUpTeamTestApp } from "#tests/support/apps/team-test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

// docs/product/notifications.md#what-people-are-told: a deal's news goes to the partner's admins and to the member
// who registered it, never to their colleagues.

const team = setUpTeamTestApp();
let rep: TestUser;
let colleague: TestUser;
let asStaff: TestBrowser;

beforeAll(async () => {
  rep = await createPartnerMember(team.db(), team.partner, { name: "Riley Rep" });
  colleague = await createPartnerMember(team.db(), team.partner, { name: "Casey Colleague" });
  asStaff = await signedInAs(team.app, await createAdmin(team.db()));
});

const kindsToldTo = async (userId: string, subjectIds: string[]) =>
  (
    await team
      .db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.subjectId, subjectIds)))
  )
    .map((row) => row.kind)
    .sort();

const dealMailsTo = async (address: string, customer: string) =>
  (
    await team
      .db()
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "partner-deal-status"), eq(emailOutbox.toAddress, address)))
  ).filter((mail) => mail.subject.includes(customer));

describe("who follows a sales rep's deal", () => {
  it("tells the rep and the partner admins of its status, its payout and its payment, and mails them both", async () => {
    const deal = await createDeal(team.db(), {
      partner: team.partner,
      submittedBy: rep.id,
      companyName: "Followed Co",
    });
    await asStaff.client.deals.changeStatus({ id: deal.id, status: "approved" });
    await asStaff.client.deals.changeStatus({ id: deal.id, status: "closed_won" });
    const [payout] = await team
      .db()
      .select({ id: commissionPayouts.id })
      .from(commissionPayouts)
      .where(eq(commissionPayouts.dealId, deal.id));
    if (!payout) throw new Error("closing the deal won made no payout");
    await asStaff.client.payouts.markPaid({ id: payout.id, reference: "WIRE-1" });

    const expected = ["deal_status_changed", "deal_status_changed", "payout_created", "payout_paid"];
    const subjects = [deal.id, payout.id];
    expect(await kindsToldTo(rep.id, subjects)).toEqual(expected);
    expect(await kindsToldTo(team.contact.id, subjects)).toEqual(expected);
    expect(await kindsToldTo(colleague.id, subjects)).toEqual([]);

    const repMails = await dealMailsTo(rep.email, "Followed Co");
    expect(repMails.map((mail) => mail.subject)).toEqual([
      "Your deal with Followed Co is approved",
      "Deal won: Followed Co",
    ]);
    expect(repMails[0]?.text).toContain("Riley Rep");
    expect(await dealMailsTo(team.contact.email, "Followed Co")).toHaveLength(2);
    expect(await dealMailsTo(colleague.email, "Followed Co")).toEqual([]);
  });

  it("tells only the admins once the rep has left the partner", async () => {
    const deal = await createDeal(team.db(), {
      partner: team.partner,
      submittedBy: colleague.id,
      companyName: "Left Behind Inc",
    });
    await team.asContact.client.team.remove({ userId: colleague.id });
    await asStaff.client.deals.changeStatus({ id: deal.id, status: "approved" });
    expect(await kindsToldTo(colleague.id, [deal.id])).toEqual([]);
    expect(await kindsToldTo(team.contact.id, [deal.id])).toEqual(["deal_status_changed"]);
    expect(await dealMailsTo(colleague.email, "Left Behind Inc")).toEqual([]);
    expect(await dealMailsTo(team.contact.email, "Left Behind Inc")).toHaveLength(1);
  });
});
