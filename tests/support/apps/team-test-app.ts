import { afterAll, beforeAll } from "vitest";
import { createPartner, type TestPartner } from "../../factories/partners";
import { createPartnerContact, type TestUser } from "../../factories/users";
import { signedInAs, type TestBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/**
 * A test app with one partner whose contact, Alma Owner, is its partner admin and is signed in. A test's own
 * `beforeAll` runs after this one's, so it can add members to `partner`.
 */
export function setUpTeamTestApp() {
  const state = {} as {
    app: TestApp;
    partner: TestPartner;
    contact: TestUser;
    asContact: TestBrowser;
    db: () => TestApp["testDatabase"]["database"]["db"];
  };
  state.db = () => state.app.testDatabase.database.db;
  beforeAll(async () => {
    state.app = await createTestApp();
    state.partner = await createPartner(state.db(), { contactName: "Alma Owner" });
    state.contact = await createPartnerContact(state.db(), state.partner, { password: "contact-pass-1" });
    state.asContact = await signedInAs(state.app, state.contact);
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  return state;
}
