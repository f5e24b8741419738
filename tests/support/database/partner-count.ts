import { sql } from "drizzle-orm";
import { partners } from "#server/db/schema/index";
import type { TestApp } from "../apps/test-app";

/** How many partners have this contact e-mail (any case): tells whether a refused application left a row. */
export async function partnerCount(testApp: TestApp, email: string): Promise<number> {
  const [row] = await testApp.testDatabase.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(sql`lower(${partners.contactEmail}) = ${email.toLowerCase()}`);
  return row?.n ?? 0;
}
