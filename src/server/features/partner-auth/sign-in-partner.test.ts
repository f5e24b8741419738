import { describe, expect, it } from "vitest";
import { partnerMembers } from "#server/db/schema/index";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/contracts/auth";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact, createUser } from "#tests/factories/users";
import { PASSWORD, sessionCookies, setUpPartnerAuthTestApp } from "#tests/support/apps/partner-auth-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";
import { INVALID_CREDENTIALS } from "./sign-in-partner";

const { testApp, db, browser, partnerWithContact, post } = setUpPartnerAuthTestApp();

/** A sales rep of the partner with their own password: a member who is not its contact. */
async function salesRepOf(partnerId: string) {
  const rep = await createUser(db(), { roles: ["partner"], password: PASSWORD });
  await db().insert(partnerMembers).values({ userId: rep.id, partnerId, role: "sales_rep" });
  return rep;
}

describe("partner sign-in", () => {
  it("signs an active partner in and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const { partner, contact } = await partnerWithContact({ tier: "gold", commissionRate: "15.00" });
    const tab = browser();
    const result = await tab.client.partnerAuth.signIn({
      email: `${contact.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(result.user.email).toBe(contact.email);
    const cookie = tab.setCookies.find((header) => header.startsWith("portal.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const mine = await tab.client.partners.mine();
    expect(mine).toMatchObject({ companyName: partner.companyName, tier: "gold", commissionRate: 15 });
  });

  it("signs a sales rep in as themselves, acting for their partner", async () => {
    const { partner } = await partnerWithContact();
    const rep = await salesRepOf(partner.id);
    const tab = browser();
    const result = await tab.client.partnerAuth.signIn({ email: rep.email, password: PASSWORD });
    expect(result.user).toMatchObject({ id: rep.id, email: rep.email });
    expect(await tab.client.partners.mine()).toMatchObject({
      id: partner.id,
      companyName: partner.companyName,
    });
  });

  it.each([
    // A pending applicant has no account yet.
    [
      "a pending partner's contact",
      "pending",
      async (): Promise<string> => (await createPartner(db(), { status: "pending" })).contactEmail,
    ],
    [
      "a rejected partner's contact",
      "rejected",
      async (): Promise<string> =>
        (await createPartnerContact(db(), await createPartner(db(), { status: "rejected" }))).email,
    ],
    [
      "a suspended partner's contact",
      "suspended",
      async (): Promise<string> => (await partnerWithContact({ status: "suspended" })).contact.email,
    ],
    [
      "a suspended partner's sales rep",
      "suspended",
      async (): Promise<string> =>
        (await salesRepOf((await partnerWithContact({ status: "suspended" })).partner.id)).email,
    ],
    [
      "a partner account of no partner",
      "not_found",
      async (): Promise<string> => (await createUser(db(), { roles: ["partner"], password: PASSWORD })).email,
    ],
    ["an unknown e-mail", "not_found", async (): Promise<string> => "nobody@nowhere.example"],
    ["a staff member", "not_found", async (): Promise<string> => (await createAdmin(db())).email],
  ] as const)("refuses %s before checking the password (%s)", async (_who, reason, emailToTry) => {
    const email = await emailToTry();
    const error = await refusal(browser().client.partnerAuth.signIn({ email, password: PASSWORD }));
    expect(error.status).toBe(403);
    expect(error.message).toBe(PARTNER_SIGN_IN_REFUSALS[reason]);
    expect(error.data).toMatchObject({ reason, title: "Access Denied" });
  });

  it("refuses a wrong password with 401 Sign In Failed", async () => {
    const { contact } = await partnerWithContact();
    const error = await refusal(
      browser().client.partnerAuth.signIn({ email: contact.email, password: "wrong-one" }),
    );
    expect(error.status).toBe(401);
    expect(error.message).toBe(INVALID_CREDENTIALS);
    expect(error.data).toMatchObject({ title: "Sign In Failed" });
  });

  it("names the fields of bad input with 400", async () => {
    const error = await refusal(browser().client.partnerAuth.signIn({ email: "not-an-email", password: "" }));
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.data)).toContain("Please enter a valid email address.");
  });

  it("limits attempts per client address across e-mails", async () => {
    const { contact } = await partnerWithContact();
    const tab = testBrowser(testApp(), { clientIp: "198.51.100.7" });
    for (let attempt = 0; attempt < 50; attempt++) {
      await refusal(
        tab.client.partnerAuth.signIn({ email: `nobody-${attempt}@nowhere.example`, password: "x" }),
      );
    }
    const error = await refusal(tab.client.partnerAuth.signIn({ email: contact.email, password: PASSWORD }));
    expect(error.status).toBe(429);
  });
});

describe("the session cookie", () => {
  it("is set once by sign-in, on /rpc and on the REST API, beside the device cookie", async () => {
    const { contact } = await partnerWithContact();
    const credentials = { email: contact.email, password: PASSWORD };
    const cookieNames = (response: Response) =>
      response.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    const rpc = await post("/rpc/partnerAuth/signIn", { json: credentials });
    expect(rpc.status).toBe(200);
    expect(sessionCookies(rpc)).toHaveLength(1);
    expect(cookieNames(rpc)).toEqual(["portal.session_token", "portal.device"]);
    const rest = await post("/api/v1/partner-auth/sign-in", credentials);
    expect(rest.status).toBe(200);
    expect(sessionCookies(rest)).toHaveLength(1);
    expect(cookieNames(rest)).toEqual(["portal.session_token", "portal.device"]);
  });
});
