import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import {
  customerContactKind,
  customerSource,
  customerStatus,
  onboardingStep,
  ticketEventKind,
  ticketPriority,
  ticketStatus,
} from "./enums";
import { partners } from "./partners";

// Customer Success (docs/product/customer-success.md): customers, their health and onboarding, and support
// tickets with their SLA clocks. Customers and tickets are records of the business: a partner that sold a
// customer cannot be deleted (restrict), and a person who leaves keeps their name on what they did (set null).

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // The name normalised as the duplicate-deal rule does (case, punctuation, legal suffixes): a won deal for a
    // customer already here links to it instead of making a second one.
    customerKey: text("customer_key").notNull().unique(),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "restrict" }),
    source: customerSource("source").notNull(),
    contractValue: numeric("contract_value", { precision: 14, scale: 2 }).notNull().default("0"),
    startDate: date("start_date").notNull(),
    renewalDate: date("renewal_date"),
    status: customerStatus("status").notNull().default("healthy"),
    // 0-100, computed by the server from the inputs the customer page shows (shared/health-score.ts); never typed.
    healthScore: integer("health_score").notNull().default(100),
    csmRating: integer("csm_rating"),
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }),
    // The score seven days ago, kept by the daily run, so "fell most this week" reads one index.
    weekAgoScore: integer("week_ago_score"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("customers_health_score_range", sql`${t.healthScore} between 0 and 100`),
    check("customers_csm_rating_range", sql`${t.csmRating} is null or ${t.csmRating} between 1 and 5`),
    check("customers_contract_value_non_negative", sql`${t.contractValue} >= 0`),
    // The directory's sorts, each with the filters that lead them.
    index("customers_name_idx").on(sql`lower(${t.name})`, t.id),
    index("customers_health_idx").on(t.healthScore, t.id),
    index("customers_last_contact_idx").on(t.lastContactAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("customers_status_health_idx").on(t.status, t.healthScore, t.id),
    index("customers_owner_health_idx").on(t.ownerId, t.healthScore, t.id),
    index("customers_partner_health_idx").on(t.partnerId, t.healthScore, t.id),
    index("customers_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("customers_contact_name_trgm_idx").using("gin", sql`lower(${t.contactName}) gin_trgm_ops`),
    index("customers_week_drop_idx")
      .on(sql`(${t.weekAgoScore} - ${t.healthScore})`)
      .where(sql`${t.weekAgoScore} is not null`),
    // The Onboarding tab's order, and with the id its count of the period's customers reads this index alone.
    index("customers_start_date_id_idx").on(t.startDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("customers_renewal_date_idx").on(t.renewalDate),
  ],
);

/**
 * The customers of each status and the sum of their health scores, kept by statement triggers in the transaction
 * of every customer change (migration 0039), so the KPI cards and the dashboard read three rows instead of
 * counting every customer (docs/product/customer-success.md#kpi-cards). A status none has keeps a row of zeros.
 */
export const customerTotals = pgTable("customer_totals", {
  status: customerStatus("status").primaryKey(),
  count: bigint("count", { mode: "number" }).notNull(),
  scoreSum: bigint("score_sum", { mode: "number" }).notNull(),
});

/** The timeline of contacts with a customer: calls, meetings and e-mails someone logged. */
export const customerContactLogs = pgTable(
  "customer_contact_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: customerContactKind("kind").notNull(),
    summary: text("summary").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    loggedBy: text("logged_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_contact_logs_customer_idx").on(
      t.customerId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Each customer's score at the end of each day, written by the daily run (once per day, safe to rerun). */
export const customerHealthSnapshots = pgTable(
  "customer_health_snapshots",
  {
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    score: integer("score").notNull(),
    status: customerStatus("status").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.day] }),
    // With the customer beside the day, probing one customer's snapshot of a day is exact by either index: the
    // planner, told of no snapshot for today yet, picks this one and would otherwise read all of the day's.
    index("customer_health_snapshots_day_customer_idx").on(t.day, t.customerId),
  ],
);

/**
 * The whole book's health per day, kept by the daily run beside the snapshots: the KPI cards' "from last month"
 * and the Health Dashboard's 90-day average read a row per day instead of every customer's snapshot.
 */
export const customerHealthDays = pgTable("customer_health_days", {
  day: date("day").primaryKey(),
  customers: integer("customers").notNull(),
  healthy: integer("healthy").notNull(),
  atRisk: integer("at_risk").notNull(),
  churned: integer("churned").notNull(),
  // Of the customers not churned: the average is scoreSum / (customers - churned).
  scoreSum: bigint("score_sum", { mode: "number" }).notNull(),
  green: integer("green").notNull(),
  yellow: integer("yellow").notNull(),
  red: integer("red").notNull(),
});

/** A new customer's onboarding checklist from the template (shared/onboarding.ts), each step with its due date. */
export const customerOnboardingSteps = pgTable(
  "customer_onboarding_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    step: onboardingStep("step").notNull(),
    position: integer("position").notNull(),
    dueDate: date("due_date").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: text("completed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("customer_onboarding_steps_customer_step").on(t.customerId, t.step),
    index("customer_onboarding_steps_open_due_idx")
      .on(t.dueDate, t.customerId)
      .where(sql`${t.completedAt} is null`),
  ],
);

/**
 * One row (id 1): the health weights, the SLA targets per priority and the business calendar they count in,
 * each validated by its contract (shared/contracts/customer-success-settings.ts); absent, the defaults apply.
 */
export const customerSuccessSettings = pgTable(
  "customer_success_settings",
  {
    id: integer("id").primaryKey().default(1),
    healthWeights: jsonb("health_weights").notNull(),
    slaPolicies: jsonb("sla_policies").notNull(),
    calendar: jsonb("calendar").notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [check("customer_success_settings_one_row", sql`${t.id} = 1`)],
);

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The number people quote ("#1042"); ids stay the API's key.
    number: integer("number").generatedAlwaysAsIdentity().notNull().unique(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    // The customer's partner when the ticket was opened: the partner sees the ticket and its public replies.
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "restrict" }),
    requesterId: text("requester_id").references(() => user.id, { onDelete: "set null" }),
    requesterName: text("requester_name").notNull(),
    priority: ticketPriority("priority").notNull().default("normal"),
    status: ticketStatus("status").notNull().default("new"),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    solvedAt: timestamp("solved_at", { withTimezone: true }),
    // The SLA clock, recomputed from the ticket's events whenever one is written (shared/sla-clock.ts): a due time
    // is null while its clock is paused or stopped; a warning or breach time is stamped once, by the SLA run.
    firstResponseDueAt: timestamp("first_response_due_at", { withTimezone: true }),
    resolutionDueAt: timestamp("resolution_due_at", { withTimezone: true }),
    resolutionWarnAt: timestamp("resolution_warn_at", { withTimezone: true }),
    // Business minutes left of each target when its clock paused (null while running or met).
    firstResponseLeftMinutes: integer("first_response_left_minutes"),
    resolutionLeftMinutes: integer("resolution_left_minutes"),
    firstResponseBreachedAt: timestamp("first_response_breached_at", { withTimezone: true }),
    resolutionBreachedAt: timestamp("resolution_breached_at", { withTimezone: true }),
    warnedAt: timestamp("warned_at", { withTimezone: true }),
  },
  (t) => [
    index("support_tickets_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("support_tickets_status_created_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("support_tickets_priority_created_idx").on(
      t.priority,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("support_tickets_assignee_created_idx").on(
      t.assigneeId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
    ),
    index("support_tickets_customer_created_idx").on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("support_tickets_partner_created_idx").on(
      t.partnerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Breached tickets, newest first: either target past due.
    index("support_tickets_breached_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.assigneeId)
      .where(sql`${t.firstResponseBreachedAt} is not null or ${t.resolutionBreachedAt} is not null`),
    // One person's breached tickets ("My tickets", breached): their count reads theirs alone, not every breach.
    index("support_tickets_assignee_breached_idx")
      .on(t.assigneeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.firstResponseBreachedAt} is not null or ${t.resolutionBreachedAt} is not null`),
    // What the SLA run looks for: running clocks by their next deadline.
    index("support_tickets_resolution_due_idx")
      .on(t.resolutionDueAt)
      .where(sql`${t.resolutionBreachedAt} is null and ${t.resolutionDueAt} is not null`),
    index("support_tickets_first_response_due_idx")
      .on(t.firstResponseDueAt)
      .where(sql`${t.firstResponseBreachedAt} is null and ${t.firstResponseDueAt} is not null`),
    index("support_tickets_warn_idx")
      .on(t.resolutionWarnAt)
      .where(sql`${t.warnedAt} is null and ${t.resolutionWarnAt} is not null`),
    index("support_tickets_subject_trgm_idx").using("gin", sql`lower(${t.subject}) gin_trgm_ops`),
  ],
);

/** A ticket's thread and history: replies (public), notes (staff only) and every change, each stamped. */
export const ticketEvents = pgTable(
  "ticket_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    kind: ticketEventKind("kind").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    body: text("body"),
    // Whether the partner who opened the ticket sees it: replies yes, internal notes and staff changes no.
    public: boolean("public").notNull(),
    // What changed: { from, to } of a status, priority or assignee; the target of a warning or breach.
    data: jsonb("data"),
    createdAt: createdAt(),
    // The order events were written: a thread reads by time, then by this, so the events one change writes at
    // the same moment (opened, then assigned; a reply, then the status it set) keep the order they happened in.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [index("ticket_events_ticket_idx").on(t.ticketId, t.createdAt, t.seq)],
);

/** Files attached to a ticket's opening or a reply, kept in the "ticket-attachments" bucket. */
export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => ticketEvents.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ticket_attachments_ticket_idx").on(t.ticketId),
    index("ticket_attachments_event_idx").on(t.eventId),
  ],
);
