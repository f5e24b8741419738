import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "#server/project-root";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";
import { getSystemInfo } from "./get-system-info";

let testApp: TestApp;

const db = () => testApp.testDatabase.database.db;
const { version } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  version: string;
};

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.dispose();
});

describe("system.info", () => {
  it("tells anyone, signed in or not, the product, the package's version, the API version and the time", async () => {
    const partnerContact = await createPartnerContact(db(), await createPartner(db()));
    const browsers = [
      testBrowser(testApp),
      await signedInAs(testApp, await createUser(db(), { roles: ["viewer"] })),
      await signedInAs(testApp, partnerContact),
    ];
    for (const browser of browsers) {
      const before = Date.now();
      const info = await browser.client.system.info();
      expect(info).toMatchObject({ name: "Partner Portal", version, apiVersion: "v1" });
      const serverTime = new Date(info.serverTime).getTime();
      expect(serverTime).toBeGreaterThanOrEqual(before);
      expect(serverTime).toBeLessThanOrEqual(Date.now());
    }
  });

  it("gives the server time as ISO 8601 in UTC", () => {
    expect(getSystemInfo(new Date(Date.UTC(2026, 10, 25, 9, 30))).serverTime).toBe(
      "2026-11-25T09:30:00.000Z",
    );
  });
});
