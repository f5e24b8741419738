import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// One Idempotency-Key of one caller on the REST API (decision 0029): the request it was first used with and,
// once that finished, the answer every repeat gets. In the database so every app server sees the same keys.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Whose key: `api-key:<id>` or `user:<id>`, so equal keys of two callers never meet. */
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body the key was first used with. */
    fingerprint: text("fingerprint").notNull(),
    /** The attempt that holds the key: only it may store the answer or let the key go. */
    attemptId: uuid("attempt_id").notNull(),
    /** While the attempt runs, how long its hold lasts without renewal; null once the answer is stored. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    responseStatus: integer("response_status"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
