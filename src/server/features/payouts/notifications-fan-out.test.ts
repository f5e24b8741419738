import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionPayouts } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createAdmin, createPartnerContact } from "#tests/factories/users";
import { failInsertsInto } from "#tests/support/apps/admin-test-app";
import { setUpPayoutsTestApp } from "#tests/support/apps/payouts-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { toldAbout } from "#tests/support/database/stored-notifications";

// docs/product/notifications.md#what-people-are-told
const { given, db } = setUpPayoutsTestApp();

const pay = (id: string) => given.asAdmin.client.payouts.markPaid({ id, reference: "TRX-2026-0042" });

async function payoutWithContact() {
  const partner = await createPartner(db());
  const contact = await createPartnerContact(db(), partner);
  const payout = await createPayout(db(), { partner, customer: "Globex", commissionAmount: "1200.00" });
  return { contact, payout };
}

describe("notifications of payouts", () => {
  it("tells the partner's contact alone that their payout was paid", async () => {
    const { contact, payout } = await payoutWithContact();
    const other = await payoutWithContact();
    const otherAdmin = await createAdmin(db());
    await pay(payout.id);
    expect(await toldAbout(db(), payout.id)).toEqual([
      {
        userId: contact.id,
        kind: "payout_paid",
        message: "Your commission payout of $1,200.00 for your deal for Globex was paid.",
      },
    ]);
    expect(await toldAbout(db(), other.payout.id)).toEqual([]);
    expect((await toldAbout(db(), payout.id)).map((notice) => notice.userId)).not.toContain(otherAdmin.id);
  });

  it("tells nobody when the payment is refused or rolled back", async () => {
    const { payout } = await payoutWithContact();
    const restore = await failInsertsInto(db(), "partner_audit_logs", "audit unavailable");
    try {
      expect((await refusal(pay(payout.id))).status).toBe(500);
    } finally {
      await restore();
    }
    const [row] = await db().select().from(commissionPayouts).where(eq(commissionPayouts.id, payout.id));
    expect(row?.status).toBe("pending");
    expect(await toldAbout(db(), payout.id)).toEqual([]);

    await pay(payout.id);
    expect((await refusal(pay(payout.id))).status).toBe(409);
    expect(await toldAbout(db(), payout.id)).toHaveLength(1);
  });

  it("tells the contact once when 10 requests pay the same payout at once", async () => {
    const { payout } = await payoutWithContact();
    await Promise.allSettled(Array.from({ length: 10 }, () => pay(payout.id)));
    expect(await toldAbout(db(), payout.id)).toHaveLength(1);
  });
});
