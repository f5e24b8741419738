import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { DEMO_STAFF_PASSWORD } from "../../db/demo-startup";
import { user, userRoles } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { createStaffDirectory, type StaffDirectory } from "./staff-directory";

let testDatabase: TestDatabase;
let directory: StaffDirectory;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const { db } = testDatabase.database;
  await seedDemoData(db);
  await db.insert(user).values([
    { id: "both", name: "Staff And Partner", email: "both@example.com" },
    { id: "no-roles", name: "No Roles", email: "no-roles@example.com" },
    { id: "two-roles", name: "Two Roles", email: "two-roles@example.com" },
  ]);
  await db.insert(userRoles).values([
    { userId: "both", role: "admin" },
    { userId: "both", role: "partner" },
    { userId: "two-roles", role: "viewer" },
    { userId: "two-roles", role: "manager" },
  ]);
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
      id: "demo-staff-superadmin",
      email: "superadmin@example.com",
      name: "Sofia Ramirez",
      role: "super_admin",
    });
  });

  it("accepts the demo staff password for any staff e-mail, ignoring case and surrounding spaces", async () => {
    expect(await directory.verify("manager@example.com", DEMO_STAFF_PASSWORD)).toMatchObject({
      id: "demo-staff-manager",
      role: "manager",
    });
    expect(await directory.verify("  Manager@Example.COM ", DEMO_STAFF_PASSWORD)).toMatchObject({
      id: "demo-staff-manager",
    });
    expect(await directory.verify("two-roles@example.com", DEMO_STAFF_PASSWORD)).toMatchObject({
      role: "manager",
    });
  });

  it("refuses wrong passwords, partners, people without roles and unknown e-mails", async () => {
    expect(await directory.verify("manager@example.com", "wrong")).toBeUndefined();
    expect(await directory.verify("manager@example.com", "")).toBeUndefined();
    expect(await directory.verify("manager@example.com", ` ${DEMO_STAFF_PASSWORD}`)).toBeUndefined();
    expect(await directory.verify("partner@acme.example", DEMO_STAFF_PASSWORD)).toBeUndefined();
    expect(await directory.verify("both@example.com", DEMO_STAFF_PASSWORD)).toBeUndefined();
    expect(await directory.verify("no-roles@example.com", DEMO_STAFF_PASSWORD)).toBeUndefined();
    expect(await directory.verify("nobody@example.com", DEMO_STAFF_PASSWORD)).toBeUndefined();
  });

  it("finds staff by id only", async () => {
    expect(await directory.find("demo-staff-viewer")).toMatchObject({ email: "viewer@example.com" });
    expect(await directory.find("demo-partner-acme")).toBeUndefined();
    expect(await directory.find("missing")).toBeUndefined();
  });
});
