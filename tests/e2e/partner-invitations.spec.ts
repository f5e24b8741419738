import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { dealItem, toast } from "./support/deal-screens";
import { createActivePartner, mailedLink } from "./support/fresh-partner";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// docs/product/partner-teams.md#invitations: a partner of its own invites a sales rep, so Acme's demo team stays
// as other specs expect it.
test.describe.configure({ timeout: 240_000 });

/** The accept link of the newest invitation mail to `email`. */
const invitationLinkFor = (request: APIRequestContext, email: string) =>
  mailedLink(request, email, /https?:\/\/\S+accept-invitation\?token=\S+/);

async function submitDeal(page: Page, customer: string) {
  await page.getByRole("tab", { name: "Submit Deal" }).click();
  await page.getByRole("textbox", { name: "Company Name" }).fill(customer);
  await page.getByRole("textbox", { name: "Contact Person" }).fill("Dana Buyer");
  await page.getByRole("spinbutton", { name: "Deal Value (USD)" }).fill("18000");
  await page.getByRole("button", { name: "Submit Deal", exact: true }).click();
  await expect(toast(page, "Deal Submitted!")).toBeVisible();
  await expect(dealItem(page, customer)).toBeVisible();
}

for (const theme of ["light", "dark"] as const) {
  test(`a partner admin invites a sales rep, who joins from the mail, works on their own deals and is signed out when removed (${theme})`, async ({
    browser,
    request,
    pageSignedInAs,
  }, testInfo) => {
    const newContext = () =>
      browser.newContext({ baseURL: testInfo.project.use.baseURL, colorScheme: theme });
    const admin = await pageSignedInAs("superadmin");
    const contactPage = await (await newContext()).newPage();
    const partner = await createActivePartner({
      admin,
      partnerPage: contactPage,
      request,
      name: `Invite${theme}`,
    });
    await admin.context().close();
    const suffix = Date.now().toString(36);
    const repEmail = `rep-${suffix}-${theme}@invited.example`;
    const adminsCustomer = `Admin Customer ${suffix}`;
    const repsCustomer = `Rep Customer ${suffix}`;

    // The contact registers a deal of their own, then invites a sales rep from the Team tab.
    await submitDeal(contactPage, adminsCustomer);
    await contactPage.getByRole("tab", { name: "Team" }).click();
    await contactPage.getByRole("textbox", { name: /Email/ }).fill(repEmail);
    await contactPage.getByRole("button", { name: "Send Invitation" }).click();
    await expect(toast(contactPage, "Invitation sent")).toBeVisible();
    const pending = contactPage.getByRole("list", { name: "Pending invitations" });
    await expect(pending).toContainText(repEmail);
    await expect(pending).toContainText("Sales Rep");
    await expectAccessible(contactPage, `the Team tab with a pending invitation (${theme})`, {
      structure: true,
    });
    await screenshotViewports(contactPage, testInfo, `team-invitation-pending-${theme}`);

    // The rep opens the mail's link on the partner host, chooses a name and password, and lands signed in.
    const repPage = await (await newContext()).newPage();
    const link = await invitationLinkFor(request, repEmail);
    expect(new URL(link).hostname).toBe("partners.localhost");
    await repPage.goto(link);
    await expect(repPage.getByRole("heading", { level: 1, name: `Join ${partner.company}` })).toBeVisible();
    await expect(repPage.getByText(repEmail)).toBeVisible();
    await expectAccessible(repPage, `the invitation page (${theme})`, { structure: true });
    await screenshotViewports(repPage, testInfo, `accept-invitation-${theme}`);
    await repPage.getByLabel("Full Name").fill("Riley Invited");
    await repPage.getByLabel("Password", { exact: true }).fill("invited-pass");
    await repPage.getByLabel("Confirm Password").fill("invited-pass");
    await repPage.getByRole("button", { name: "Join the Team" }).click();
    await expect(repPage).toHaveURL(/\/dashboard$/);
    await expect(repPage.getByRole("heading", { name: "Welcome, Riley Invited" })).toBeVisible();
    await expect(repPage.getByRole("tab", { name: "Team" })).toHaveCount(0);

    // The rep registers a deal and sees only their own.
    await submitDeal(repPage, repsCustomer);
    await expect(dealItem(repPage, adminsCustomer)).toHaveCount(0);

    // The contact sees both members' deals, and the rep on the team instead of the invitation.
    await contactPage.reload();
    await contactPage.getByRole("tab", { name: "My Deals" }).click();
    await expect(dealItem(contactPage, repsCustomer)).toBeVisible();
    await expect(dealItem(contactPage, adminsCustomer)).toBeVisible();
    await contactPage.getByRole("tab", { name: "Team" }).click();
    const team = contactPage.getByRole("list", { name: "Team members" });
    const rep = team.getByRole("listitem").filter({ hasText: "Riley Invited" });
    await expect(rep).toContainText("Sales Rep");
    await expect(contactPage.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);

    // Removing the rep signs them out: their next step lands on the sign-in saying why.
    await rep.getByRole("button", { name: "Remove Riley Invited" }).click();
    await contactPage
      .getByRole("alertdialog", { name: "Remove Riley Invited?" })
      .getByRole("button", { name: "Remove Member" })
      .click();
    await expect(toast(contactPage, "Member removed")).toBeVisible();
    await expect(team.getByRole("listitem").filter({ hasText: "Riley Invited" })).toHaveCount(0);
    await repPage
      .getByRole("tab", { name: "Resources" })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(repPage.getByRole("alert").filter({ hasText: "You have been signed out" })).toContainText(
      "You are no longer a member of your company's partner team.",
    );
    await repPage.context().close();
    await contactPage.context().close();
  });
}

