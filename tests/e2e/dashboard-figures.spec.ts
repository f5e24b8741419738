import type { Page } from "@playwright/test";
import { expect, test } from "./support/signed-in";

// The dashboard's figures are the portal's own (docs/product/dashboard.md#module-figures): registering a deal
// and closing it won moves the Partner Portal card's open pipeline and commission owed.
test.use({ signedInAs: "superadmin" });

/** A figure of a module card, as shown. */
const figure = (page: Page, card: string, label: string) =>
  page
    .getByRole("article", { name: card })
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** Calls the REST API with the page's session, as the screens' own requests go. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(`/api/v1${path}`, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, json: await answer.json() };
    },
    { method, path, body },
  );
}

test("the dashboard's open pipeline and commission owed follow a deal from registration to closed won", async ({
  page,
}) => {
  await page.goto("/");
  const pipeline = figure(page, "Partner Portal", "Open Pipeline");
  const owed = figure(page, "Partner Portal", "Commission Owed");
  await expect(pipeline).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const pipelineBefore = await pipeline.textContent();
  const owedBefore = await owed.textContent();

  const partners = await api(page, "GET", "/partners?status=active&page=1&pageSize=1");
  expect(partners.status).toBe(200);
  const partnerId = (partners.json as { items: { id: string }[] }).items[0]?.id;
  const submitted = await api(page, "POST", "/deals", {
    form: "portal",
    partnerId,
    deal: {
      companyName: `Dashboard Figures ${Date.now().toString(36)}`,
      contactPerson: "Robin Buyer",
      dealValue: "98765.43",
    },
  });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(201);
  const dealId = (submitted.json as { deal: { id: string } }).deal.id;

  // Registered: the open pipeline grows.
  await page.reload();
  await expect(pipeline).not.toHaveText(pipelineBefore ?? "");
  const pipelineOpen = await pipeline.textContent();

  for (const status of ["approved", "closed_won"]) {
    const moved = await api(page, "POST", `/deals/${dealId}/status`, { status });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
  }

  // Closed won: it leaves the pipeline, and its commission is owed.
  await page.reload();
  await expect(pipeline).not.toHaveText(pipelineOpen ?? "");
  await expect(owed).not.toHaveText(owedBefore ?? "");
});
