ALTER TYPE "public"."notification_kind" ADD VALUE 'team_join_requested' BEFORE 'ticket_opened';--> statement-breakpoint
CREATE TABLE "partner_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"decision" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_join_requests_decision" CHECK ("partner_join_requests"."decision" in ('approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "join_domain" text;--> statement-breakpoint
ALTER TABLE "partner_join_requests" ADD CONSTRAINT "partner_join_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_join_requests" ADD CONSTRAINT "partner_join_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_join_requests_open_idx" ON "partner_join_requests" USING btree ("partner_id","email") WHERE "partner_join_requests"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "partner_join_requests_partner_created_idx" ON "partner_join_requests" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_join_domain_unique" ON "partners" USING btree (lower("join_domain")) WHERE "partners"."join_domain" is not null;