test("a colleague at the partner's join domain asks to join from the login, and the partner admin's approval invites them", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  const contactPage = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  // A partner admin names the domain of an address they hold: the contact's, unique to this run.
  const partner = await createActivePartner({
    admin,
    partnerPage: contactPage,
    request,
    name: `Join${Date.now().toString(36)}`,
  });
  await admin.context().close();
  const domain = partner.email.slice(partner.email.indexOf("@") + 1);
  const joiner = `casey@${domain}`;

  await contactPage.getByRole("tab", { name: "Team" }).click();
  await contactPage.getByRole("textbox", { name: /Join domain/ }).fill(domain);
  await contactPage.getByRole("button", { name: "Save Domain" }).click();
  await expect(toast(contactPage, "Join domain saved")).toBeVisible();

  // The colleague finds the way from the partner host's login.
  const visitor = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await visitor.goto(new URL("/login", contactPage.url()).toString());
  await visitor.getByRole("link", { name: "Ask to join its team" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Join Your Company's Team" })).toBeVisible();
  await expectAccessible(visitor, "the join page", { structure: true });
  await screenshotViewports(visitor, testInfo, "join-team");
  await visitor.getByLabel("Work Email").fill(joiner);
  await visitor.getByLabel("Full Name").fill("Casey Colleague");
  await visitor.getByRole("button", { name: "Ask to Join" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Request Sent" })).toBeVisible();
  await visitor.context().close();

  await contactPage.reload();
  const requests = contactPage.getByRole("list", { name: "Join requests" });
  await expect(requests).toContainText("Casey Colleague");
  await expectAccessible(contactPage, "the Team tab with a join request", { structure: true });
  await screenshotViewports(contactPage, testInfo, "team-join-request");
  await requests.getByRole("button", { name: "Approve Casey Colleague as a Sales Rep" }).click();
  await expect(toast(contactPage, "Request approved")).toBeVisible();
  await expect(contactPage.getByRole("list", { name: "Pending invitations" })).toContainText(joiner);
  expect(await invitationLinkFor(request, joiner)).toContain("accept-invitation?token=");
  await contactPage.context().close();
});
