import { afterAll, beforeAll } from "vitest";
import { createPartner } from "../../factories/partners";
import { createAdmin, createPartnerContact, createUser } from "../../factories/users";
import { signedInAs, type TestBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/**
 * A test app with two partners (each with its contact signed in), an administrator, a course author holding
 * manage_courses and a plain staff user.
 */
export function setUpLearningTestApp() {
  const state = {} as {
    app: TestApp;
    partnerA: Awaited<ReturnType<typeof createPartner>>;
    partnerAContactId: string;
    partnerBContactId: string;
    staffId: string;
    authorId: string;
    adminId: string;
    asPartnerA: TestBrowser;
    asPartnerB: TestBrowser;
    asStaff: TestBrowser;
    asAuthor: TestBrowser;
    asAdmin: TestBrowser;
  };
  beforeAll(async () => {
    state.app = await createTestApp();
    const db = state.app.testDatabase.database.db;
    state.partnerA = await createPartner(db);
    const contactA = await createPartnerContact(db, state.partnerA);
    state.partnerAContactId = contactA.id;
    state.asPartnerA = await signedInAs(state.app, contactA);
    const contactB = await createPartnerContact(db, await createPartner(db));
    state.partnerBContactId = contactB.id;
    state.asPartnerB = await signedInAs(state.app, contactB);
    const staff = await createUser(db);
    state.staffId = staff.id;
    state.asStaff = await signedInAs(state.app, staff);
    const author = await createUser(db, { permissions: ["manage_courses"] });
    state.authorId = author.id;
    state.asAuthor = await signedInAs(state.app, author);
    const admin = await createAdmin(db);
    state.adminId = admin.id;
    state.asAdmin = await signedInAs(state.app, admin);
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  return state;
}
