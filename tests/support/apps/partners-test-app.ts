import { afterAll, beforeAll } from "vitest";
import { createAdmin, createUser, createUserWithPermission } from "../../factories/users";
import { signedInAs, type TestBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/** A test app with an administrator, a staff member granted manage_partners and a plain staff user. */
export function setUpPartnersTestApp() {
  const state = {} as {
    app: TestApp;
    asAdmin: TestBrowser;
    asPartnerManager: TestBrowser;
    asUser: TestBrowser;
    adminId: string;
  };
  beforeAll(async () => {
    state.app = await createTestApp();
    const db = state.app.testDatabase.database.db;
    const admin = await createAdmin(db);
    state.adminId = admin.id;
    state.asAdmin = await signedInAs(state.app, admin);
    state.asPartnerManager = await signedInAs(
      state.app,
      await createUserWithPermission(db, "manage_partners"),
    );
    state.asUser = await signedInAs(state.app, await createUser(db));
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  return state;
}
