import { readFile } from "node:fs/promises";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { toast } from "./support/deal-screens";
import { createActivePartner, signInAsPartner } from "./support/fresh-partner";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Each deal has its own page on both hosts (docs/product/deals.md#one-deal). A partner of its own: the demo
// partners' deals and notifications stay as other specs find them.
test.describe.configure({ timeout: 180_000 });

/** A tiny but well-formed PDF: the server judges a proposal by its bytes, not its name. */
const PROPOSAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const PROPOSAL_NAME = "Q3 plan (final).pdf";

const UNKNOWN = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const DEAL_ADDRESS = /\/deals\/([0-9a-f-]{36})$/;

test("a notification and the deal lists open a deal's page on both hosts, with its history, proposal and commission", async ({
  browser,
  request,
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  const partnerPage = await (await browser.newContext({ baseURL })).newPage();
  const partner = await createActivePartner({ admin, partnerPage, request, name: "Dealpage" });
  const partnerOrigin = partnerHostOrigin(baseURL);
  const customer = `Page Customer ${Date.now().toString(36)}`;

  // The partner registers a deal with a proposal from its dashboard on the partner host, over the REST route
  // its form uses (the test's own requests cannot reach the partner host's name).
  const submitted = await partnerPage.evaluate(
    async ({ customer, name, bytes }) => {
      const body = new FormData();
      body.append("form", "portal");
      body.append("deal[companyName]", customer);
      body.append("deal[contactPerson]", "Dana Buyer");
      body.append("deal[dealValue]", "25000");
      body.append("proposal", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
      const answer = await fetch("/api/v1/deals", { method: "POST", body });
      return { status: answer.status, text: await answer.text() };
    },
    { customer, name: PROPOSAL_NAME, bytes: [...PROPOSAL_PDF] },
  );
  expect(submitted.status, submitted.text).toBe(201);
  const { deal } = JSON.parse(submitted.text) as { deal: { id: string } };

  // An administrator's bell tells of it and opens the deal's page in the Partner Portal.
  await admin.goto("/partner-portal/deals");
  const adminBell = admin.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await adminBell.click();
  await admin
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: new RegExp(`submitted a deal for ${customer}`) })
    .click();
  await expect(admin).toHaveURL(`/partner-portal/deals/${deal.id}`);
  await expect(admin.getByRole("heading", { level: 2, name: customer })).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1, name: "Partner Portal Admin" })).toBeVisible();
  await expect(admin.getByRole("tab", { name: "All Deals", selected: true })).toBeVisible();
  await expect(admin.getByText(`Registered by ${partner.company} on`)).toBeVisible();
  await expect(admin.getByText(PROPOSAL_NAME, { exact: true })).toBeVisible();

  // The review moves are on the page; the history follows them.
  await admin.getByRole("button", { name: `Approve: ${customer}` }).click();
  await expect(toast(admin, "Deal Status Updated", "Deal status changed to Approved")).toBeVisible();
  const history = admin.getByRole("list", { name: "Status history" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText("Approved");
  await clearScreen(admin);
  await screenshotViewports(admin, testInfo, "deal-page-staff");
  await expectAccessible(admin, "a deal's page in the Partner Portal", { structure: true });
  await admin.getByRole("link", { name: "Back to All Deals" }).click();
  await expect(admin).toHaveURL("/partner-portal/deals");

  // The partner's bell on the partner host opens the same deal under its dashboard's header.
  const partnerBell = partnerPage.getByRole("button", { name: /^Notifications/ });
  await expect(partnerBell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 10_000 });
  await partnerBell.click();
  await partnerPage
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: new RegExp(`Your deal for ${customer} is now Approved`) })
    .click();
  await expect(partnerPage).toHaveURL(`${partnerOrigin}/dashboard/deals/${deal.id}`);
  await expect(partnerPage.getByRole("heading", { level: 1, name: customer })).toBeVisible();
  await expect(partnerPage).toHaveTitle(new RegExp(`^${customer} · `));
  await expect(partnerPage.getByRole("button", { name: /^Approve/ })).toHaveCount(0);

  // The proposal downloads under the name it was sent with.
  const downloading = partnerPage.waitForEvent("download");
  await partnerPage.getByRole("button", { name: `Download ${PROPOSAL_NAME}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(PROPOSAL_NAME);
  expect(await readFile(await download.path())).toEqual(PROPOSAL_PDF);
  await clearScreen(partnerPage);
  await screenshotViewports(partnerPage, testInfo, "deal-page-partner");
  await expectAccessible(partnerPage, "a deal's page on the partner dashboard", { structure: true });

  // My Deals links each deal to its page; so does the Partner Portal's address on the partner host.
  await partnerPage.getByRole("link", { name: "Back to My Deals" }).click();
  await expect(partnerPage).toHaveURL(`${partnerOrigin}/dashboard?tab=deals`);
  await partnerPage.getByRole("link", { name: customer, exact: true }).click();
  await expect(partnerPage).toHaveURL(`${partnerOrigin}/dashboard/deals/${deal.id}`);
  await partnerPage.goto(`${partnerOrigin}/partner-portal/deals/${deal.id}`);
  await expect(partnerPage).toHaveURL(`${partnerOrigin}/dashboard/deals/${deal.id}`);
  await expect(partnerPage.getByRole("heading", { level: 1, name: customer })).toBeVisible();
  await partnerPage.context().close();

  // On the internal host the partner dashboard's My Deals leads to its deal page too.
  const internal = await (await browser.newContext({ baseURL })).newPage();
  await signInAsPartner(internal, "/partner/login", partner);
  await expect(internal.getByRole("heading", { level: 1, name: partner.company })).toBeVisible();
  await internal.goto("/partner/dashboard?tab=deals");
  await internal.getByRole("link", { name: customer, exact: true }).click();
  await expect(internal).toHaveURL(`/partner/dashboard/deals/${deal.id}`);
  await expect(internal.getByRole("heading", { level: 1, name: customer })).toBeVisible();
  await internal.context().close();

  // And All Deals links to it for staff.
  await admin.goto(`/partner-portal/deals?q=${encodeURIComponent(customer)}`);
  await admin.getByRole("link", { name: customer, exact: true }).click();
  await expect(admin).toHaveURL(DEAL_ADDRESS);
  await expect(admin.getByRole("heading", { level: 2, name: customer })).toBeVisible();
});

test("a deal address naming no deal, or another partner's, says Not found with the way back to the deals", async ({
  pageSignedInAs,
  baseURL,
}) => {
  const admin = await pageSignedInAs("admin");
  await admin.goto(`/partner-portal/deals/${UNKNOWN}`);
  await expect(admin.getByRole("heading", { level: 2, name: "Not found" })).toBeVisible();
  await expect(
    admin.getByText(
      "There is no deal at this address. It may have been removed, or the address is mistyped.",
    ),
  ).toBeVisible();
  await expect(admin.getByRole("button", { name: "Try Again" })).toHaveCount(0);
  await admin.getByRole("link", { name: "Back to All Deals" }).click();
  await expect(admin).toHaveURL("/partner-portal/deals");

  // Proseware Health is Globex's deal: Acme's contact is told it does not exist, as for a malformed id.
  const found = await admin.request.get("/api/v1/deals?search=Proseware%20Health");
  expect(found.ok(), await found.text()).toBe(true);
  const { items } = (await found.json()) as { items: { id: string; partnerCompanyName: string }[] };
  const globexDeal = items.find((item) => item.partnerCompanyName !== "Acme Solutions");
  expect(globexDeal).toBeDefined();

  const acme = await pageSignedInAs("acme");
  const partnerOrigin = partnerHostOrigin(baseURL);
  for (const address of [
    `${partnerOrigin}/dashboard/deals/${globexDeal?.id}`,
    `${partnerOrigin}/dashboard/deals/abc`,
    `/partner/dashboard/deals/${UNKNOWN}`,
  ]) {
    await acme.goto(address);
    await expect(acme.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    await expect(acme.getByText("Proseware Health")).toHaveCount(0);
    await expect(acme.getByRole("button", { name: "Try Again" })).toHaveCount(0);
  }
  await acme.getByRole("link", { name: "Back to My Deals" }).click();
  await expect(acme).toHaveURL("/partner/dashboard?tab=deals");
});
