import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { verification } from "#server/db/schema/index";
import type { ApplicationForm } from "#shared/contracts/applications";
import { createApplication } from "../../factories/applications";
import type { TestPartner } from "../../factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createSuperAdmin,
  createUser,
  createUserWithPermission,
  type TestUser,
} from "../../factories/users";
import { signedInAs, testBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/** The people and partners every applications test file starts with. */
export interface ApplicationsGiven {
  adminUser: TestUser;
  superadminUser: TestUser;
  /** Staff without manage_partners: a plain user and a manager who holds manage_users. */
  staffUser: TestUser;
  manager: TestUser;
  /** An active partner, approved earlier, and its contact's account. */
  activePartner: TestPartner;
  partnerContact: TestUser;
  rejectedPartner: TestPartner;
}

/**
 * Gives the calling test file an app on a database of its own, made before its tests run (`given` is filled
 * then) and disposed of after them, and the helpers that act on it.
 */
export function setUpApplicationsTestApp() {
  let app: TestApp;
  const given = {} as ApplicationsGiven;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.testDatabase.database.db;
    given.adminUser = await createAdmin(db);
    given.superadminUser = await createSuperAdmin(db);
    given.staffUser = await createUser(db);
    given.manager = await createUserWithPermission(db, "manage_users", { roles: ["manager"] });
    ({ partner: given.activePartner } = await createApplication(db, {
      status: "approved",
      reviewer: given.adminUser,
    }));
    given.partnerContact = await createPartnerContact(db, given.activePartner, { password: "partner-demo" });
    ({ partner: given.rejectedPartner } = await createApplication(db, {
      status: "rejected",
      reviewer: given.adminUser,
    }));
  });
  afterAll(async () => {
    await app.dispose();
  });

  const testApp = () => app;
  const anonymous = () => testBrowser(app);
  return {
    given,
    testApp,
    anonymous,
    as: (person: TestUser) => signedInAs(app, person),
    submit: (application: ApplicationForm, documents: File[] = []) =>
      anonymous().client.applications.submit({ application, documents }),
    /** The application documents on disk, as paths below their folder. */
    storedFiles(): string[] {
      const root = path.join(app.config.filesDir, "application-documents");
      try {
        return readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
      } catch {
        return [];
      }
    },
    /** How many password setup links exist. */
    tokenCount: async () =>
      (await app.testDatabase.database.db.select({ id: verification.id }).from(verification)).length,
  };
}
