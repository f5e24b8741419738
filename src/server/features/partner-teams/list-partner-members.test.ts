import { beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createPartnerMember,
  createUserWithPermission,
  type TestUser,
} from "#tests/factories/users";
import { setUpTeamTestApp } from "#tests/support/apps/team-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

// docs/product/partner-teams.md#the-team-page

const team = setUpTeamTestApp();
let rep: TestUser;

beforeAll(async () => {
  rep = await createPartnerMember(team.db(), team.partner, { name: "Rory Rep", password: "rep-pass-1" });
});

describe("a partner's team", () => {
  it("lists the members in the order they joined, marks the contact, and shows each one's last sign-in", async () => {
    const { app, asContact, contact } = team;
    const before = await asContact.client.team.mine({});
    expect(before).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(before.items.map(({ name, role, isContact }) => ({ name, role, isContact }))).toEqual([
      { name: "Alma Owner", role: "partner_admin", isContact: true },
      { name: "Rory Rep", role: "sales_rep", isContact: false },
    ]);
    expect(before.items.every((member) => member.lastSignedInAt === null)).toBe(true);

    const signingIn = Date.now();
    await testBrowser(app).client.partnerAuth.signIn({ email: rep.email, password: "rep-pass-1" });
    const after = await asContact.client.team.mine({});
    const repRow = after.items.find((member) => member.userId === rep.id);
    expect(repRow?.lastSignedInAt?.getTime()).toBeGreaterThanOrEqual(signingIn - 1000);
    expect(after.items.find((member) => member.userId === contact.id)?.lastSignedInAt).toBeNull();
    // A page at a time.
    const second = await asContact.client.team.mine({ page: 2, pageSize: 1 });
    expect(second.items.map((member) => member.userId)).toEqual([rep.id]);
  });

  it("is read by staff who manage partners, and by nobody else", async () => {
    const { app, contact, db, partner } = team;
    const asStaff = await signedInAs(app, await createUserWithPermission(db(), "manage_partners"));
    const listed = await asStaff.client.team.ofPartner({ partnerId: partner.id });
    expect(listed.items.map((member) => member.userId)).toEqual([contact.id, rep.id]);
    const missing = await refusal(
      asStaff.client.team.ofPartner({ partnerId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(missing).toMatchObject({ status: 404, message: "No such partner." });

    const asRep = await signedInAs(app, rep);
    expect(await refusal(asRep.client.team.mine({}))).toMatchObject({ status: 403 });
    expect(await refusal(asRep.client.team.ofPartner({ partnerId: partner.id }))).toMatchObject({
      status: 403,
    });
    // Another partner's admin reads their own team, never this one.
    const other = await createPartner(db());
    const asOther = await signedInAs(app, await createPartnerContact(db(), other));
    const theirs = await asOther.client.team.mine({});
    expect(theirs.items.map((member) => member.userId)).not.toContain(rep.id);
    expect(await refusal(asOther.client.team.ofPartner({ partnerId: partner.id }))).toMatchObject({
      status: 403,
    });
    // Staff are no partner's members.
    const asAdmin = await signedInAs(app, await createAdmin(db()));
    expect(await refusal(asAdmin.client.team.mine({}))).toMatchObject({ status: 403 });
  });
});
