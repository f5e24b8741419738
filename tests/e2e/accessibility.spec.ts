import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotAsIs, screenshotViewports } from "./support/screenshots";
import { SHELL_SCREENS } from "./support/shell-screens";
import { expect, test } from "./support/signed-in";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** The screen as it is now and with the search palette, the bell's panel and the account menu open in turn. */
async function expectAccessibleWithEachOpen(page: Page, what: string, accountMenu: string) {
  await expectAccessible(page, what, { structure: true });

  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search" });
  await expect(palette.getByRole("combobox", { name: "Search across modules" })).toBeFocused();
  await expectAccessible(page, `${what} with the search palette open`);
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();

  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await expectAccessible(page, `${what} with the bell's panel open`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeHidden();

  await page.getByRole("button", { name: accountMenu, exact: true }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessible(page, `${what} with the account menu open`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
}

/** The screen with a select's menu (a listbox) open, then closed again with Escape. */
async function expectAccessibleWithMenuOpen(page: Page, label: string, what: string) {
  await page.getByRole("main").getByRole("combobox", { name: label, exact: true }).click();
  await expect(page.getByRole("listbox")).toBeVisible();
  await expectAccessible(page, `${what} with the ${label} menu open`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
}

/** The screen with the dialog its button opens, then closed again with Escape. */
async function expectAccessibleWithDialogOpen(page: Page, button: string, dialog: string, what: string) {
  await page.getByRole("main").getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
  await expectAccessible(page, `${what} with the ${dialog} dialog open`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: dialog })).toBeHidden();
}

// Every check runs in both themes: a demo account's theme is System, so the browser's colour scheme decides it
// (docs/product/profile-and-preferences.md#preferences).
for (const theme of ["light", "dark"] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("the pages seen before signing in pass axe", async ({ page }) => {
      const port = new URL(test.info().project.use.baseURL ?? "").port;
      const pages = [
        "/login",
        "/partner/login",
        "/partner/apply",
        "/status",
        "/partner/setup-password",
        `http://partners.localhost:${port}/login`,
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(h1(page)).toBeVisible();
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expectAccessible(page, path);
      }
      await page.goto("/partner/login");
      await page.getByRole("button", { name: "First Time? Set Up Password" }).click();
      await expect(page.getByRole("button", { name: "Send Setup Email" })).toBeVisible();
      await expectAccessible(page, "the partner password setup request");

      await page.goto("/no/such/page");
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expectAccessible(page, "the 404 page");
    });

    test.describe("signed in as the superadmin", () => {
      test.use({ signedInAs: "superadmin" });

      test("every screen of the shell passes axe", async ({ page }) => {
        // Twelve screens, each checked in full (1.2-1.6 min beside a second worker on two cores). One walk through
        // the sidebar: a test per screen would load the whole app for each, which costs more than its own check.
        test.setTimeout(180_000);
        await page.goto("/");
        for (const screen of SHELL_SCREENS) {
          await page
            .getByRole("navigation", { name: "Main navigation" })
            .getByRole("link", { name: screen.item, exact: true })
            .click();
          await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
          await expectAccessible(page, screen.path, { structure: true });
        }
      });

      test("the screens outside the sidebar pass axe", async ({ page }) => {
        test.setTimeout(90_000);
        // Course management, the notifications page and the person's own settings.
        for (const [path, heading] of [
          ["/lms/manage", "Manage Courses"],
          ["/lms/courses/new", "Create Course"],
          ["/notifications", "Notifications"],
          ["/settings/profile", "Profile Settings"],
          ["/settings/preferences", "Preferences"],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
          await expectAccessible(page, path, { structure: true });
        }
      });

      test("the shell's palette, bell, account menu, collapsed sidebar and phone layout pass axe", async ({
        page,
      }, testInfo) => {
        test.setTimeout(90_000);
        await page.goto("/");
        await expect(h1(page)).toHaveText("Portal Dashboard");
        // The figures and the activity as the person reads them, not their loading placeholders.
        await expect(
          page.getByRole("article", { name: "Customer Success" }).getByRole("term").first(),
        ).toBeVisible();
        await expect(
          page.getByRole("region", { name: "Recent Activity" }).getByRole("listitem").first(),
        ).toBeVisible();
        await screenshotViewports(page, testInfo, `dashboard-${theme}`);
        await expectAccessibleWithEachOpen(page, "the dashboard", "superadmin");

        await page.getByRole("button", { name: "Toggle Sidebar" }).click();
        await expect(page.locator('[data-sidebar="sidebar"]')).toHaveAttribute("data-state", "collapsed");
        await page.getByRole("link", { name: "Course Catalog" }).hover();
        await expect(page.getByRole("tooltip")).toBeVisible();
        await expectAccessible(page, "the collapsed sidebar with a tooltip");
        await page.getByRole("button", { name: "Toggle Sidebar" }).click();

        await page.setViewportSize({ width: 375, height: 812 });
        await expect(h1(page)).toBeVisible();
        await expectAccessibleWithEachOpen(page, "the dashboard on a phone", "superadmin");
        await page.getByRole("button", { name: "Toggle Sidebar" }).click();
        await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
        await screenshotAsIs(page, testInfo, `sidebar-sheet-${theme}`);
        await expectAccessible(page, "the sidebar sheet");
      });
    });

    test.describe("signed in as an administrator", () => {
      test.use({ signedInAs: "admin" });

      test("the Customer Success screens, a customer's page and the settings pass axe with each dialog and menu open", async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.goto("/customer-success");
        await expect(page.getByRole("heading", { level: 3, name: "Alpine Ski House" })).toBeVisible();
        await expectAccessible(page, "Customer Overview", { structure: true });
        await expectAccessibleWithDialogOpen(page, "Add Customer", "Add Customer", "Customer Overview");
        for (const menu of ["Status", "Owner", "Sort by"]) {
          await expectAccessibleWithMenuOpen(page, menu, "Customer Overview");
        }
        // The partner filter searches the partners as one types.
        await page.getByRole("main").getByRole("combobox", { name: "Partner", exact: true }).click();
        await expect(page.getByRole("listbox", { name: "Active partners" })).toBeVisible();
        await expectAccessible(page, "Customer Overview with the Partner list open");
        await page.keyboard.press("Escape");

        await page.getByRole("link", { name: "View Details for Wide World Importers" }).click();
        await expect(h1(page)).toHaveText("Wide World Importers");
        await expect(page.getByRole("list", { name: "Health inputs" })).toBeVisible();
        await expectAccessible(page, "a customer's page", { structure: true });
        await expectAccessibleWithDialogOpen(
          page,
          "Edit Wide World Importers",
          "Edit Wide World Importers",
          "a customer's page",
        );
        await expectAccessibleWithDialogOpen(
          page,
          "Log contact with Wide World Importers",
          "Log contact with Wide World Importers",
          "a customer's page",
        );
        await page.getByRole("button", { name: "Mark as churned" }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectAccessible(page, "a customer's page asking to mark it churned");
        await page.getByRole("button", { name: "Cancel" }).click();
        await expect(page.getByRole("alertdialog")).toBeHidden();

        await page.goto("/customer-success/health");
        await expect(page.getByRole("heading", { level: 3, name: "Customers by Health" })).toBeVisible();
        await expectAccessible(page, "the Health Dashboard", { structure: true });
        await page.getByRole("button", { name: "Show table" }).click();
        await expect(page.getByRole("button", { name: "Show chart" })).toBeVisible();
        await expectAccessible(page, "the Health Dashboard as a table", { structure: true });

        await page.goto("/customer-success/onboarding");
        await expect(page.getByRole("list", { name: "Customers in onboarding" })).toBeVisible();
        await expectAccessible(page, "Onboarding", { structure: true });

        await page.goto("/customer-success/settings");
        await expect(h1(page)).toHaveText("Customer Success Settings");
        await expect(page.getByRole("form", { name: "Business calendar" })).toBeVisible();
        await expectAccessible(page, "the Customer Success settings", { structure: true });
      });

      test("Support Tickets and a ticket's page pass axe with each dialog and menu open", async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.goto("/customer-success/tickets");
        await expect(
          page.getByRole("link", { name: "#1 Order sync stopped after the last update", exact: true }),
        ).toBeVisible();
        await expectAccessible(page, "Support Tickets", { structure: true });
        await expectAccessibleWithDialogOpen(page, "New Ticket", "New Ticket", "Support Tickets");
        for (const menu of ["Status", "Priority", "Assignee", "Assign to"]) {
          await expectAccessibleWithMenuOpen(page, menu, "Support Tickets");
        }
        // The customer filter lists the customers as one types.
        await page.getByRole("main").getByRole("combobox", { name: "Customer", exact: true }).click();
        await expect(page.getByRole("listbox", { name: "Customers" })).toBeVisible();
        await expectAccessible(page, "Support Tickets with the Customer list open");
        await page.keyboard.press("Escape");
        // The box follows the address, which the click updates a moment later: wait for it.
        const breached = page.getByRole("checkbox", { name: "Breached" });
        await breached.click();
        await expect(breached).toBeChecked();
        await expect(
          page.getByRole("link", { name: /^#7 Booking confirmations are not sent$/ }),
        ).toBeVisible();
        await expectAccessible(page, "Support Tickets, breached only", { structure: true });

        await page.getByRole("link", { name: "#7 Booking confirmations are not sent" }).click();
        await expect(h1(page)).toHaveText("Booking confirmations are not sent");
        await expectAccessible(page, "a ticket's page", { structure: true });
        for (const menu of ["Status", "Priority", "Assignee", "Set status"]) {
          await expectAccessibleWithMenuOpen(page, menu, "a ticket's page");
        }
        await page.getByRole("radio", { name: "Internal note" }).check();
        await expect(page.getByRole("textbox", { name: "Internal note" })).toBeVisible();
        await expectAccessible(page, "a ticket's page writing an internal note");
      });
    });

    test("the partner dashboard's tabs, palette, bell and account menu pass axe", async ({
      pageSignedInAs,
    }, testInfo) => {
      // Nine tabs, the Support tab's dialogs, and the shell's menus: 1-2 min beside a second worker.
      test.setTimeout(150_000);
      const page = await pageSignedInAs("acme");
      await page.goto(`${partnerHostOrigin(test.info().project.use.baseURL)}/dashboard`);
      await expect(h1(page)).toHaveText("Acme Solutions");
      await screenshotViewports(page, testInfo, `partner-dashboard-${theme}`);
      for (const tab of [
        "Submit Deal",
        "My Deals",
        "Performance",
        "Learning",
        "Resources",
        "Support",
        "Team",
        "API",
        "Dashboard",
      ]) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
        await expectAccessible(page, `the partner dashboard's ${tab} tab`, { structure: true });
        if (tab !== "Support") continue;
        // The Support tab's New Ticket form with its customer menu, and one of the partner's tickets.
        const support = page.getByRole("tabpanel", { name: "Support" });
        await expect(support.getByRole("button", { name: /^#1 Order sync stopped/ })).toBeVisible();
        await support.getByRole("button", { name: "New Ticket" }).click();
        const opening = page.getByRole("dialog", { name: "New Ticket" });
        await expectAccessible(page, "the partner's New Ticket dialog");
        await opening.getByRole("combobox", { name: "Customer" }).click();
        await expect(page.getByRole("listbox")).toBeVisible();
        await expectAccessible(page, "the partner's New Ticket dialog with its customer menu open");
        await page.keyboard.press("Escape");
        await page.keyboard.press("Escape");
        await expect(opening).toBeHidden();
        await support.getByRole("button", { name: /^#1 Order sync stopped/ }).click();
        await expect(page.getByRole("dialog", { name: /^#1 Order sync stopped/ })).toBeVisible();
        await expectAccessible(page, "a partner's ticket over the Support tab");
        await page.keyboard.press("Escape");
      }
      await expectAccessibleWithEachOpen(page, "the partner dashboard", "Account");
    });

    test("the access-denied pages pass axe", async ({ pageSignedInAs }, testInfo) => {
      const manager = await pageSignedInAs("manager");
      for (const path of ["/partner-portal", "/admin/integrations", "/admin/audit-log", "/lms/manage"]) {
        await manager.goto(path);
        await expect(h1(manager)).toHaveText("Access Denied");
        await expectAccessible(manager, `${path} as a manager`, { structure: true });
      }
      await screenshotViewports(manager, testInfo, `access-denied-${theme}`);
      const user = await pageSignedInAs("user");
      await user.goto("/admin");
      await expect(h1(user)).toHaveText("Access Denied");
      await expectAccessible(user, "/admin as a user", { structure: true });
    });
  });
}

/** Whether the focused element draws a focus indicator: an outline or a ring (box-shadow). */
function hasVisibleFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== "none";
  });
}

test.describe("signed in as the superadmin", () => {
  test.use({ signedInAs: "superadmin" });

  test("every control of the shell is reachable with Tab and shows where focus is", async ({ page }) => {
    await page.goto("/");
    await expect(h1(page)).toHaveText("Portal Dashboard");

    // Document order: skip link, sidebar, top bar; the screen's own controls follow.
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const stops = [
      page.getByRole("link", { name: "Skip to main content" }),
      ...SHELL_SCREENS.map((screen) => nav.getByRole("link", { name: screen.item, exact: true })),
      page.locator('[data-sidebar="sidebar"]').getByRole("button", { name: "Sign Out" }),
      page.getByRole("button", { name: "Toggle Sidebar" }),
      page.getByRole("searchbox", { name: "Search across modules" }),
      page.getByRole("button", { name: "Notifications" }),
      page.getByRole("button", { name: "superadmin" }),
    ];
    for (const stop of stops) {
      await page.keyboard.press("Tab");
      await expect(stop).toBeFocused();
      expect(await hasVisibleFocus(page), `${await stop.textContent()} shows focus`).toBe(true);
    }

    // The skip link moves focus past the navigation to the screen itself.
    await page.reload();
    await expect(h1(page)).toHaveText("Portal Dashboard");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "View Details" }).first()).toBeFocused();
  });
});
