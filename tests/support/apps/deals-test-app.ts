import { afterAll, beforeAll } from "vitest";
import { createPartner } from "../../factories/partners";
import { createAdmin, createPartnerContact, createUser } from "../../factories/users";
import { signedInAs, type TestBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/** A test app with two partners (each with its contact signed in), a partner administrator and a plain user. */
export function setUpDealsTestApp() {
  const state = {} as {
    app: TestApp;
    partnerA: Awaited<ReturnType<typeof createPartner>>;
    partnerB: Awaited<ReturnType<typeof createPartner>>;
    asPartnerA: TestBrowser;
    asPartnerB: TestBrowser;
    asAdmin: TestBrowser;
    asUser: TestBrowser;
  };
  beforeAll(async () => {
    state.app = await createTestApp();
    const db = state.app.testDatabase.database.db;
    state.partnerA = await createPartner(db, { commissionRate: "12.50" });
    state.partnerB = await createPartner(db);
    state.asPartnerA = await signedInAs(state.app, await createPartnerContact(db, state.partnerA));
    state.asPartnerB = await signedInAs(state.app, await createPartnerContact(db, state.partnerB));
    state.asAdmin = await signedInAs(state.app, await createAdmin(db));
    state.asUser = await signedInAs(state.app, await createUser(db));
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  return state;
}

export const DEAL = {
  companyName: "Globex Corporation",
  contactPerson: "Hank Scorpio",
  dealValue: "48000.00",
};
