import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD } from "#server/db/demo-startup";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser, type TestUser } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { createStaffDirectory, type StaffDirectory } from "./staff-directory";

let testDatabase: TestDatabase;
let directory: StaffDirectory;
let superadmin: TestUser;
let manager: TestUser;
let viewer: TestUser;
let partnerContact: TestUser;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const { db } = testDatabase.database;
  // Fixed e-mails: the list's order among equal roles is by e-mail.
  superadmin = await createUser(db, { email: "superadmin@example.com", roles: ["super_admin"] });
  await createUser(db, { email: "admin@example.com", roles: ["admin"] });
  manager = await createUser(db, { email: "manager@example.com", roles: ["manager"] });
  await createUser(db, { email: "analyst@example.com", roles: ["analyst"] });
  await createUser(db, { email: "user@example.com", roles: ["user"] });
  viewer = await createUser(db, { email: "viewer@example.com", roles: ["viewer"] });
  partnerContact = await createPartnerContact(db, await createPartner(db), { password: "partner-pass-1" });
  await createUser(db, { email: "both@example.com", roles: ["admin", "partner"] });
  await createUser(db, { email: "no-roles@example.com", roles: [] });
  await createUser(db, { email: "two-roles@example.com", roles: ["viewer", "manager"] });
  directory = createStaffDirectory(db);
});

afterAll(async () => {
  await testDatabase?.dispose();
});

describe("staff directory", () => {
  it("lists staff, highest role first, without partners or people without roles", async () => {
    const staff = await directory.list();
    expect(staff.map((s) => s.email)).toEqual([
      "superadmin@example.com",
      "admin@example.com",
      "manager@example.com",
      "two-roles@example.com",
      "analyst@example.com",
      "user@example.com",
      "viewer@example.com",
    ]);
    expect(staff[0]).toEqual({
      id: superadmin.id,
      email: "superadmin@example.com",
      name: superadmin.name,
      role: "super_admin",
    });
  });

  it("accepts the demo staff password for any staff e-mail, ignoring case and surrounding spaces", async () => {
    expect(await directory.verify("manager@example.com", DEMO_STAFF_PASSWORD)).toMatchObject({
      id: manager.id,
      role: "manager",
    });
    expect(await directory.verify("  Manager@Example.COM ", DEMO_STAFF_PASSWORD)).toMatchObject({
      id: manager.id,
    });
    expect(await directory.verify("two-roles@example.com", DEMO_STAFF_PASSWORD)).toMatchObject({
      role: "manager",
    });
  });

  it("refuses wrong passwords, partners, people without roles and unknown e-mails", async () => {
    expect(await directory.verify("manager@example.com", "wrong")).toBeUndefined();
    expect(await directory.verify("manager@example.com", "")).toBeUndefined();
    expect(await directory.verify("manager@example.com", ` ${DEMO_STAFF_PASSWORD}`)).toBeUndefined();
    expect(await directory.verify(partnerContact.email, DEMO_STAFF_PASSWORD)).toBeUndefined();
    expect(await directory.verify("both@example.com", DEMO_STAFF_PASSWORD)).toBeUndefined();
    expect(await directory.verify("no-roles@example.com", DEMO_STAFF_PASSWORD)).toBeUndefined();
    expect(await directory.verify("nobody@example.com", DEMO_STAFF_PASSWORD)).toBeUndefined();
  });

  it("finds staff by id only", async () => {
    expect(await directory.find(viewer.id)).toMatchObject({ email: "viewer@example.com" });
    expect(await directory.find(partnerContact.id)).toBeUndefined();
    expect(await directory.find("missing")).toBeUndefined();
  });
});
