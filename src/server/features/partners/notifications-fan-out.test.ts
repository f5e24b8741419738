import { describe, expect, it } from "vitest";
import type { PartnerStatus } from "#shared/enums";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact } from "#tests/factories/users";
import { failInsertsInto } from "#tests/support/apps/admin-test-app";
import { setUpPartnersTestApp } from "#tests/support/apps/partners-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { toldAbout } from "#tests/support/database/stored-notifications";

// docs/product/notifications.md#what-people-are-told
const given = setUpPartnersTestApp();
const db = () => given.app.testDatabase.database.db;

const setStatus = (id: string, status: PartnerStatus) =>
  given.asAdmin.client.partners.setStatus({ id, status });

describe("notifications of partners' status", () => {
  it("tells the other administrators, not the partner or other staff, that a partner was suspended and reactivated", async () => {
    const otherAdmin = await createAdmin(db());
    const partner = await createPartner(db(), { companyName: "Acme Corp" });
    const contact = await createPartnerContact(db(), partner);
    await setStatus(partner.id, "suspended");
    await setStatus(partner.id, "active");
    const told = await toldAbout(db(), partner.id);
    expect(told.filter((notice) => notice.userId === otherAdmin.id)).toEqual([
      { userId: otherAdmin.id, kind: "partner_suspended", message: "Acme Corp was suspended." },
      { userId: otherAdmin.id, kind: "partner_reactivated", message: "Acme Corp was reactivated." },
    ]);
    const toldIds = told.map((notice) => notice.userId);
    expect(toldIds).not.toContain(given.adminId);
    expect(toldIds).not.toContain(contact.id);
    // Only administrators: every one told is told exactly twice.
    expect(told).toHaveLength(2 * new Set(toldIds).size);
  });

  it("tells nobody of other changes, a change to the same status, or a rolled-back suspension", async () => {
    const pending = await createPartner(db(), { status: "pending" });
    await setStatus(pending.id, "active");
    await setStatus(pending.id, "active");
    await setStatus(pending.id, "rejected");
    expect(await toldAbout(db(), pending.id)).toEqual([]);

    const partner = await createPartner(db());
    const restore = await failInsertsInto(db(), "partner_audit_logs", "audit unavailable");
    try {
      expect((await refusal(setStatus(partner.id, "suspended"))).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await toldAbout(db(), partner.id)).toEqual([]);
  });
});
