import type { Browser, Page, TestInfo } from "@playwright/test";
import { REFUSALS } from "#shared/grant-rules";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { toast } from "./support/deal-screens";
import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";
import { signInAsStaff } from "./support/staff-session";

// The tests make a department and a user of their own and change only those: the demo accounts stay as they are.
// Two people in two browsers on a two-core machine.
test.describe.configure({ timeout: 240_000 });

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name, exact: true });

/** Opens a row action's dialog on User Management, after searching for the person. */
async function openUserDialog(page: Page, person: string, action: string) {
  await page.getByLabel("Search users").fill(person);
  const button = page.getByRole("button", { name: `${action} ${person}`, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  return page.getByRole("dialog");
}

test("an admin creates a user and grants access that the signed-in user gets without signing out; the audit log shows every change", async ({
  browser,
  pageSignedInAs,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const person = `Erin Staff ${suffix}`;
  const email = `erin.${suffix}@example.com`;
  const department = `Field Enablement ${suffix}`;

  // An admin makes a department and the user.
  const admin = await pageSignedInAs("admin");
  await admin.goto("/admin/departments");
  await expect(heading(admin, "Admin Settings")).toBeVisible();
  await admin.getByRole("button", { name: "Create Department" }).click();
  let dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Department Name").fill(`  ${department} `);
  await dialog.getByLabel("Description").fill("Helps partners sell.");
  await dialog.getByRole("button", { name: "Create Department" }).click();
  await expect(toast(admin, "Department created")).toBeVisible();
  await expect(
    admin.getByRole("list", { name: "Departments" }).getByText(department, { exact: true }),
  ).toBeVisible();
  await clearScreen(admin);

  await admin.getByRole("tab", { name: "User Management" }).click();
  await expect(admin).toHaveURL((url) => url.pathname === "/admin/users");
  await admin.getByRole("button", { name: "Create User" }).click();
  dialog = admin.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(toast(admin, "Please fill in all required fields")).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Full Name").fill(person);
  await dialog.getByLabel("Job Title").fill("Partner Enablement Lead");
  await dialog.getByLabel("Temporary Password").fill("temp-pass-1");
  await screenshotDialogViewports(admin, testInfo, dialog, "admin-create-user");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(toast(admin, "User created")).toBeVisible();
  await expect(dialog).toBeHidden();
  await clearScreen(admin);

  // The new user signs in through the development provider: a plain user, no admin settings.
  const newcomer = await newPage(browser, testInfo);
  await signInAsStaff(newcomer, email, "/admin");
  await expect(newcomer.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(newcomer.getByText("You don't have permission to access admin settings.")).toBeVisible();
  await newcomer.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(heading(newcomer, "Portal Dashboard")).toBeVisible();

  // The admin gives a department (primary), two permissions and a new role.
  dialog = await openUserDialog(admin, person, "Departments of");
  await dialog.getByRole("checkbox", { name: department }).check();
  await dialog.getByLabel("Primary department").click();
  await admin.getByRole("option", { name: department }).click();
  await dialog.getByRole("button", { name: "Save Departments" }).click();
  await expect(toast(admin, "Departments updated")).toBeVisible();
  await clearScreen(admin);

  dialog = await openUserDialog(admin, person, "Permissions of");
  await dialog.getByRole("checkbox", { name: "manage_users" }).check();
  await dialog.getByRole("checkbox", { name: "view_audit_logs" }).check();
  await screenshotDialogViewports(admin, testInfo, dialog, "admin-permissions");
  await dialog.getByRole("button", { name: "Save Permissions" }).click();
  await expect(toast(admin, "Permissions updated")).toBeVisible();
  await clearScreen(admin);

  dialog = await openUserDialog(admin, person, "Change role of");
  await dialog.getByRole("radio", { name: /^Analyst/ }).check();
  await dialog.getByRole("button", { name: "Save Role" }).click();
  await expect(toast(admin, "Role updated")).toBeVisible();
  await clearScreen(admin);

  const row = admin.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: email });
  await expect(row.getByText("Analyst", { exact: true })).toBeVisible();
  await expect(row.getByRole("list", { name: `Departments of ${person}` })).toContainText(department);
  await expect(row.getByRole("list", { name: `Permissions of ${person}` })).toContainText("manage_users");
  await expect(row.getByRole("list", { name: `Permissions of ${person}` })).toContainText("view_audit_logs");
  await screenshotViewports(admin, testInfo, "admin-users");

  // Without signing out, the user's next visit opens what the permissions give: User Management and the log.
  await sidebarLink(newcomer, "Admin Settings").click();
  await expect(newcomer.getByRole("tab", { name: "User Management" })).toBeVisible();
  await expect(newcomer.getByRole("tab", { name: "Audit Log" })).toBeVisible();
  await expect(newcomer.getByRole("tab", { name: "Departments" })).toBeVisible();
  await expect(newcomer.getByRole("list", { name: "Users" })).toBeVisible();
  // It cannot raise itself either.
  await newcomer.getByLabel("Search users").fill(person);
  await expect(newcomer.getByRole("button", { name: `Change role of ${person}` })).toBeDisabled();
  await expectAccessible(newcomer, "User Management as a user granted manage_users");
  await newcomer.context().close();

  // The audit log shows each change to the new user, newest first, with the values.
  await admin.getByRole("tab", { name: "Audit Log" }).click();
  await expect(admin).toHaveURL((url) => url.pathname === "/admin/audit-log");
  const entries = admin.getByRole("list", { name: "Audit entries" });
  await entries
    .getByRole("button", { name: `Filter by User: ${person}` })
    .first()
    .click();
  await expect(admin.getByRole("button", { name: `Remove the filter User: ${person}` })).toBeVisible();
  const rows = entries.locator(":scope > li");
  await expect(rows).toHaveCount(4);
  for (const [index, action] of [
    "User role changed",
    "User permissions changed",
    "User departments changed",
    "User created",
  ].entries()) {
    await expect(rows.nth(index)).toContainText(action);
  }
  await expect(entries).toContainText("manage_users");
  await expect(entries).toContainText("view_audit_logs");
  await expect(entries).toContainText("User → Analyst");
  await expect(entries).toContainText(department);
  await expectAccessible(admin, "the audit log filtered to one user");
  await screenshotViewports(admin, testInfo, "admin-audit-log");

  // Filtered by the action instead, the newest role change is this one.
  await admin.getByRole("button", { name: `Remove the filter User: ${person}` }).click();
  await admin.getByLabel("Action").click();
  await admin.getByRole("option", { name: "User role changed" }).click();
  await expect(entries.locator(":scope > li").first()).toContainText(person);
});

test("the manager may manage users but cannot make itself admin, on the screen or by asking the server, and the refusal changes nothing", async ({
  pageSignedInAs,
}, testInfo) => {
  // The manager demo account may manage users, but not make itself admin: the screen says so, and so does the
  // server when asked directly.
  const manager = await pageSignedInAs("manager");
  await manager.goto("/admin/users");
  await manager.getByLabel("Search users").fill("manager@example.com");
  const ownRow = manager
    .getByRole("list", { name: "Users" })
    .getByRole("listitem")
    .filter({ hasText: "manager@example.com" });
  await expect(manager.getByRole("list", { name: "Users" }).locator(":scope > li")).toHaveCount(1);
  await expect(ownRow.getByRole("button", { name: /^Change role of / })).toBeDisabled();
  await expect(ownRow.getByRole("button", { name: /^Permissions of / })).toBeDisabled();
  await expect(ownRow.getByText(REFUSALS.ownAccess)).toBeVisible();
  const origin = new URL(manager.url()).origin;
  const session = await manager.request.get("/api/v1/me/session");
  const managerId = ((await session.json()) as { user: { id: string } }).user.id;
  const refused = await manager.request.put(`/api/v1/users/${managerId}/role`, {
    headers: { origin },
    data: { role: "admin" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(REFUSALS.ownAccess);
  await screenshotViewports(manager, testInfo, "manager-users");

  // The refused attempt changed nothing: no role change names the manager (Maya Patel) as changed.
  const admin = await pageSignedInAs("admin");
  await admin.goto("/admin/audit-log");
  await admin.getByLabel("Action").click();
  await admin.getByRole("option", { name: "User role changed" }).click();
  await expect(admin).toHaveURL(/[?&]action=user_role_changed/);
  // The filtered answer is in: its list, no longer busy, or the empty state.
  const entries = admin.getByRole("list", { name: "Audit entries" });
  await expect(
    entries.and(admin.locator("[aria-busy=false]")).or(admin.getByText("No audit entries found")),
  ).toBeVisible();
  await expect(entries.locator(":scope > li").filter({ hasText: "Maya Patel" })).toHaveCount(0);
});
