import { afterAll, beforeAll } from "vitest";
import { createPartner, type PartnerOverrides } from "../../factories/partners";
import { createPartnerContact } from "../../factories/users";
import { testBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/** The password of every partner contact `partnerWithContact` makes. */
export const PASSWORD = "partner-demo";

export const sessionCookies = (response: Response) =>
  response.headers.getSetCookie().filter((header) => header.startsWith("portal.session_token="));

/**
 * Gives the calling test file an app on a database of its own that trusts X-Forwarded-For, so each test can
 * present its own client address, and the helpers that act on it.
 */
export function setUpPartnerAuthTestApp() {
  let app: TestApp;
  let nextIp = 1;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await app.dispose();
  });

  /** Each test signs in from its own address, so the per-address limit only bites where a test wants it to. */
  const nextAddress = () => `203.0.113.${nextIp++}`;
  const db = () => app.testDatabase.database.db;
  return {
    testApp: () => app,
    db,
    nextAddress,
    browser: () => testBrowser(app, { clientIp: nextAddress() }),
    /** A partner of its own for one test (active unless overridden) whose contact signs in with PASSWORD. */
    async partnerWithContact(overrides: PartnerOverrides = {}) {
      const partner = await createPartner(db(), overrides);
      const contact = await createPartnerContact(db(), partner, { password: PASSWORD });
      return { partner, contact };
    },
    /** A raw POST as the portal's own page sends it, from its own address. */
    post: (path: string, body: unknown) =>
      app.app.request(`${app.config.publicUrl}${path}`, {
        method: "POST",
        headers: {
          origin: app.config.publicUrl,
          "content-type": "application/json",
          "x-forwarded-for": nextAddress(),
        },
        body: JSON.stringify(body),
      }),
  };
}
