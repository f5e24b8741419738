import { expect, type Page } from "@playwright/test";
import { signInAsStaff } from "./staff-session";

/**
 * Signs in, on `page`, a staff member made for one test with the given role, so that what the test changes about
 * them (preferences, profile) reaches no other test. A super admin adds them through the REST API; they then sign
 * in through single sign-on like anyone new. Returns their e-mail address.
 */
export async function signInAsFreshStaff(page: Page, role: string, landingPath = "/"): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `staff.${stamp}@example.com`;
  await signInAsStaff(page, "superadmin@example.com");
  const created = await page.request.post("/api/v1/users", {
    // A call carrying cookies must say where it comes from: the portal's own origin.
    headers: { origin: new URL(page.url()).origin },
    data: { email, fullName: `Fresh Staff ${stamp}`, role },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.context().clearCookies();
  await signInAsStaff(page, email, landingPath);
  return email;
}
