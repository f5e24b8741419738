import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { screenshotAsIs } from "./support/screenshots";
import { expect, test } from "./support/signed-in";
import { signInAsStaff } from "./support/staff-session";

// docs/product/shell-and-navigation.md#tabs-and-narrow-screens: at 320 to 375 px no tab label or placeholder is
// cut, a row of tabs that scrolls shows that more follow, and the open tab is in view.

/** Screens with a row of tabs, each opened on a tab far along its row, or with a long search placeholder. */
const SCREENS = [
  { path: "/partner-portal/resources", tab: "Resources" },
  { path: "/partner-portal/partners", tab: "Partners" },
  { path: "/admin/audit-log", tab: "Audit Log" },
  { path: "/lms/certifications", tab: "Certifications" },
  { path: "/customer-success/onboarding", tab: "Onboarding" },
  { path: "/business-intelligence/scheduled", tab: "Scheduled Reports" },
] as const;

/** What is cut or out of place on the page: an empty list when every label fits. */
function problemsOn(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const rect = (element: Element) => element.getBoundingClientRect();
    for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
      for (const tab of tabs) {
        if (tab.scrollWidth > tab.clientWidth + 1) problems.push(`tab label cut: ${tab.textContent}`);
      }
      const open = tabs.find((tab) => tab.getAttribute("aria-selected") === "true");
      if (open && (rect(open).left < rect(list).left - 1 || rect(open).right > rect(list).right + 1)) {
        problems.push(`open tab out of view: ${open.textContent}`);
      }
      const scrolls = list.scrollWidth > list.clientWidth + 1;
      const arrows = list.parentElement?.querySelectorAll("[data-scroll-arrow]").length ?? 0;
      if (scrolls && arrows === 0)
        problems.push(`tabs hidden with no sign: ${list.getAttribute("aria-label")}`);
    }
    const context = document.createElement("canvas").getContext("2d");
    for (const input of document.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
      if (!context || input.offsetParent === null) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (context.measureText(input.placeholder).width > room)
        problems.push(`placeholder cut: ${input.placeholder}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push("the page scrolls sideways");
    return problems;
  });
}

for (const width of [320, 375]) {
  test(`at ${width} px no tab label or placeholder is cut and the open tab is in view`, async ({
    pageSignedInAs,
  }, testInfo) => {
    const page = await pageSignedInAs("admin");
    await page.setViewportSize({ width, height: 800 });
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      const open = page.getByRole("tab", { name: screen.tab, exact: true, selected: true });
      await expect(open).toBeVisible();
      await expect.poll(() => problemsOn(page), { message: screen.path }).toEqual([]);
      await screenshotAsIs(page, testInfo, `narrow-${width}${screen.path.replaceAll("/", "-")}`);
    }

    // The row's arrow scrolls it on to the tabs it hid.
    await page.goto("/partner-portal/deals");
    const list = page.getByRole("tablist", { name: "Partner Portal" });
    const end = page.locator('[data-scroll-arrow="end"]');
    await expect(end).toBeVisible();
    const before = await list.evaluate((row) => row.scrollLeft);
    await end.click();
    await expect.poll(() => list.evaluate((row) => row.scrollLeft)).toBeGreaterThan(before);
    await expect(page.locator('[data-scroll-arrow="start"]')).toBeVisible();
    // The row stays where the arrow took it, not pulled back to the open tab.
    await page.waitForTimeout(500);
    expect(await list.evaluate((row) => row.scrollLeft)).toBeGreaterThan(before);
    // The arrows are for pointers only: hidden from assistive technology and out of the Tab order.
    await expectAccessible(page, `the tab row's arrows at ${width} px`);
  });
}

test("a range of business days never breaks inside on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/partner/login");
  const phrase = page.getByText("3-5 business days", { exact: true });
  await expect(phrase).toBeVisible();
  // One line box: the phrase is not split after "3-".
  expect(await phrase.evaluate((span) => span.getClientRects().length)).toBe(1);
});

test("a staff member created without a password signs in by single sign-on, and a long e-mail shows whole on a phone", async ({
  pageSignedInAs,
  browser,
}, testInfo) => {
  // Two people in two browsers on a busy two-core machine.
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const email = `francesca.long-surname.${run}@partner-enablement.subsidiary.example`;
  const person = `Francesca Long ${run}`;
  const page = await pageSignedInAs("admin");
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Create User" }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/They need no password from you/)).toBeVisible();
  await screenshotDialogViewports(page, testInfo, dialog, "create-user-without-password");
  await page.setViewportSize({ width: 320, height: 800 });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Full Name").fill(person);
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("User created", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const newcomer = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await signInAsStaff(newcomer, email);
  await expect(newcomer.getByRole("heading", { level: 1, name: "Portal Dashboard" })).toBeVisible();
  await newcomer.context().close();

  await page.getByLabel("Search users").fill(person);
  await page.getByRole("button", { name: `Edit ${person}`, exact: true }).click();
  dialog = page.getByRole("dialog");
  const field = dialog.getByLabel("Email");
  await expect(field).toHaveValue(email);
  const size = await field.evaluate((box) => ({
    cutSideways: box.scrollWidth > box.clientWidth + 1,
    cutBelow: box.scrollHeight > box.clientHeight + 1,
  }));
  expect(size).toEqual({ cutSideways: false, cutBelow: false });
  await screenshotDialogViewports(page, testInfo, dialog, "narrow-edit-user-long-email");
});
