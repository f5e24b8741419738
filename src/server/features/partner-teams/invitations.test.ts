import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, partnerAuditLogs, partnerInvitations, partnerMembers } from "#server/db/schema/index";
import {
  INVITATION_LINK_REFUSALS,
  INVITATION_NOT_OPEN,
  INVITE_REFUSALS,
  NO_SUCH_INVITATION,
} from "#shared/contracts/partner-invitations";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createPartnerMember,
  createUserWithPermission,
} from "#tests/factories/users";
import { setUpTeamTestApp } from "#tests/support/apps/team-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

// docs/product/partner-teams.md#invitations

const team = setUpTeamTestApp();
const db = () => team.db();
let counter = 0;
const newAddress = () => `invitee-${++counter}-${Date.now()}@acme.example`;

/** The one-time link's token from the newest invitation mail to the address. */
async function tokenMailedTo(address: string) {
  const [mail] = await db()
    .select({ text: emailOutbox.text, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "partner-invitation"), eq(emailOutbox.toAddress, address)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  const token = mail?.text.match(/accept-invitation\?token=([A-Za-z0-9]+)/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${address}`);
  return token;
}

const accept = (token: string, name = "Nia Newcomer", password = "newcomer-pass") =>
  testBrowser(team.app).client.partnerAuth.acceptInvitation({
    token,
    name,
    password,
    confirmPassword: password,
  });

async function invite(role: "sales_rep" | "partner_admin" = "sales_rep") {
  const email = newAddress();
  const { invitation } = await team.asContact.client.invitations.invite({ email, role });
  return { email, invitation, token: await tokenMailedTo(email) };
}

describe("inviting", () => {
  it("mails a one-time link valid 7 days, lists the invitation as pending, and audits it", async () => {
    const before = Date.now();
    const { email, invitation } = await invite();
    expect(invitation).toMatchObject({
      email,
      role: "sales_rep",
      invitedByName: "Alma Owner",
      expired: false,
    });
    const days = (invitation.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const listed = await team.asContact.client.invitations.mine({});
    expect(listed.items.map((item) => item.id)).toContain(invitation.id);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail?.subject).toBe(`Join ${team.partner.companyName} on the partner portal`);
    expect(mail?.text).toContain("Alma Owner invited you");
    // Only the hash is kept: the token is in the mail alone.
    const [row] = await db()
      .select()
      .from(partnerInvitations)
      .where(eq(partnerInvitations.id, invitation.id));
    expect(row?.tokenHash).not.toBe(await tokenMailedTo(email));
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        and(
          eq(partnerAuditLogs.partnerId, team.partner.id),
          eq(partnerAuditLogs.action, "partner_member_invited"),
        ),
      );
    expect(audit.map((entry) => entry.details)).toContainEqual({ member_email: email, role: "sales_rep" });
  });

  it("refuses a staff address, a member here or elsewhere, and an address already invited", async () => {
    const staff = await createAdmin(db());
    const rep = await createPartnerMember(db(), team.partner);
    const elsewhere = await createPartnerMember(db(), await createPartner(db()));
    const { email } = await invite();
    const cases = [
      [staff.email, INVITE_REFUSALS.staffAddress],
      [rep.email, INVITE_REFUSALS.alreadyMember],
      [elsewhere.email, INVITE_REFUSALS.otherPartnersMember],
      [email, INVITE_REFUSALS.alreadyInvited],
      [team.contact.email.toUpperCase(), INVITE_REFUSALS.alreadyMember],
    ] as const;
    for (const [address, message] of cases) {
      const answer = await refusal(
        team.asContact.client.invitations.invite({ email: address, role: "sales_rep" }),
      );
      expect(answer, address).toMatchObject({ status: 409, message });
    }
    const invalid = await refusal(
      team.asContact.client.invitations.invite({ email: "not an address", role: "sales_rep" }),
    );
    expect(invalid).toMatchObject({ status: 400 });
  });

  it("keeps invitations to partner admins, and to staff who manage partners", async () => {
    const asRep = await signedInAs(team.app, await createPartnerMember(db(), team.partner));
    expect(
      await refusal(asRep.client.invitations.invite({ email: newAddress(), role: "sales_rep" })),
    ).toMatchObject({
      status: 403,
    });
    expect(await refusal(asRep.client.invitations.mine({}))).toMatchObject({ status: 403 });
    const asStaff = await signedInAs(team.app, await createUserWithPermission(db(), "manage_partners"));
    const email = newAddress();
    const { invitation } = await asStaff.client.invitations.inviteTo({
      partnerId: team.partner.id,
      email,
      role: "partner_admin",
    });
    expect(
      (await asStaff.client.invitations.ofPartner({ partnerId: team.partner.id })).items.map((i) => i.id),
    ).toContain(invitation.id);
    // Another partner's admin cannot touch this partner's invitation.
    const asOther = await signedInAs(team.app, await createPartnerContact(db(), await createPartner(db())));
    expect(await refusal(asOther.client.invitations.revoke({ id: invitation.id }))).toMatchObject({
      status: 404,
      message: NO_SUCH_INVITATION,
    });
    const suspended = await createPartner(db(), { status: "suspended" });
    expect(
      await refusal(
        asStaff.client.invitations.inviteTo({
          partnerId: suspended.id,
          email: newAddress(),
          role: "sales_rep",
        }),
      ),
    ).toMatchObject({ status: 409, message: INVITE_REFUSALS.partnerInactive });
  });
});

describe("accepting", () => {
  it("makes a member with the invited role, signs them in, and uses the link up", async () => {
    const { email, token, invitation } = await invite();
    const preview = await testBrowser(team.app).client.partnerAuth.checkInvitation({ token });
    expect(preview).toEqual({
      companyName: team.partner.companyName,
      email,
      role: "sales_rep",
      inviterName: "Alma Owner",
    });

    const browser = testBrowser(team.app);
    const { user } = await browser.client.partnerAuth.acceptInvitation({
      token,
      name: "Nia Newcomer",
      password: "newcomer-pass",
      confirmPassword: "newcomer-pass",
    });
    expect(user).toMatchObject({ email, name: "Nia Newcomer" });
    // Signed in as a sales rep of the partner.
    expect((await browser.client.partners.mine()).member).toMatchObject({
      name: "Nia Newcomer",
      role: "sales_rep",
    });
    const members = await team.asContact.client.team.mine({ pageSize: 100 });
    expect(members.items.find((member) => member.email === email)).toMatchObject({ role: "sales_rep" });
    expect(
      (await team.asContact.client.invitations.mine({ pageSize: 100 })).items.map((i) => i.id),
    ).not.toContain(invitation.id);
    // The password works on the sign-in form.
    await testBrowser(team.app).client.partnerAuth.signIn({ email, password: "newcomer-pass" });

    expect(await refusal(accept(token))).toMatchObject({
      status: 403,
      message: INVITATION_LINK_REFUSALS.accepted,
    });
    expect(await refusal(team.asContact.client.invitations.revoke({ id: invitation.id }))).toMatchObject({
      status: 409,
      message: INVITATION_NOT_OPEN,
    });
  });

  it("refuses an unknown, a withdrawn and an expired link, and an old link after a resend", async () => {
    expect(await refusal(accept("no-such-token"))).toMatchObject({
      status: 404,
      message: INVITATION_LINK_REFUSALS.invalid,
    });

    const withdrawn = await invite();
    await team.asContact.client.invitations.revoke({ id: withdrawn.invitation.id });
    expect(await refusal(accept(withdrawn.token))).toMatchObject({
      status: 403,
      message: INVITATION_LINK_REFUSALS.revoked,
    });

    const lapsed = await invite();
    await db()
      .update(partnerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvitations.id, lapsed.invitation.id));
    expect(
      (await team.asContact.client.invitations.mine({ pageSize: 100 })).items.find(
        (i) => i.id === lapsed.invitation.id,
      ),
    ).toMatchObject({ expired: true });
    expect(await refusal(accept(lapsed.token))).toMatchObject({
      status: 403,
      message: INVITATION_LINK_REFUSALS.expired,
    });
    // A resend gives a new link, valid again; the old one is dead.
    const { invitation } = await team.asContact.client.invitations.resend({ id: lapsed.invitation.id });
    expect(invitation.expired).toBe(false);
    const fresh = await tokenMailedTo(lapsed.email);
    expect(fresh).not.toBe(lapsed.token);
    expect(await refusal(accept(lapsed.token))).toMatchObject({ status: 404 });
    await accept(fresh);
  });

  it("refuses a staff address and a member of another partner at the moment of accepting", async () => {
    const staffInvite = await invite();
    await createAdmin(db(), { email: staffInvite.email });
    expect(await refusal(accept(staffInvite.token))).toMatchObject({
      status: 409,
      message: INVITATION_LINK_REFUSALS.staffAddress,
    });
    const movedOn = await invite();
    await createPartnerMember(db(), await createPartner(db()), { email: movedOn.email });
    expect(await refusal(accept(movedOn.token))).toMatchObject({
      status: 409,
      message: INVITATION_LINK_REFUSALS.otherPartnersMember,
    });
    // Neither made a member here.
    const here = (await team.asContact.client.team.mine({ pageSize: 100 })).items.map(
      (member) => member.email,
    );
    expect(here).not.toContain(staffInvite.email);
    expect(here).not.toContain(movedOn.email);
  });

  it("makes one member of accepts racing on one link", async () => {
    const { token, email } = await invite("partner_admin");
    const outcomes = await Promise.allSettled([accept(token), accept(token), accept(token)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const members = await team.asContact.client.team.mine({ pageSize: 100 });
    expect(members.items.filter((member) => member.email === email)).toEqual([
      expect.objectContaining({ role: "partner_admin" }),
    ]);
  });

  it("takes back a removed member on their own account", async () => {
    const { email, token } = await invite();
    const { user } = await accept(token, "Rae Returning");
    await team.asContact.client.team.remove({ userId: user.id });
    const again = await team.asContact.client.invitations.invite({ email, role: "partner_admin" });
    expect(again.invitation.email).toBe(email);
    const rejoined = await accept(await tokenMailedTo(email), "Rae Returning", "another-pass");
    expect(rejoined.user.id).toBe(user.id);
    const [member] = await db().select().from(partnerMembers).where(eq(partnerMembers.userId, user.id));
    expect(member).toMatchObject({ partnerId: team.partner.id, role: "partner_admin" });
  });

  it("moves a rejected partner's member here as a new member, ending their old sessions", async () => {
    const { email, token } = await invite();
    const rejected = await createPartner(db(), { status: "rejected" });
    const old = await createPartnerMember(db(), rejected, { email, name: "Olly Old" });
    const oldSession = await signedInAs(team.app, old);
    const { user } = await accept(token, "Olly Moved");
    expect(user.id).toBe(old.id);
    const [member] = await db().select().from(partnerMembers).where(eq(partnerMembers.userId, old.id));
    expect(member).toMatchObject({ partnerId: team.partner.id, role: "sales_rep", lastSignedInAt: null });
    expect((await refusal(oldSession.client.partners.mine())).status).toBe(401);
  });

  it("withdraws the invitations a partner admin sent once they are removed or made a sales rep", async () => {
    const admin = await createPartnerMember(db(), team.partner, { role: "partner_admin" });
    const asAdmin = await signedInAs(team.app, admin);
    const first = await asAdmin.client.invitations.invite({ email: newAddress(), role: "partner_admin" });
    const firstToken = await tokenMailedTo(first.invitation.email);
    await team.asContact.client.team.changeRole({ userId: admin.id, role: "sales_rep" });
    expect(await refusal(accept(firstToken))).toMatchObject({
      status: 403,
      message: INVITATION_LINK_REFUSALS.revoked,
    });

    await team.asContact.client.team.changeRole({ userId: admin.id, role: "partner_admin" });
    const second = await asAdmin.client.invitations.invite({ email: newAddress(), role: "sales_rep" });
    const secondToken = await tokenMailedTo(second.invitation.email);
    await team.asContact.client.team.remove({ userId: admin.id });
    expect(await refusal(accept(secondToken))).toMatchObject({
      status: 403,
      message: INVITATION_LINK_REFUSALS.revoked,
    });
  });
});
