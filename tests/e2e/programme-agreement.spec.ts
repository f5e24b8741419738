import { readFile } from "node:fs/promises";
import { pdfText } from "../support/files/pdf-text";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { createActivePartner } from "./support/fresh-partner";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// The programme agreement (docs/product/agreements.md): a partner approved after the demo's version was published
// registers no deal until its partner admin signs; signing works by keyboard, the signed copy downloads, and the
// partner's first deal goes through. Staff see the signature on the partner's detail view. A partner of its own.
test.describe.configure({ timeout: 240_000 });

for (const theme of ["light", "dark"] as const) {
  test(`a new partner's admin signs the agreement by keyboard, downloads the signed copy and registers a first deal (${theme})`, async ({
    browser,
    request,
    pageSignedInAs,
    baseURL,
  }, testInfo) => {
    const admin = await pageSignedInAs("superadmin");
    await admin.emulateMedia({ colorScheme: theme });
    await admin.goto("/partner-portal");
    const page = await (await browser.newContext({ baseURL, colorScheme: theme })).newPage();
    const partner = await createActivePartner({
      admin,
      partnerPage: page,
      request,
      name: `Signing${theme}`,
      signAgreement: false,
    });

    // Deals are held until someone signs: the dashboard says so and leads to the agreement.
    const banner = page.getByText("Your company has not signed the partner programme agreement yet");
    await expect(banner).toBeVisible();
    await clearScreen(page);
    await screenshotViewports(page, testInfo, `agreement-banner-${theme}`);
    await page.getByRole("button", { name: "Read and Sign" }).click();
    await expect(page.getByRole("tab", { name: "Agreement", selected: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Partner Programme Agreement", level: 3 })).toBeVisible();
    await expect(page.getByText("SHA-256 of this text:")).toBeVisible();
    await expectAccessible(page, `the Agreement tab before signing (${theme})`);
    await screenshotViewports(page, testInfo, `agreement-tab-${theme}`);

    // Submitting without the box ticked says what is missing, at the box.
    const name = page.getByRole("textbox", { name: "Full Name" });
    await expect(name).toHaveValue(partner.contact);
    await page.getByRole("textbox", { name: "Title" }).focus();
    await page.keyboard.type("Managing Director");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("checkbox", {
        name: "I have read this agreement and accept it on behalf of my company",
      }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign Agreement" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByText("Please tick the box to confirm you accept the agreement for your company."),
    ).toBeVisible();
    const box = page.getByRole("checkbox", {
      name: "I have read this agreement and accept it on behalf of my company",
    });
    await expect(box).toBeFocused();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Agreement signed", { exact: true })).toBeVisible();
    await expect(page.getByText("Your company has signed the current version")).toBeVisible();
    await expect(banner).toBeHidden();

    // The signed copy names the signer and carries the text's hash.
    const signed = page.getByRole("list", { name: "Signed versions" }).getByRole("listitem").first();
    await expect(signed).toContainText(`Signed by ${partner.contact}, Managing Director`);
    // On a loaded machine one click was once seen to start no download: the click is tried again until one does.
    let saved = "";
    await expect(async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 15_000 }),
        signed.getByRole("button", { name: /Download signed version/ }).click(),
      ]);
      saved = await download.path();
    }).toPass({ timeout: 90_000 });
    const copy = pdfText(new Uint8Array(await readFile(saved)));
    expect(copy).toContain(`${partner.contact}, Managing Director`);
    expect(copy).toContain(partner.company);
    expect(copy).toMatch(/SHA-256 OF THE TEXT SIGNED [0-9a-f]{64}/);
    await clearScreen(page);
    await expectAccessible(page, `the Agreement tab once signed (${theme})`);
    await screenshotViewports(page, testInfo, `agreement-signed-${theme}`);

    // The first deal goes through now.
    await page.getByRole("tab", { name: "Submit Deal" }).click();
    await page.getByRole("textbox", { name: "Company Name" }).fill(`First Deal ${Date.now().toString(36)}`);
    await page.getByRole("textbox", { name: "Contact Person" }).fill("Dana Buyer");
    await page.getByRole("spinbutton", { name: "Deal Value (USD)" }).fill("25000");
    await page.getByRole("button", { name: "Submit Deal", exact: true }).click();
    await expect(page.getByText("Deal Submitted!", { exact: true })).toBeVisible();

    // Staff find the signature on the partner's detail view.
    await admin.goto(`/partner-portal/partners/${partner.id}`);
    const part = admin.getByRole("region", { name: "Programme agreement" });
    await expect(part).toContainText("The partner has signed the current version");
    await expect(part.getByRole("button", { name: /Download signed version/ })).toBeVisible();
    await expectAccessible(admin, `the partner's detail view with its agreement (${theme})`);

    // Admin Settings lists the versions; the publish dialog offers a written text or a PDF (not sent here:
    // a version published would reach every partner of the one server the specs share).
    await admin.goto("/admin/programme");
    await admin.getByRole("button", { name: "Publish New Version" }).click();
    const dialog = admin.getByRole("dialog", { name: "Publish New Version" });
    await expect(dialog.getByRole("textbox", { name: "Agreement text" })).toBeVisible();
    await dialog.getByRole("radio", { name: "Upload a PDF" }).click();
    await expect(dialog.getByText("A PDF of up to 10 MB, not password-protected.")).toBeVisible();
    await expectAccessible(admin, `the publish dialog (${theme})`);
    await screenshotViewports(admin, testInfo, `agreement-publish-${theme}`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await admin
      .getByRole("button", { name: /^Read version/ })
      .first()
      .click();
    await expect(admin.getByRole("dialog", { name: "Agreement version" })).toContainText(
      "SHA-256 of this text",
    );
    await expectAccessible(admin, `a version's text (${theme})`);
    await page.context().close();
  });
}

test("a partner whose agreement is unsigned is refused a deal with the sentence saying what to sign and where", async ({
  browser,
  request,
  pageSignedInAs,
  baseURL,
}) => {
  const admin = await pageSignedInAs("superadmin");
  await admin.goto("/partner-portal");
  const page = await (await browser.newContext({ baseURL })).newPage();
  await createActivePartner({ admin, partnerPage: page, request, name: "Unsigned", signAgreement: false });
  await page.getByRole("tab", { name: "Submit Deal" }).click();
  await page.getByRole("textbox", { name: "Company Name" }).fill(`Held Deal ${Date.now().toString(36)}`);
  await page.getByRole("textbox", { name: "Contact Person" }).fill("Dana Buyer");
  await page.getByRole("spinbutton", { name: "Deal Value (USD)" }).fill("25000");
  await page.getByRole("button", { name: "Submit Deal", exact: true }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "A partner admin of your company signs it in the Agreement tab" }),
  ).toBeVisible();
  await page.context().close();
});
