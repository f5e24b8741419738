import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, notifications, partnerJoinRequests, partners } from "#server/db/schema/index";
import {
  JOIN_DOMAIN_REFUSALS,
  JOIN_REQUEST_DECIDED,
  NO_SUCH_JOIN_REQUEST,
} from "#shared/contracts/join-requests";
import { INVITE_REFUSALS } from "#shared/contracts/partner-invitations";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createPartnerMember,
  createUserWithPermission,
} from "#tests/factories/users";
import { setUpTeamTestApp } from "#tests/support/apps/team-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser, testBrowser } from "#tests/support/browser/rpc-client";

// docs/product/partner-teams.md#join-requests

const team = setUpTeamTestApp();
const db = () => team.db();
let counter = 0;
const uniqueDomain = () => `team${++counter}-${Date.now()}.example`;
const ask = (email: string, name = "Jo Joiner") =>
  testBrowser(team.app).client.joinRequests.request({ email, name });

let asStaff: TestBrowser;
beforeAll(async () => {
  asStaff = await signedInAs(team.app, await createUserWithPermission(db(), "manage_partners"));
});
/** Staff set any domain; the tests below each take a domain of their own. */
const useDomain = (domain: string) =>
  asStaff.client.joinRequests.setDomainOf({ partnerId: team.partner.id, domain });

describe("the join domain", () => {
  it("is set by a partner admin to a domain they hold an address at, and cleared; staff set any", async () => {
    const own = team.contact.email.slice(team.contact.email.indexOf("@") + 1);
    expect(await team.asContact.client.joinRequests.setDomain({ domain: ` ${own.toUpperCase()} ` })).toEqual({
      domain: own,
    });
    expect((await team.asContact.client.joinRequests.mine({})).domain).toBe(own);
    const foreign = uniqueDomain();
    expect(await refusal(team.asContact.client.joinRequests.setDomain({ domain: foreign }))).toMatchObject({
      status: 409,
      message: JOIN_DOMAIN_REFUSALS.notYours,
    });
    for (const [input, message] of [
      ["gmail.com", JOIN_DOMAIN_REFUSALS.publicMail],
      ["@acme.example", JOIN_DOMAIN_REFUSALS.format],
      ["https://acme.example", JOIN_DOMAIN_REFUSALS.format],
    ] as const) {
      const answer = await refusal(team.asContact.client.joinRequests.setDomain({ domain: input }));
      expect(answer, input).toMatchObject({ status: 400 });
      expect(JSON.stringify(answer)).toContain(message);
    }
    expect(await useDomain(foreign)).toEqual({ domain: foreign });
    // A domain names one partner.
    const other = await createPartner(db());
    expect(
      await refusal(asStaff.client.joinRequests.setDomainOf({ partnerId: other.id, domain: foreign })),
    ).toMatchObject({ status: 409, message: JOIN_DOMAIN_REFUSALS.taken });
    const asRep = await signedInAs(team.app, await createPartnerMember(db(), team.partner));
    expect(await refusal(asRep.client.joinRequests.setDomain({ domain: null }))).toMatchObject({
      status: 403,
    });
    expect(await team.asContact.client.joinRequests.setDomain({ domain: null })).toEqual({ domain: null });
  });
});

describe("asking to join", () => {
  it("records a request at the partner's domain, tells its admins, and answers alike whatever happens", async () => {
    const domain = uniqueDomain();
    await useDomain(domain);
    const email = `jo@${domain}`;
    expect(await ask(email.toUpperCase())).toEqual({ received: true });
    // A repeat while open, an unknown domain and a staff address answer the same and record nothing more.
    expect(await ask(email)).toEqual({ received: true });
    expect(await ask(`jo@${uniqueDomain()}`)).toEqual({ received: true });
    const staff = await createAdmin(db(), { email: `staff@${domain}` });
    expect(await ask(staff.email)).toEqual({ received: true });

    const waiting = await team.asContact.client.joinRequests.mine({});
    expect(waiting.items.map(({ email: address, name }) => ({ address, name }))).toEqual([
      { address: email, name: "Jo Joiner" },
    ]);
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, team.contact.id), eq(notifications.kind, "team_join_requested")));
    expect(told?.message).toBe(`Jo Joiner (${email}) asked to join your team.`);

    // A suspended partner takes no requests.
    await db().update(partners).set({ status: "suspended" }).where(eq(partners.id, team.partner.id));
    await ask(`late@${domain}`);
    await db().update(partners).set({ status: "active" }).where(eq(partners.id, team.partner.id));
    const after = await db()
      .select()
      .from(partnerJoinRequests)
      .where(eq(partnerJoinRequests.email, `late@${domain}`));
    expect(after).toEqual([]);
  });
});

describe("deciding", () => {
  it("approves with the role chosen by inviting the address, once, and declines without a mail", async () => {
    const domain = uniqueDomain();
    await useDomain(domain);
    await ask(`pat@${domain}`, "Pat Approved");
    await ask(`dee@${domain}`, "Dee Declined");
    const { items } = await team.asContact.client.joinRequests.mine({});
    const pat = items.find((item) => item.name === "Pat Approved");
    const dee = items.find((item) => item.name === "Dee Declined");
    if (!pat || !dee) throw new Error("the requests were not recorded");

    const { invitation } = await team.asContact.client.joinRequests.approve({
      id: pat.id,
      role: "partner_admin",
    });
    expect(invitation).toMatchObject({ email: `pat@${domain}`, role: "partner_admin" });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, `pat@${domain}`));
    expect(mails.map((mail) => mail.template)).toEqual(["partner-invitation"]);
    expect(await refusal(team.asContact.client.joinRequests.approve({ id: pat.id }))).toMatchObject({
      status: 409,
      message: JOIN_REQUEST_DECIDED,
    });

    expect(await team.asContact.client.joinRequests.decline({ id: dee.id })).toEqual({ declined: true });
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, `dee@${domain}`)),
    ).toEqual([]);
    expect((await team.asContact.client.joinRequests.mine({})).items.map((item) => item.id)).not.toEqual(
      expect.arrayContaining([pat.id, dee.id]),
    );
    // The address may ask again once its request is closed.
    await ask(`dee@${domain}`, "Dee Declined");
    expect((await team.asContact.client.joinRequests.mine({})).total).toBeGreaterThanOrEqual(1);
  });

  it("keeps requests to their partner's admins, and refuses inviting an address that cannot join", async () => {
    const domain = uniqueDomain();
    await useDomain(domain);
    await ask(`max@${domain}`, "Max Member");
    const [request] = (await team.asContact.client.joinRequests.mine({})).items.filter(
      (item) => item.name === "Max Member",
    );
    if (!request) throw new Error("the request was not recorded");
    const asOther = await signedInAs(team.app, await createPartnerContact(db(), await createPartner(db())));
    expect(await refusal(asOther.client.joinRequests.decline({ id: request.id }))).toMatchObject({
      status: 404,
      message: NO_SUCH_JOIN_REQUEST,
    });
    // Meanwhile the address joined another partner: approving is refused and the request stays to decline.
    await createPartnerMember(db(), await createPartner(db()), { email: `max@${domain}` });
    expect(await refusal(team.asContact.client.joinRequests.approve({ id: request.id }))).toMatchObject({
      status: 409,
      message: INVITE_REFUSALS.otherPartnersMember,
    });
    expect((await team.asContact.client.joinRequests.mine({})).items.map((item) => item.id)).toContain(
      request.id,
    );
  });
});
