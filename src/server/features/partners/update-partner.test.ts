import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerAuditLogs, partners, profiles, user } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { setUpPartnersTestApp } from "#tests/support/apps/partners-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpPartnersTestApp();
const db = () => given.app.testDatabase.database.db;

const editOf = (partner: typeof partners.$inferSelect) => ({
  companyName: partner.companyName,
  contactName: partner.contactName,
  contactEmail: partner.contactEmail,
  contactPhone: partner.contactPhone ?? "",
  website: partner.website ?? "",
  businessType: partner.businessType,
  partnerType: partner.partnerType ?? "",
  tier: partner.tier,
  commissionRate: Number(partner.commissionRate),
});

const partnerRow = async (id: string) =>
  (await db().select().from(partners).where(eq(partners.id, id)))[0] as typeof partners.$inferSelect;

describe("editing a partner", () => {
  it("saves the edit fields and audits only what changed, old and new", async () => {
    const partner = await createPartner(db(), { commissionRate: "10.00" });
    const { partner: saved } = await given.asAdmin.client.partners.update({
      id: partner.id,
      partner: {
        ...editOf(partner),
        companyName: "  Renamed Co  ",
        tier: "gold",
        commissionRate: 17.5,
        website: "https://renamed.example",
        partnerType: "Value-added reseller",
      },
    });
    expect(saved).toMatchObject({ companyName: "Renamed Co", tier: "gold", commissionRate: "17.50" });
    const row = await partnerRow(partner.id);
    expect(row).toMatchObject({
      companyName: "Renamed Co",
      tier: "gold",
      commissionRate: "17.50",
      website: "https://renamed.example",
      partnerType: "Value-added reseller",
      contactPhone: null,
    });
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.partnerId, partner.id));
    expect(entry).toMatchObject({ action: "partner_updated", actorUserId: given.adminId });
    expect(entry?.details).toEqual({
      company_name: "Renamed Co",
      changes: {
        company_name: { from: partner.companyName, to: "Renamed Co" },
        tier: { from: "bronze", to: "gold" },
        commission_rate: { from: "10.00", to: "17.50" },
        website: { from: null, to: "https://renamed.example" },
        partner_type: { from: null, to: "Value-added reseller" },
      },
    });
  });

  it("keeps a rate other than the tier's as the partner's own, and a tier's rate as following the tier", async () => {
    const partner = await createPartner(db(), { tier: "silver", commissionRate: "12.00" });
    const save = (tier: "silver" | "gold", commissionRate: number) =>
      given.asAdmin.client.partners.update({
        id: partner.id,
        partner: { ...editOf(partner), tier, commissionRate },
      });
    await save("silver", 11.5);
    expect(await partnerRow(partner.id)).toMatchObject({ commissionRate: "11.50", ownCommissionRate: true });
    await save("gold", 15);
    expect(await partnerRow(partner.id)).toMatchObject({ tier: "gold", ownCommissionRate: false });
    // A new tier with the rate as it was: the rate follows the tier.
    await save("silver", 15);
    expect(await partnerRow(partner.id)).toMatchObject({
      tier: "silver",
      commissionRate: "12.00",
      ownCommissionRate: false,
    });
  });

  it("writes nothing when nothing changed", async () => {
    const partner = await createPartner(db());
    await given.asAdmin.client.partners.update({ id: partner.id, partner: editOf(partner) });
    expect(
      await db().select().from(partnerAuditLogs).where(eq(partnerAuditLogs.partnerId, partner.id)),
    ).toHaveLength(0);
  });

  it.each([
    [{ commissionRate: 100.5 }, "commissionRate", "Commission rate must be between 0 and 100."],
    [{ commissionRate: -1 }, "commissionRate", "Commission rate must be between 0 and 100."],
    [{ commissionRate: "" }, "commissionRate", "Commission rate is required."],
    [{ commissionRate: 12.25 }, "commissionRate", "Commission rate can have at most one decimal, e.g. 12.5."],
    [{ companyName: "   " }, "companyName", "Company name is required."],
    [{ contactEmail: "not-an-address" }, "contactEmail", "Please enter a valid email address."],
    [
      { website: "ftp://files.example" },
      "website",
      "Website must be a full address, e.g. https://example.com.",
    ],
  ])("refuses %j with a message at its field, changing nothing", async (change, field, message) => {
    const partner = await createPartner(db());
    const refused = await refusal(
      given.asAdmin.client.partners.update({ id: partner.id, partner: { ...editOf(partner), ...change } }),
    );
    expect(refused.status).toBe(400);
    const issues = (refused.data as { issues: { path: string[]; message: string }[] }).issues;
    expect(issues).toContainEqual(expect.objectContaining({ path: ["partner", field], message }));
    expect(await partnerRow(partner.id)).toEqual(partner);
  });

  it("moves the contact's own account to a new e-mail, so the partner keeps its access", async () => {
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner, { password: "partner-pass" });
    const asPartner = await signedInAs(given.app, contact);
    await given.asAdmin.client.partners.update({
      id: partner.id,
      partner: { ...editOf(partner), contactEmail: "New.Address@Moved.example" },
    });
    expect((await partnerRow(partner.id)).contactEmail).toBe("new.address@moved.example");
    const [account] = await db().select().from(user).where(eq(user.id, contact.id));
    expect(account?.email).toBe("new.address@moved.example");
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, contact.id));
    expect(profile?.email).toBe("new.address@moved.example");
    // The signed-in contact still acts for its partner, now under the new address.
    expect((await asPartner.client.partners.mine()).id).toBe(partner.id);
  });

  it("renames the contact's own account with a new contact name, also when the e-mail moves with it", async () => {
    const partner = await createPartner(db(), { contactName: "Old Contact" });
    const contact = await createPartnerContact(db(), partner);
    await given.asAdmin.client.partners.update({
      id: partner.id,
      partner: { ...editOf(partner), contactName: "New Contact" },
    });
    const named = async () => ({
      user: (await db().select().from(user).where(eq(user.id, contact.id)))[0]?.name,
      profile: (await db().select().from(profiles).where(eq(profiles.userId, contact.id)))[0]?.fullName,
    });
    expect(await named()).toEqual({ user: "New Contact", profile: "New Contact" });
    await given.asAdmin.client.partners.update({
      id: partner.id,
      partner: {
        ...editOf(partner),
        contactName: "Moved Contact",
        contactEmail: "moved.contact@renamed.example",
      },
    });
    expect(await named()).toEqual({ user: "Moved Contact", profile: "Moved Contact" });
  });

  it("refuses an address another account or live partner uses, at its field, changing nothing", async () => {
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner);
    const staff = await createUser(db());
    const other = await createPartner(db());
    for (const taken of [staff.email, other.contactEmail.toUpperCase()]) {
      const refused = await refusal(
        given.asAdmin.client.partners.update({
          id: partner.id,
          partner: { ...editOf(partner), contactEmail: taken },
        }),
      );
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(
        "This email address is already used by another account or partner. Please choose a different contact email.",
      );
      expect(refused.data).toMatchObject({ field: "contactEmail" });
    }
    expect(await partnerRow(partner.id)).toEqual(partner);
    const [account] = await db().select().from(user).where(eq(user.id, contact.id));
    expect(account?.email).toBe(contact.email);
  });

  it("answers 404 for a partner that does not exist", async () => {
    const partner = await createPartner(db());
    const refused = await refusal(
      given.asAdmin.client.partners.update({
        id: "00000000-0000-4000-8000-000000000000",
        partner: editOf(partner),
      }),
    );
    expect(refused.status).toBe(404);
  });

  it("refuses partners and staff without manage_partners with 403, visitors with 401", async () => {
    const partner = await createPartner(db());
    const asPartner = await signedInAs(given.app, await createPartnerContact(db(), partner));
    const input = { id: partner.id, partner: { ...editOf(partner), commissionRate: 99 } };
    expect((await refusal(asPartner.client.partners.update(input))).status).toBe(403);
    expect((await refusal(given.asUser.client.partners.update(input))).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.partners.update(input))).status).toBe(401);
    expect((await partnerRow(partner.id)).commissionRate).toBe(partner.commissionRate);
  });
});
