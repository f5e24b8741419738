import { desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { apiKeys, user } from "#server/db/schema/index";
import type { ApiKeyItem, ApiKeyStatus } from "#shared/contracts/api-keys";

// How a key is read back for its lists and answers: never its hash, with its status worked out from its dates.

type ApiKeyRow = typeof apiKeys.$inferSelect;

export function apiKeyStatus(
  row: Pick<ApiKeyRow, "revokedAt" | "expiresAt">,
  now = new Date(),
): ApiKeyStatus {
  if (row.revokedAt) return "revoked";
  return row.expiresAt && row.expiresAt <= now ? "expired" : "active";
}

/** The keys matching `where`, newest first, as lists show them. */
export async function apiKeyItems(db: Pick<Db, "select">, where: SQL | undefined): Promise<ApiKeyItem[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: { id: user.id, name: user.name } })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.createdByUserId))
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key, createdBy }) => ({
    id: key.id,
    name: key.name,
    prefix: `ppk_${key.prefix}_`,
    status: apiKeyStatus(key),
    permissions: key.permissions,
    createdBy,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
    expiresAt: key.expiresAt,
    revokedAt: key.revokedAt,
  }));
}

/** One key as lists show it; it was just written, so it is there. */
export async function apiKeyItem(db: Pick<Db, "select">, id: string): Promise<ApiKeyItem> {
  const [item] = await apiKeyItems(db, eq(apiKeys.id, id));
  if (!item) throw new Error(`API key ${id} vanished inside its own transaction`);
  return item;
}

/** When a key made now for `days` days stops working; null: never. */
export function expiryAfter(days: number | null, now = new Date()): Date | null {
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
