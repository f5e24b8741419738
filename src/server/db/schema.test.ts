import { getAuthTables } from "better-auth/db";
import { type Column, eq, getTableColumns } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import type { Db } from "./client";
import { CHECK_VIOLATION, postgresErrorCode, UNIQUE_VIOLATION } from "./errors";
import {
  account,
  commissionPayouts,
  partnerDeals,
  partners,
  rateLimit,
  session,
  user,
  verification,
} from "./schema";

const OUR_AUTH_TABLES: Record<string, PgTable> = { user, session, account, verification, rateLimit };

/** Columns of ours on Better Auth's tables: each has a database default, and Better Auth never writes it. */
const OUR_OWN_COLUMNS: Record<string, string[]> = { session: ["lastActiveAt"] };

// Better Auth's field types, as our Drizzle column classes spell them.
function expectedColumnType(field: { type: unknown; bigint?: boolean }): string {
  switch (field.type) {
    case "string":
      return "PgText";
    case "boolean":
      return "PgBoolean";
    case "date":
      return "PgTimestamp";
    case "number":
      return field.bigint ? "PgBigInt53" : "PgInteger";
    default:
      throw new Error(`No mapping for Better Auth field type ${String(field.type)}`);
  }
}

describe("Better Auth tables", () => {
  const authTables = getAuthTables({ rateLimit: { storage: "database" } });

  it("covers every Better Auth model and nothing else", () => {
    expect(Object.keys(OUR_AUTH_TABLES).sort()).toEqual(Object.keys(authTables).sort());
  });

  for (const [model, definition] of Object.entries(authTables)) {
    describe(model, () => {
      const table = OUR_AUTH_TABLES[model] as PgTable;
      const columns: Record<string, Column> = getTableColumns(table);
      const config = getTableConfig(table);

      it("has a text id and exactly Better Auth's fields", () => {
        expect(columns.id?.primary).toBe(true);
        expect(columns.id?.columnType).toBe("PgText");
        const fieldNames = Object.entries(definition.fields).map(([key, field]) => field.fieldName ?? key);
        expect(Object.keys(columns).sort()).toEqual(
          ["id", ...fieldNames, ...(OUR_OWN_COLUMNS[model] ?? [])].sort(),
        );
        for (const own of OUR_OWN_COLUMNS[model] ?? []) expect(columns[own]?.hasDefault, own).toBe(true);
      });

      for (const [key, field] of Object.entries(definition.fields)) {
        it(`matches field ${key}`, () => {
          const column = columns[field.fieldName ?? key];
          expect(column, `column for ${key}`).toBeDefined();
          if (!column) return;
          expect(column.columnType).toBe(expectedColumnType(field));
          expect(column.notNull).toBe(field.required !== false);
          expect(column.isUnique).toBe(field.unique === true);
          if (field.references) {
            const foreignKey = config.foreignKeys.find((fk) => fk.reference().columns[0] === column);
            expect(foreignKey, `foreign key on ${key}`).toBeDefined();
            const reference = foreignKey?.reference();
            expect(reference && getTableConfig(reference.foreignTable).name).toBe(field.references.model);
            expect(reference?.foreignColumns[0]?.name).toBe(field.references.field);
            expect(foreignKey?.onDelete).toBe(field.references.onDelete ?? "cascade");
          }
          if (field.index) {
            const indexed = config.indexes.some((index) => {
              const first = index.config.columns[0];
              return first !== undefined && "name" in first && first.name === column.name;
            });
            expect(indexed, `index on ${key}`).toBe(true);
          }
        });
      }
    });
  }
});

async function failureCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return postgresErrorCode(error);
  }
  return undefined;
}

describe("constraints", () => {
  let testDb: TestDatabase;
  let db: Db;
  let counter = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
  });
  afterAll(() => testDb?.dispose());

  async function createPartner(overrides: Partial<typeof partners.$inferInsert> = {}) {
    counter += 1;
    const [partner] = await db
      .insert(partners)
      .values({
        companyName: `Constraint Test ${counter}`,
        contactName: "Casey Test",
        contactEmail: `contact-${counter}@constraints.example`,
        businessType: "reseller",
        ...overrides,
      })
      .returning();
    if (!partner) throw new Error("partner not inserted");
    return partner;
  }

  it("fills partner defaults: pending, bronze, 10% commission", async () => {
    const partner = await createPartner();
    expect(partner).toMatchObject({ status: "pending", tier: "bronze", commissionRate: "10.00" });
  });

  it("refuses a negative deal value", async () => {
    const partner = await createPartner({ status: "active" });
    const code = await failureCode(
      db.insert(partnerDeals).values({
        partnerId: partner.id,
        companyName: "Negative Corp",
        contactPerson: "Nick Minus",
        dealValue: "-1.00",
      }),
    );
    expect(code).toBe(CHECK_VIOLATION);
  });

  it("refuses a commission rate outside 0..100", async () => {
    expect(await failureCode(createPartner({ commissionRate: "100.10" }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(createPartner({ commissionRate: "-0.10" }))).toBe(CHECK_VIOLATION);
  });

  it("allows one live partner per e-mail, case-insensitively, while rejected ones may repeat", async () => {
    const email = "duplicate@constraints.example";
    await createPartner({ contactEmail: email, status: "rejected" });
    await createPartner({ contactEmail: email, status: "rejected" });
    await createPartner({ contactEmail: email, status: "active" });

    expect(await failureCode(createPartner({ contactEmail: "Duplicate@Constraints.example" }))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await failureCode(createPartner({ contactEmail: email, status: "suspended" }))).toBe(
      UNIQUE_VIOLATION,
    );
    const stored = await db.select().from(partners).where(eq(partners.contactEmail, email));
    expect(stored.map((p) => p.status).sort()).toEqual(["active", "rejected", "rejected"]);
  });

  it("refuses a second payout for the same deal", async () => {
    const partner = await createPartner({ status: "active", commissionRate: "12.50" });
    const [deal] = await db
      .insert(partnerDeals)
      .values({
        partnerId: partner.id,
        companyName: "Payout Corp",
        contactPerson: "Paula Out",
        dealValue: "1000.00",
        status: "closed_won",
      })
      .returning();
    if (!deal) throw new Error("deal not inserted");
    const payout = {
      partnerId: partner.id,
      dealId: deal.id,
      dealValue: deal.dealValue,
      commissionRate: partner.commissionRate,
      commissionAmount: "125.00",
    };
    await db.insert(commissionPayouts).values(payout);
    expect(await failureCode(db.insert(commissionPayouts).values(payout))).toBe(UNIQUE_VIOLATION);
  });
});
