import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { emailOutboxStatus } from "./enums";

/** A file a mail carries: where it is stored, and the name and type it arrives with. */
export interface MailAttachment {
  bucket: "report-deliveries";
  key: string;
  filename: string;
  contentType: string;
}

// Mails are rendered when queued, in the transaction that causes them; a worker delivers them later.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template"),
    payload: jsonb("payload").$type<Record<string, unknown>>().default({}).notNull(),
    /** Files stored in the object store that go with the mail (a scheduled report's CSV), read when it is sent. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().default([]).notNull(),
    status: emailOutboxStatus("status").default("queued").notNull(),
    attempts: integer("attempts").default(0).notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  // The worker's query: due mails in one status, oldest first.
  (t) => [index("email_outbox_status_next_attempt_at_idx").on(t.status, t.nextAttemptAt)],
);
