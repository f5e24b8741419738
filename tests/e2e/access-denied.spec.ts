import type { Page } from "@playwright/test";
import { expect, test } from "./support/signed-in";

// docs/product/shell-and-navigation.md#access-denied: one page at the screen's own address, said once.

/** The errors the page logs to the console from now on, a refused request's "status of 403" among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("a manager opening the Partner Portal sees one Access Denied page, with no toast and no refused call", async ({
  pageSignedInAs,
}) => {
  const manager = await pageSignedInAs("manager");
  const errors = consoleErrors(manager);
  await manager.goto("/partner-portal");
  await expect(manager.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(
    manager.getByText(
      "You don't have access to the partner portal. Please contact an administrator to get partner access.",
    ),
  ).toBeVisible();
  await expect(manager.getByRole("list", { name: "What opens it" })).toContainText("manage_partners");
  await expect(manager.getByText("Access Denied")).toHaveCount(1);
  // A toast would have come with the page; give it the moment it would have taken.
  await manager.waitForTimeout(500);
  await expect(manager.locator("[data-sonner-toast]")).toHaveCount(0);
  expect(errors).toEqual([]);
  await expect(manager).toHaveURL((url) => url.pathname === "/partner-portal");
});

for (const [path, tab, permission] of [
  ["/admin/integrations", "Integrations", "manage_integrations"],
  ["/admin/audit-log", "Audit Log", "view_audit_logs"],
] as const) {
  test(`${path} shows Access Denied there to a manager without ${permission}, rather than redirecting`, async ({
    pageSignedInAs,
  }) => {
    const manager = await pageSignedInAs("manager");
    await manager.goto(path);
    await expect(manager.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(manager.getByText(`You don't have permission to open the ${tab} tab.`)).toBeVisible();
    await expect(manager.getByRole("list", { name: "What opens it" })).toContainText(permission);
    await expect(manager).toHaveURL((url) => url.pathname === path);
    await expect(manager.getByRole("tab")).toHaveCount(0);

    await manager.getByRole("link", { name: "Back to Admin Settings" }).click();
    await expect(manager.getByRole("tab", { name: "User Management" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
}
