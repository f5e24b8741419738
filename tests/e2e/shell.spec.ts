import type { BrowserContext, Page } from "@playwright/test";
import { HOST_PAGES } from "#shared/host-pages";
import { screenshotAsIs, screenshotViewports } from "./support/screenshots";
import { SHELL_SCREENS, SIDEBAR_GROUPS } from "./support/shell-screens";
import { expect, test } from "./support/signed-in";
import { signInAsStaff } from "./support/staff-session";

const sidebarOf = (page: Page) => page.locator('[data-sidebar="sidebar"]');
const navOf = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test.use({ signedInAs: "superadmin" });

async function sidebarCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "sidebar_state");
}

test("each sidebar entry opens its screen and is the only one highlighted", async ({ page }, testInfo) => {
  await page.goto("/admin");
  await expect(heading(page, "Admin Settings")).toBeVisible();
  const nav = navOf(page);
  for (const group of SIDEBAR_GROUPS) {
    await expect(sidebarOf(page).getByText(group, { exact: true })).toBeVisible();
  }

  for (const screen of SHELL_SCREENS) {
    const link = nav.getByRole("link", { name: screen.item, exact: true });
    await expect(link.locator("svg")).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === screen.path);
    await expect(heading(page, screen.heading)).toBeVisible();
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }

  await nav.getByRole("link", { name: "Admin Settings", exact: true }).click();
  await expect(page.getByRole("tab", { name: "User Management" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("list", { name: "Users" })).toBeVisible();
  await screenshotViewports(page, testInfo, "admin-settings");
  await nav.getByRole("link", { name: "Partner Directory", exact: true }).click();
  await expect(page.getByRole("tab", { name: "All Deals" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "All Partner Deals" })).toBeVisible();
  await page.getByRole("tab", { name: "Applications" }).click();
  await expect(page.getByRole("heading", { name: "Partner Applications" })).toBeVisible();
  await screenshotViewports(page, testInfo, "partner-portal-admin");
});

test("a collapsed sidebar shows icons with tooltips and stays collapsed after a reload", async ({
  page,
  context,
}, testInfo) => {
  await page.goto("/");
  const sidebar = sidebarOf(page);
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  expect((await sidebar.boundingBox())?.width).toBe(256);

  await page.getByRole("button", { name: "Toggle Sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  await expect(sidebar.getByText("Learning Management", { exact: true })).toBeHidden();
  const cookie = await sidebarCookie(context);
  expect(cookie?.value).toBe("false");
  expect(cookie?.path).toBe("/");
  // Kept for 7 days.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(604_800 - 60);

  await navOf(page).getByRole("link", { name: "Support Tickets" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Support Tickets");
  await page.mouse.move(900, 500);
  await screenshotAsIs(page, testInfo, "shell-collapsed-desktop");

  await page.reload();
  await expect(heading(page, "Portal Dashboard")).toBeVisible();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  expect((await sidebar.boundingBox())?.width).toBe(48);

  await page.getByRole("button", { name: "Toggle Sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  expect((await sidebarCookie(context))?.value).toBe("true");
  // Expanded entries show their names, so no tooltip repeats them.
  await navOf(page).getByRole("link", { name: "Support Tickets" }).hover();
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

test("Ctrl+B and Cmd+B toggle the sidebar", async ({ page, context }) => {
  await page.goto("/");
  const sidebar = sidebarOf(page);
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  expect((await sidebarCookie(context))?.value).toBe("false");
  await page.keyboard.press("Meta+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  // The shortcut works while typing in the search box too.
  await page.getByRole("searchbox", { name: "Search across modules" }).focus();
  await page.keyboard.press("Control+KeyB");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
});

test("below 768 px the sidebar is a sheet with its own open state", async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await expect(heading(page, "Portal Dashboard")).toBeVisible();
  await expect(navOf(page)).toHaveCount(0);

  // The top bar stays in view while the page scrolls.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect((await page.getByRole("banner").boundingBox())?.y).toBe(0);

  await page.getByRole("button", { name: "Toggle Sidebar" }).click();
  const sheet = page.getByRole("dialog", { name: "Navigation" });
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())?.width).toBe(288);
  await expect(sheet.getByText("Business Intelligence", { exact: true })).toBeVisible();
  await screenshotAsIs(page, testInfo, "sidebar-sheet-phone");

  await sheet.getByRole("link", { name: "Support Tickets" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/customer-success\/tickets$/);
  await expect(heading(page, "Customer Success")).toBeVisible();

  await page.keyboard.press("Control+b");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Support Tickets" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  // Opening and closing the sheet leaves the remembered desktop state alone.
  expect(await sidebarCookie(context)).toBeUndefined();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebarOf(page)).toHaveAttribute("data-state", "expanded");
});

test("the dashboard shows each module's figures, the latest activity, and its links lead to the modules", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await expect(heading(page, "Portal Dashboard")).toBeVisible();
  await expect(
    page.getByText("Welcome to your internal portal. Monitor all modules from one place."),
  ).toBeVisible();
  // A super admin sees every module's figures (docs/product/dashboard.md#module-figures).
  const FIGURES = {
    "Customer Success": ["Customers", "At Risk", "Open Tickets"],
    "Partner Portal": ["Active Partners", "Open Pipeline", "Commission Owed"],
    "Learning Management": ["Published Courses", "Active Learners", "Certificates This Month"],
    "Business Intelligence": ["Saved Reports", "Scheduled Deliveries", "Next Delivery"],
  };
  for (const [title, labels] of Object.entries(FIGURES)) {
    const card = page.getByRole("article", { name: title });
    for (const [index, label] of labels.entries()) {
      await expect(card.getByRole("term").nth(index)).toHaveText(label);
      // The next delivery is a moment, or "None scheduled"; every other figure a count or an amount.
      await expect(card.getByRole("definition").nth(index)).toHaveText(
        label === "Next Delivery" ? /^(None scheduled|.+\d{2}:\d{2} .+)$/ : /^\$?[\d,]+(\.\d{2})?$/,
      );
    }
  }
  // No figure of the dashboard is a sample.
  await expect(page.getByText("Sample data", { exact: true })).toHaveCount(0);

  // The demo's audit trail fills Recent Activity: its six newest events, each with a time and a status.
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByRole("listitem")).toHaveCount(6);
  await expect(activity.getByRole("listitem").first().locator("time")).toHaveText(/ ago$|^Just now$/);
  await expect(activity.getByText("Completed", { exact: true }).first()).toBeVisible();
  await screenshotViewports(page, testInfo, "dashboard");

  const modules = [
    { title: "Customer Success", path: "/customer-success", heading: "Customer Success" },
    { title: "Partner Portal", path: "/partner-portal", heading: "Partner Portal Admin" },
    { title: "Learning Management", path: "/lms", heading: "Learning Management" },
    { title: "Business Intelligence", path: "/business-intelligence", heading: "Business Intelligence" },
  ];
  const viewDetails = page.getByRole("link", { name: "View Details" });
  await expect(viewDetails).toHaveCount(modules.length);
  for (const [index, module] of modules.entries()) {
    await expect(viewDetails.nth(index)).toHaveAccessibleDescription(module.title);
    await viewDetails.nth(index).click();
    await expect(page).toHaveURL((url) => url.pathname === module.path);
    await expect(heading(page, module.heading)).toBeVisible();
    await page.goBack();
    await expect(heading(page, "Portal Dashboard")).toBeVisible();
  }

  const quickActions = [
    { name: "New Ticket", path: "/customer-success/tickets", heading: "Customer Success" },
    { name: "Browse Courses", path: "/lms", heading: "Learning Management" },
    { name: "Add Partner", path: "/partner-portal", heading: "Partner Portal Admin" },
    { name: "Create Report", path: "/business-intelligence/reports", heading: "Business Intelligence" },
  ];
  for (const action of quickActions) {
    await page.getByRole("link", { name: action.name }).click();
    await expect(page).toHaveURL((url) => url.pathname === action.path);
    // New Ticket lands with its form open over the Support Tickets tab.
    if (action.name === "New Ticket") {
      await expect(page.getByRole("dialog", { name: "New Ticket" })).toBeVisible();
      await page.keyboard.press("Escape");
    }
    await expect(heading(page, action.heading)).toBeVisible();
    await page.goBack();
    await expect(heading(page, "Portal Dashboard")).toBeVisible();
  }
});

test("a failed sign-out from the shell is only logged", async ({ page }) => {
  await page.goto("/");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route("**/api/auth/sign-out", (route) => route.fulfill({ status: 500, body: "{}" }));

  await page.getByRole("button", { name: "superadmin" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect.poll(() => errors.join("\n")).toContain("Error signing out:");
  await sidebarOf(page).getByRole("button", { name: "Sign Out" }).click();
  await expect.poll(() => errors.filter((text) => text.includes("Error signing out:")).length).toBe(2);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(heading(page, "Portal Dashboard")).toBeVisible();
});

test("no screen is sample data: Business Intelligence shows the server's figures and schedules", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (request) => calls.push(new URL(request.url()).pathname));
  await page.goto("/business-intelligence/scheduled");
  await expect(heading(page, "Business Intelligence")).toBeVisible();
  await expect(page.getByText("Sample data", { exact: true })).toHaveCount(0);
  const figures = page.getByRole("main").locator("dl").first();
  for (const label of ["Saved Reports", "Scheduled Deliveries", "Next Delivery"]) {
    await expect(figures.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: "Scheduled Reports", exact: true })).toBeVisible();
  // The super administrator holds manage_system: the allowed recipient domains are theirs to change.
  await expect(page.getByRole("region", { name: "Allowed recipient domains" })).toBeVisible();
  await expect.poll(() => calls.some((path) => path.endsWith("/reports/figures"))).toBe(true);
  await expect.poll(() => calls.some((path) => path.endsWith("/reports/schedules"))).toBe(true);
});

test("an unknown address shows the 404 page, and Return to Home leads to the dashboard", async ({
  page,
}, testInfo) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  for (const path of ["/no/such/page", "/customer-success/unknown", "/lms/courses/12/unknown"]) {
    await page.goto(path);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
    expect(logged.join("\n")).toContain(path);
  }
  await screenshotViewports(page, testInfo, "not-found");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(heading(page, "Portal Dashboard")).toBeVisible();

  // Under /partner, an unknown address is the partner login instead.
  await page.goto("/partner/unknown");
  await expect(page.getByRole("heading", { level: 1, name: "Partner Sign In" })).toBeVisible();
});

// These two need a browser signed in as no one: one signs out, ending its session; the other is on the partner
// host and then on the internal login page.
test.describe("signed in by no one beforehand", () => {
  test.use({ signedInAs: undefined });

  test("the top bar has a search box, notifications and the account menu", async ({ page }) => {
    await signInAsStaff(page);
    const search = page.getByRole("searchbox", { name: "Search across modules" });
    await expect(search).toHaveAttribute("placeholder", "Search across modules...");
    // Typing into the box opens the search palette with what was typed (docs/product/shell-and-navigation.md#search).
    await search.fill("acme");
    const palette = page.getByRole("dialog", { name: "Search" });
    await expect(palette.getByRole("combobox", { name: "Search across modules" })).toHaveValue("acme");
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();
    await expect(search).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();

    const account = page.getByRole("button", { name: "superadmin" });
    await account.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("My Account")).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(["Profile Settings", "Preferences", "Sign Out"]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    // Keyboard all the way: open with Enter, walk down to Sign Out, choose it.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "Sign Out" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
  });

  test("a partner host serves only the partner screens", async ({ page }) => {
    const port = new URL(test.info().project.use.baseURL ?? "").port;
    const partnerHost = `http://partners.localhost:${port}`;

    await page.goto(`${partnerHost}/`);
    await expect(page).toHaveURL(`${partnerHost}/login`);
    await expect(page).toHaveTitle(`Partner Sign In · ${HOST_PAGES.partner.title}`);
    await expect(page.getByRole("heading", { level: 1, name: "Partner Sign In" })).toBeVisible();

    const partnerScreens = [
      { path: "/partner/login", heading: "Partner Sign In" },
      { path: "/setup-password", heading: "Invalid or Expired Link" },
      { path: "/partner/setup-password", heading: "Invalid or Expired Link" },
    ];
    for (const screen of partnerScreens) {
      await page.goto(`${partnerHost}${screen.path}`);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
    }
    for (const path of ["/apply", "/status"]) {
      await page.goto(`${partnerHost}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    }
    for (const path of ["/dashboard", "/partner/dashboard"]) {
      await page.goto(`${partnerHost}${path}`);
      await expect(page).toHaveURL(`${partnerHost}/login`);
    }

    // The Partner Portal's and Learning's addresses lead to the partner dashboard's tab showing the same, which
    // asks an anonymous visitor to sign in; the other internal screens do not exist on this host.
    const isPartnerFacing = (path: string) => path.startsWith("/partner-portal") || path.startsWith("/lms");
    const screens = SHELL_SCREENS.filter((screen) => screen.path !== "/").map((screen) => screen.path);
    for (const path of screens.filter(isPartnerFacing)) {
      await page.goto(`${partnerHost}${path}`);
      await expect(page, path).toHaveURL(`${partnerHost}/login`);
    }
    const internalPaths = [
      ...screens.filter((path) => !isPartnerFacing(path)),
      "/partner/apply",
      "/partner/anything",
    ];
    for (const path of internalPaths) {
      await page.goto(`${partnerHost}${path}`);
      await expect(page.getByText("Oops! Page not found"), path).toBeVisible();
    }

    await page.goto("/login");
    await expect(page).toHaveTitle(`Sign In · ${HOST_PAGES.internal.title}`);
    expect(HOST_PAGES.internal.title).not.toBe(HOST_PAGES.partner.title);
  });
});
