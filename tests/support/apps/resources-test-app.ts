import { afterAll, beforeAll } from "vitest";
import { createPartner } from "../../factories/partners";
import { createAdmin, createPartnerContact, createUser } from "../../factories/users";
import { signedInAs, type TestBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/** A test app with two partners (each with its contact signed in), an administrator and a plain staff user. */
export function setUpResourcesTestApp() {
  const state = {} as {
    app: TestApp;
    partnerA: Awaited<ReturnType<typeof createPartner>>;
    asPartnerA: TestBrowser;
    asPartnerB: TestBrowser;
    asAdmin: TestBrowser;
    asUser: TestBrowser;
    adminId: string;
    partnerAContactId: string;
  };
  beforeAll(async () => {
    state.app = await createTestApp();
    const db = state.app.testDatabase.database.db;
    state.partnerA = await createPartner(db);
    const contactA = await createPartnerContact(db, state.partnerA);
    state.partnerAContactId = contactA.id;
    state.asPartnerA = await signedInAs(state.app, contactA);
    state.asPartnerB = await signedInAs(state.app, await createPartnerContact(db, await createPartner(db)));
    const admin = await createAdmin(db);
    state.adminId = admin.id;
    state.asAdmin = await signedInAs(state.app, admin);
    state.asUser = await signedInAs(state.app, await createUser(db));
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  return state;
}
