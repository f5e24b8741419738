import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs, partnerMembers } from "#server/db/schema/index";
import { MEMBER_REFUSALS, NO_SUCH_MEMBER } from "#shared/contracts/partner-teams";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerMember, type TestUser } from "#tests/factories/users";
import { setUpTeamTestApp } from "#tests/support/apps/team-test-app";
import type { TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser, testBrowser } from "#tests/support/browser/rpc-client";

// docs/product/partner-teams.md#changing-the-team

const team = setUpTeamTestApp();
const db = () => team.db();
let app: TestApp;
let partner: TestPartner;
let contact: TestUser;
let asContact: TestBrowser;

beforeAll(() => {
  ({ app, partner, contact, asContact } = team);
});

const roleOf = async (userId: string) =>
  (await db().select().from(partnerMembers).where(eq(partnerMembers.userId, userId)))[0]?.role;

async function restWithKey(secret: string, path: string) {
  const response = await app.app.request(`http://localhost/api/v1${path}`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  await response.body?.cancel();
  return response.status;
}

describe("changing a member's role", () => {
  it("lets a partner admin promote a sales rep and demote them again, and what they reach follows", async () => {
    const rep = await createPartnerMember(db(), partner, { name: "Pia Promoted" });
    const asRep = await signedInAs(app, rep);
    expect(await refusal(asRep.client.team.mine({}))).toMatchObject({ status: 403 });

    const { member } = await asContact.client.team.changeRole({ userId: rep.id, role: "partner_admin" });
    expect(member).toMatchObject({
      userId: rep.id,
      name: "Pia Promoted",
      role: "partner_admin",
      isContact: false,
    });
    // The same session reaches the team at once.
    expect((await asRep.client.team.mine({})).total).toBeGreaterThanOrEqual(2);

    await asContact.client.team.changeRole({ userId: rep.id, role: "sales_rep" });
    expect(await refusal(asRep.client.team.mine({}))).toMatchObject({ status: 403 });
    const entries = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        and(
          eq(partnerAuditLogs.partnerId, partner.id),
          eq(partnerAuditLogs.action, "partner_member_role_changed"),
        ),
      );
    expect(entries.map((entry) => entry.details)).toEqual([
      { member_name: "Pia Promoted", member_email: rep.email, from: "sales_rep", to: "partner_admin" },
      { member_name: "Pia Promoted", member_email: rep.email, from: "partner_admin", to: "sales_rep" },
    ]);
    // The same role again records nothing.
    await asContact.client.team.changeRole({ userId: rep.id, role: "sales_rep" });
    const after = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "partner_member_role_changed"));
    expect(after).toHaveLength(2);
  });

  it("keeps the contact a partner admin, and nobody changes their own membership", async () => {
    const admin = await createPartnerMember(db(), partner, { role: "partner_admin" });
    const asAdmin = await signedInAs(app, admin);
    const demoted = await refusal(asAdmin.client.team.changeRole({ userId: contact.id, role: "sales_rep" }));
    expect(demoted).toMatchObject({ status: 409, message: MEMBER_REFUSALS.contactStaysAdmin });
    expect(await roleOf(contact.id)).toBe("partner_admin");
    const self = await refusal(asAdmin.client.team.changeRole({ userId: admin.id, role: "sales_rep" }));
    expect(self).toMatchObject({ status: 409, message: MEMBER_REFUSALS.notYourself });
    expect(await roleOf(admin.id)).toBe("partner_admin");
  });

  it("answers another partner's member, and nobody, as missing", async () => {
    const other = await createPartner(db());
    const outsider = await createPartnerMember(db(), other);
    for (const userId of [outsider.id, "no-such-user"]) {
      const answer = await refusal(asContact.client.team.changeRole({ userId, role: "partner_admin" }));
      expect(answer).toMatchObject({ status: 404, message: NO_SUCH_MEMBER });
    }
    expect(await roleOf(outsider.id)).toBe("sales_rep");
  });
});

describe("removing a member", () => {
  it("ends their sessions and revokes their API keys at once, and they cannot sign in again", async () => {
    const rep = await createPartnerMember(db(), partner, {
      name: "Lee Leaving",
      role: "partner_admin",
      password: "leaving-pass-1",
    });
    const asRep = await signedInAs(app, rep);
    const { secret } = await asRep.client.apiKeys.createPartner({ name: "Lee's CRM", expiresInDays: null });
    expect(await restWithKey(secret, "/deals")).toBe(200);

    const removed = await asContact.client.team.remove({ userId: rep.id });
    expect(removed).toEqual({ sessionsEnded: 1, apiKeysRevoked: 1 });
    expect(await asRep.client.me.session()).toEqual({ user: null, endedBecause: "member_removed" });
    expect(await restWithKey(secret, "/deals")).toBe(401);
    expect(await roleOf(rep.id)).toBeUndefined();
    const signIn = await refusal(
      testBrowser(app).client.partnerAuth.signIn({ email: rep.email, password: "leaving-pass-1" }),
    );
    expect(signIn.status).toBe(403);
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "partner_member_removed"));
    expect(entry).toMatchObject({
      partnerId: partner.id,
      actorUserId: contact.id,
      details: {
        member_name: "Lee Leaving",
        member_email: rep.email,
        role: "partner_admin",
        api_keys_revoked: 1,
      },
    });
  });

  it("refuses to remove the contact, and lets staff who manage partners remove a member", async () => {
    const admin = await createPartnerMember(db(), partner, { role: "partner_admin" });
    const answer = await refusal((await signedInAs(app, admin)).client.team.remove({ userId: contact.id }));
    expect(answer).toMatchObject({ status: 409, message: MEMBER_REFUSALS.contactStays });
    expect(await roleOf(contact.id)).toBe("partner_admin");

    const asStaff = await signedInAs(app, await createAdmin(db()));
    expect(await asStaff.client.team.removeFrom({ partnerId: partner.id, userId: admin.id })).toEqual({
      sessionsEnded: 1,
      apiKeysRevoked: 0,
    });
    expect(await roleOf(admin.id)).toBeUndefined();
  });

  it("removes a member once when two admins remove them at the same moment", async () => {
    const rep = await createPartnerMember(db(), partner);
    const other = await signedInAs(app, await createPartnerMember(db(), partner, { role: "partner_admin" }));
    const results = await Promise.allSettled([
      asContact.client.team.remove({ userId: rep.id }),
      other.client.team.remove({ userId: rep.id }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((result) => result.status === "rejected");
    expect(failed?.status === "rejected" && failed.reason).toMatchObject({ status: 404 });
    const entries = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "partner_member_removed"));
    expect(
      entries.filter((entry) => (entry.details as { member_email: string }).member_email === rep.email),
    ).toHaveLength(1);
  });
});
