import { type Browser, type BrowserContext, test as base, type Cookie, type Page } from "@playwright/test";
import { partnerHostOrigin, signInAsAcme } from "./partner-session";
import { signInAsStaff } from "./staff-session";

/**
 * Shared sign-in: a test that merely needs to be "signed in as X" starts with X's session cookies instead of
 * signing in through the screens (3-5 s each on two cores).
 *
 *   import { expect, test } from "./support/signed-in";
 *
 *   test.use({ signedInAs: "admin" });            // `page` and `context` start signed in as admin@example.com
 *   test("…", async ({ page, pageSignedInAs }) => {
 *     await page.goto("/admin/users");            // no sign-in step: go straight to the screen
 *     const acme = await pageSignedInAs("acme");  // another person, in a browser context of their own
 *     await acme.goto(`${partnerHostOrigin(baseURL)}/dashboard`);
 *   });
 *
 * Each worker signs each demo account in once, the first time a test asks for it; every later test of that worker
 * gets a new browser context holding a copy of the cookies, so it uses the same server session (a worker runs one
 * test at a time). The `request` fixture stays signed out, as a script's would. Acme is signed in on both hosts,
 * the internal host's `/partner/login` and the partner host's `/login`, since cookies are per host; its
 * `portal.device` cookie comes along, which only exempts the browser from the per-account limit on wrong
 * passwords (decision 0018).
 *
 * A shared session must outlive the test. A test that ends one signs in for real instead (`signInAsStaff`,
 * `signInAsAcme`), or as a fresh user where it changes the account (`fresh-staff.ts`, `fresh-partner.ts`):
 * signing out, ending sessions, setting a password, suspending, and any journey about signing in itself. Changing a
 * demo account's role, permissions or status would end or change the shared session too: no test does.
 */
export type DemoAccount = "superadmin" | "admin" | "manager" | "user" | "acme";

/** The demo staff accounts' e-mail addresses, as the development identity provider knows them. */
export const DEMO_STAFF = {
  superadmin: "superadmin@example.com",
  admin: "admin@example.com",
  manager: "manager@example.com",
  user: "user@example.com",
} as const satisfies Record<Exclude<DemoAccount, "acme">, string>;

interface SignedInFixtures {
  /** The demo account `page` and `context` start signed in as: `test.use({ signedInAs: "admin" })`. None unless set. */
  signedInAs: DemoAccount | undefined;
  /**
   * A page signed in as the account, in a browser context of its own with the test's viewport, zone and locale
   * (closed after the test): another person beside `page`, or the one person of a test in a file that signs in
   * several accounts.
   */
  pageSignedInAs: (account: DemoAccount) => Promise<Page>;
}

interface SessionFixtures {
  /** The cookies of a demo account's session, signed in once per worker on first use. */
  savedSession: (account: DemoAccount) => Promise<Cookie[]>;
}

async function signIn(browser: Browser, baseURL: string, account: DemoAccount): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    if (account === "acme") {
      await signInAsAcme(page, "/partner/login");
      await signInAsAcme(page, `${partnerHostOrigin(baseURL)}/login`);
    } else {
      await signInAsStaff(page, DEMO_STAFF[account]);
    }
    return await context.cookies();
  } finally {
    await context.close();
  }
}

export const test = base.extend<SignedInFixtures, SessionFixtures>({
  savedSession: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL as string;
      const sessions = new Map<DemoAccount, Promise<Cookie[]>>();
      await use((account) => {
        let session = sessions.get(account);
        if (!session) {
          session = signIn(browser, baseURL, account);
          // A failed sign-in fails the test that asked; the worker's next test tries again.
          session.catch(() => sessions.delete(account));
          sessions.set(account, session);
        }
        return session;
      });
    },
    { scope: "worker" },
  ],
  signedInAs: [undefined, { option: true }],
  context: async ({ context, signedInAs, savedSession }, use) => {
    if (signedInAs) await context.addCookies(await savedSession(signedInAs));
    await use(context);
  },
  pageSignedInAs: async ({ browser, savedSession }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account) => {
      // A context opened in a test takes the test's options (base URL, viewport, zone, locale) by itself.
      const context = await browser.newContext();
      contexts.push(context);
      await context.addCookies(await savedSession(account));
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from "@playwright/test";
