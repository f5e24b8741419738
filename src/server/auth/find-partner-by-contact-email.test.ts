import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import type { Db } from "../db/client";
import { findPartnerByContactEmail } from "./find-partner-by-contact-email";

let testDatabase: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterAll(async () => {
  await testDatabase.dispose();
});

describe("finding a partner by its contact's e-mail", () => {
  it("matches the e-mail whatever its case, and each status rule picks its rows", async () => {
    const email = "Owner@Reapplied.example";
    const rejected = await createPartner(db, { contactEmail: email, status: "rejected" });
    expect((await findPartnerByContactEmail(db, "owner@reapplied.example", "any"))?.id).toBe(rejected.id);
    expect(await findPartnerByContactEmail(db, email, "live")).toBeUndefined();
    expect(await findPartnerByContactEmail(db, email, "active")).toBeUndefined();

    const pending = await createPartner(db, { contactEmail: email.toLowerCase(), status: "pending" });
    // The most current row wins: a pending re-application before the old rejection.
    expect((await findPartnerByContactEmail(db, email, "any"))?.id).toBe(pending.id);
    expect((await findPartnerByContactEmail(db, email, "live"))?.id).toBe(pending.id);
    expect(await findPartnerByContactEmail(db, email, "active")).toBeUndefined();
  });

  it("finds an active partner under every rule", async () => {
    const active = await createPartner(db, { status: "active" });
    for (const rule of ["any", "live", "active"] as const) {
      expect((await findPartnerByContactEmail(db, active.contactEmail.toUpperCase(), rule))?.id).toBe(
        active.id,
      );
    }
    expect(await findPartnerByContactEmail(db, "nobody@nowhere.example", "any")).toBeUndefined();
  });
});
