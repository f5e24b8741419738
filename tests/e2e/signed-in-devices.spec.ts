import type { Browser, Page, TestInfo } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { createActivePartner, signInAsPartner } from "./support/fresh-partner";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// docs/product/security.md#signed-in-devices: a partner of its own, so no other spec's session is ended.
test.describe.configure({ timeout: 180_000 });

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

test("a partner sees two signed-in devices in Profile Settings and signs the other one out", async ({
  browser,
  request,
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const origin = partnerHostOrigin(baseURL);
  const admin = await pageSignedInAs("superadmin");
  const laptop = await newPage(browser, testInfo);
  const partner = await createActivePartner({ admin, partnerPage: laptop, request, name: "Devices" });
  await admin.context().close();
  const phone = await newPage(browser, testInfo);
  await signInAsPartner(phone, `${origin}/login`, partner);
  await expect(phone).toHaveURL(/\/dashboard$/);

  await laptop.goto(`${origin}/settings/profile`);
  const devices = laptop.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  for (const theme of ["light", "dark"] as const) {
    await laptop.emulateMedia({ colorScheme: theme });
    await expectAccessible(laptop, `the signed-in devices in the ${theme} theme`);
    await screenshotViewports(laptop, testInfo, `signed-in-devices-${theme}`);
  }
  await laptop.emulateMedia({ colorScheme: "light" });

  await devices.getByRole("button", { name: /^Sign out: / }).click();
  await expect(laptop.getByText("Device signed out")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  // The phone's next page finds its session ended; the laptop stays signed in.
  await phone.goto(`${origin}/dashboard`);
  await expect(phone).toHaveURL(/\/login/);
  await laptop.reload();
  await expect(laptop.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
});
