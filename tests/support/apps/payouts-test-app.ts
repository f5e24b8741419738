import { afterAll, beforeAll } from "vitest";
import { createPartner, type TestPartner } from "../../factories/partners";
import { createAdmin, createPartnerContact, createUser, type TestUser } from "../../factories/users";
import { signedInAs, type TestBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/** A test app with a partner administrator and a plain staff user signed in; `partnerWithContact` adds partners. */
export function setUpPayoutsTestApp() {
  const state = {} as { app: TestApp; admin: TestUser; asAdmin: TestBrowser; asUser: TestBrowser };
  beforeAll(async () => {
    state.app = await createTestApp();
    const db = state.app.testDatabase.database.db;
    state.admin = await createAdmin(db);
    state.asAdmin = await signedInAs(state.app, state.admin);
    state.asUser = await signedInAs(state.app, await createUser(db));
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  const db = () => state.app.testDatabase.database.db;
  /** A new active partner with its contact signed in: each test's payouts are its own. */
  const partnerWithContact = async (): Promise<{ partner: TestPartner; as: TestBrowser }> => {
    const partner = await createPartner(db());
    return { partner, as: await signedInAs(state.app, await createPartnerContact(db(), partner)) };
  };
  return { given: state, db, partnerWithContact };
}
