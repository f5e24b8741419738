import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";
import { partners } from "./partners";

// The trail outlives what it describes: deleting a partner or a user keeps the entries, unlinked.
export const partnerAuditLogs = pgTable(
  "partner_audit_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "set null" }),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().default({}).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_audit_logs_partner_id_created_at_idx").on(t.partnerId, t.createdAt.desc().nullsFirst()),
    index("partner_audit_logs_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    // Also keeps "set null" on user deletion from scanning the whole trail.
    index("partner_audit_logs_actor_user_id_idx").on(t.actorUserId),
  ],
);
