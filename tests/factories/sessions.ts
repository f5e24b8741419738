import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "#server/db/client";
import { session } from "#server/db/schema/index";

export type SessionOverrides = Partial<typeof session.$inferInsert>;

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A session of the user on another device (Chrome on Windows), open for a week, as a sign-in leaves one. */
export async function createSession(db: Db, userId: string, overrides: SessionOverrides = {}) {
  const [row] = await db
    .insert(session)
    .values({
      id: randomUUID(),
      token: randomBytes(24).toString("base64url"),
      userId,
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      userAgent: CHROME_ON_WINDOWS,
      ipAddress: "198.51.100.7",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("the session insert returned no row");
  return row;
}
