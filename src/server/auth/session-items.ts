import Bowser from "bowser";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { session } from "#server/db/schema/index";
import type { SignedInSessionItem } from "#shared/contracts/sessions";

/** "Chrome 131 on macOS", from what the browser said it was when it signed in. */
export function browserLabel(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split(".")[0]].filter(Boolean).join(" ");
  if (!name) return "Unknown browser";
  return os.name ? `${name} on ${os.name}` : name;
}

/** A user's open sessions: the caller's own (`currentId`) first, marked, then the most recently active. */
export async function sessionItems(
  db: Pick<Db, "select">,
  userId: string,
  currentId: string | null,
): Promise<SignedInSessionItem[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
    })
    .from(session)
    // Expired sessions wait for Better Auth to remove them; they open nothing, so they are not listed.
    .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.lastActiveAt), desc(session.createdAt));
  // Better Auth keeps "" where a request gave no address. The caller's own comes first.
  const ordered = [
    ...rows.filter((row) => row.id === currentId),
    ...rows.filter((row) => row.id !== currentId),
  ];
  return ordered.map(({ userAgent, ipAddress, ...row }) => ({
    ...row,
    ipAddress: ipAddress || null,
    browser: browserLabel(userAgent),
    current: row.id === currentId,
  }));
}
