import type { FileStorage } from "#server/platform/storage/file-storage";
import type { Db } from "./client";
import { DEMO_PARTNER_PASSWORD, DEMO_USERS } from "./demo/people";
import { user } from "./schema";
import type { SeedSummary } from "./seed";

// The seed and the demo documents load only when used: a restart finds its database seeded and checks the files
// after it listens, so neither is loaded before it serves.

/** Writes the demo documents that are missing from storage (seed/files.ts). */
export async function writeDemoFiles(storage: FileStorage): Promise<number> {
  const files = await import("./seed/files");
  return files.writeDemoFiles(storage);
}

/** The password the development identity provider accepts for every demo staff account. */
export const DEMO_STAFF_PASSWORD = "staff-demo";

/** Seeds only a database nobody has used yet, so demo rows never reappear after someone deleted them. */
export async function seedDemoDataIfEmpty(db: Db): Promise<SeedSummary | undefined> {
  const anyUser = await db.select({ id: user.id }).from(user).limit(1);
  if (anyUser.length > 0) return undefined;
  const { seedDemoData } = await import("./seed");
  return seedDemoData(db);
}

/** One line for the start-up log: who can sign in with what. */
export function describeDemoSignIns(): string {
  const staff = DEMO_USERS.filter((demoUser) => demoUser.role !== "partner").map(
    (demoUser) => demoUser.email,
  );
  const partners = DEMO_USERS.filter((demoUser) => demoUser.hasPassword && demoUser.role === "partner").map(
    (demoUser) => demoUser.email,
  );
  return `Demo sign-ins: staff (single sign-on, password "${DEMO_STAFF_PASSWORD}"): ${staff.join(", ")}; partners (password "${DEMO_PARTNER_PASSWORD}"): ${partners.join(", ")}.`;
}
