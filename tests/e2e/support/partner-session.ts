import { expect, type Page } from "@playwright/test";

/** Acme Solutions' contact, the demo partner the deal tests act for (gold tier, 15% commission). */
export const ACME = {
  email: "partner@acme.example",
  password: "partner-demo",
  company: "Acme Solutions",
  contact: "Alice Johnson",
  commissionPercent: 15,
} as const;

/**
 * Signs Acme's contact in on a partner login page (`/partner/login`, or `/login` on a partner host) and waits for
 * its dashboard. Acme's password never changes in any test; signing in adds a session and ends none.
 */
export async function signInAsAcme(page: Page, loginUrl: string): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel("Email").fill(ACME.email);
  await page.getByLabel("Password").fill(ACME.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: ACME.company })).toBeVisible();
}

/** The origin of the partner host on the test server's port. */
export function partnerHostOrigin(baseURL: string | undefined): string {
  return `http://partners.localhost:${new URL(baseURL ?? "").port}`;
}
