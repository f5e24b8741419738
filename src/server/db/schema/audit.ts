import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { AuditSubjectType } from "#shared/audit";
import { user } from "./auth";
import { createdAt } from "./columns";
import { partners } from "./partners";

// The trail outlives what it describes: deleting a partner or a user keeps the entries, unlinked. Entries are
// append-only: a trigger (migration 0007) refuses deleting them and changing anything but those two links.
export const partnerAuditLogs = pgTable(
  "partner_audit_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "set null" }),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** What the entry is about: a partner, a deal, a user, a department... */
    subjectType: text("subject_type").$type<AuditSubjectType>(),
    subjectId: text("subject_id"),
    /** The subject's name when the entry was written, so the trail reads the same after it is renamed or gone. */
    subjectLabel: text("subject_label"),
    details: jsonb("details").$type<Record<string, unknown>>().default({}).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_audit_logs_partner_id_created_at_idx").on(t.partnerId, t.createdAt.desc().nullsFirst()),
    index("partner_audit_logs_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One per filter of the audit log, each in list order to the id, so a page's ids come from the index alone;
    // the actor's also keeps "set null" on user deletion from scanning the whole trail.
    index("partner_audit_logs_actor_created_at_idx").on(
      t.actorUserId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // An actor's entries of one action: a busy actor's trail would otherwise be read entry by entry.
    index("partner_audit_logs_actor_action_created_at_idx").on(
      t.actorUserId,
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("partner_audit_logs_action_created_at_idx").on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("partner_audit_logs_subject_created_at_idx").on(
      t.subjectType,
      t.subjectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
