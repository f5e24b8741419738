CREATE TYPE "public"."customer_contact_kind" AS ENUM('call', 'meeting', 'email');--> statement-breakpoint
CREATE TYPE "public"."customer_source" AS ENUM('won_deal', 'manual');--> statement-breakpoint
CREATE TYPE "public"."customer_status" AS ENUM('healthy', 'at_risk', 'churned');--> statement-breakpoint
CREATE TYPE "public"."onboarding_step" AS ENUM('kickoff', 'setup', 'training', 'go_live');--> statement-breakpoint
CREATE TYPE "public"."ticket_event_kind" AS ENUM('created', 'reply', 'note', 'status_changed', 'priority_changed', 'assigned', 'sla_warning', 'sla_breached');--> statement-breakpoint
CREATE TYPE "public"."ticket_priority" AS ENUM('low', 'normal', 'high', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('new', 'open', 'pending', 'on_hold', 'solved', 'closed');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ticket_opened';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ticket_assigned';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ticket_replied';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ticket_sla_warning';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ticket_sla_breached';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'customer_at_risk';--> statement-breakpoint
CREATE TABLE "customer_contact_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" "customer_contact_kind" NOT NULL,
	"summary" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"logged_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_health_days" (
	"day" date PRIMARY KEY NOT NULL,
	"customers" integer NOT NULL,
	"healthy" integer NOT NULL,
	"at_risk" integer NOT NULL,
	"churned" integer NOT NULL,
	"score_sum" bigint NOT NULL,
	"green" integer NOT NULL,
	"yellow" integer NOT NULL,
	"red" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_health_snapshots" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"score" integer NOT NULL,
	"status" "customer_status" NOT NULL,
	CONSTRAINT "customer_health_snapshots_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "customer_onboarding_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"step" "onboarding_step" NOT NULL,
	"position" integer NOT NULL,
	"due_date" date NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	CONSTRAINT "customer_onboarding_steps_customer_step" UNIQUE("customer_id","step")
);
--> statement-breakpoint
CREATE TABLE "customer_success_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"health_weights" jsonb NOT NULL,
	"sla_policies" jsonb NOT NULL,
	"calendar" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "customer_success_settings_one_row" CHECK ("customer_success_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"customer_key" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"owner_id" text,
	"partner_id" uuid,
	"source" "customer_source" NOT NULL,
	"contract_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"start_date" date NOT NULL,
	"renewal_date" date,
	"status" "customer_status" DEFAULT 'healthy' NOT NULL,
	"health_score" integer DEFAULT 100 NOT NULL,
	"csm_rating" integer,
	"last_contact_at" timestamp with time zone,
	"week_ago_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_key_unique" UNIQUE("customer_key"),
	CONSTRAINT "customers_health_score_range" CHECK ("customers"."health_score" between 0 and 100),
	CONSTRAINT "customers_csm_rating_range" CHECK ("customers"."csm_rating" is null or "customers"."csm_rating" between 1 and 5),
	CONSTRAINT "customers_contract_value_non_negative" CHECK ("customers"."contract_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"partner_id" uuid,
	"requester_id" text,
	"requester_name" text NOT NULL,
	"priority" "ticket_priority" DEFAULT 'normal' NOT NULL,
	"status" "ticket_status" DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_responded_at" timestamp with time zone,
	"solved_at" timestamp with time zone,
	"first_response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"resolution_warn_at" timestamp with time zone,
	"first_response_left_minutes" integer,
	"resolution_left_minutes" integer,
	"first_response_breached_at" timestamp with time zone,
	"resolution_breached_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	CONSTRAINT "support_tickets_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"kind" "ticket_event_kind" NOT NULL,
	"author_id" text,
	"author_name" text,
	"body" text,
	"public" boolean NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_contact_logs" ADD CONSTRAINT "customer_contact_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contact_logs" ADD CONSTRAINT "customer_contact_logs_logged_by_user_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_health_snapshots" ADD CONSTRAINT "customer_health_snapshots_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_onboarding_steps" ADD CONSTRAINT "customer_onboarding_steps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_onboarding_steps" ADD CONSTRAINT "customer_onboarding_steps_completed_by_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_success_settings" ADD CONSTRAINT "customer_success_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_requester_id_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contact_logs_customer_idx" ON "customer_contact_logs" USING btree ("customer_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_health_snapshots_day_idx" ON "customer_health_snapshots" USING btree ("day");--> statement-breakpoint
CREATE INDEX "customer_onboarding_steps_open_due_idx" ON "customer_onboarding_steps" USING btree ("due_date","customer_id") WHERE "customer_onboarding_steps"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_health_idx" ON "customers" USING btree ("health_score","id");--> statement-breakpoint
CREATE INDEX "customers_status_health_idx" ON "customers" USING btree ("status","health_score","id");--> statement-breakpoint
CREATE INDEX "customers_owner_health_idx" ON "customers" USING btree ("owner_id","health_score","id");--> statement-breakpoint
CREATE INDEX "customers_partner_health_idx" ON "customers" USING btree ("partner_id","health_score","id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_contact_name_trgm_idx" ON "customers" USING gin (lower("contact_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_week_drop_idx" ON "customers" USING btree (("week_ago_score" - "health_score")) WHERE "customers"."week_ago_score" is not null;--> statement-breakpoint
CREATE INDEX "customers_start_date_idx" ON "customers" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "customers_renewal_date_idx" ON "customers" USING btree ("renewal_date");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_status_created_idx" ON "support_tickets" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_assignee_created_idx" ON "support_tickets" USING btree ("assignee_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");--> statement-breakpoint
CREATE INDEX "support_tickets_customer_created_idx" ON "support_tickets" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_partner_created_idx" ON "support_tickets" USING btree ("partner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_breached_idx" ON "support_tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"assignee_id") WHERE "support_tickets"."first_response_breached_at" is not null or "support_tickets"."resolution_breached_at" is not null;--> statement-breakpoint
CREATE INDEX "support_tickets_resolution_due_idx" ON "support_tickets" USING btree ("resolution_due_at") WHERE "support_tickets"."resolution_breached_at" is null and "support_tickets"."resolution_due_at" is not null;--> statement-breakpoint
CREATE INDEX "support_tickets_first_response_due_idx" ON "support_tickets" USING btree ("first_response_due_at") WHERE "support_tickets"."first_response_breached_at" is null and "support_tickets"."first_response_due_at" is not null;--> statement-breakpoint
CREATE INDEX "support_tickets_warn_idx" ON "support_tickets" USING btree ("resolution_warn_at") WHERE "support_tickets"."warned_at" is null and "support_tickets"."resolution_warn_at" is not null;--> statement-breakpoint
CREATE INDEX "support_tickets_subject_trgm_idx" ON "support_tickets" USING gin (lower("subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_event_idx" ON "ticket_attachments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_deals_customer_id_idx" ON "partner_deals" USING btree ("customer_id");