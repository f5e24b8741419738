import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PermissionName } from "#shared/permissions";
import { user } from "./auth";
import { createdAt } from "./columns";
import { partners } from "./partners";

// A key for the REST API (decision 0028, docs/product/api-and-integrations.md). Only the SHA-256 of the whole
// key is kept: the secret is shown once, at creation. A partner's key (partner_id set) acts as the contact who
// made it; an integration's key (partner_id null) acts with its own permissions, chosen by the staff member
// who made it and never more than they held.
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The public part of the key (`ppk_<prefix>_...`): how a key is found and recognised in lists. */
    prefix: text("prefix").notNull().unique(),
    secretHash: text("secret_hash").notNull(),
    /** Set for a partner's key; null for an integration's. */
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    /** The partner contact a partner's key acts as; the staff member who made an integration's key. */
    createdByUserId: text("created_by_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** An integration's permissions; empty for a partner's key, which has its contact's access. */
    permissions: text("permissions").array().$type<PermissionName[]>().default(sql`'{}'`).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    check("api_keys_partner_key_has_no_permissions", sql`${t.partnerId} is null or ${t.permissions} = '{}'`),
    index("api_keys_partner_created_at_idx").on(t.partnerId, t.createdAt.desc().nullsFirst()),
    index("api_keys_created_by_created_at_idx").on(t.createdByUserId, t.createdAt.desc().nullsFirst()),
  ],
);
