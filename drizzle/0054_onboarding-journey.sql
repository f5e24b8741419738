CREATE TABLE "journey_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_type" "business_type",
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"course_id" uuid,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_steps_kind" CHECK ("journey_steps"."kind" in ('sign_agreement', 'complete_profile', 'invite_colleague', 'complete_course', 'first_deal', 'manual')),
	CONSTRAINT "journey_steps_course" CHECK (("journey_steps"."kind" = 'complete_course') = ("journey_steps"."course_id" is not null)),
	CONSTRAINT "journey_steps_label" CHECK (("journey_steps"."kind" = 'manual') = ("journey_steps"."label" is not null) and char_length("journey_steps"."label") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "partner_journey_steps" (
	"partner_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"done_by" text,
	CONSTRAINT "partner_journey_steps_partner_id_step_id_pk" PRIMARY KEY("partner_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "programme_settings" DROP CONSTRAINT "programme_settings_in_range";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "journey_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "journey_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "journey_moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "journey_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "journey_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "first_deal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "journey_stall_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "journey_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "journey_steps" ADD CONSTRAINT "journey_steps_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_journey_steps" ADD CONSTRAINT "partner_journey_steps_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_journey_steps" ADD CONSTRAINT "partner_journey_steps_step_id_journey_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."journey_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_journey_steps" ADD CONSTRAINT "partner_journey_steps_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_steps_business_type_position_idx" ON "journey_steps" USING btree ("business_type","position");--> statement-breakpoint
CREATE INDEX "partner_journey_steps_step_idx" ON "partner_journey_steps" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "partners_journey_stall_idx" ON "partners" USING btree ("journey_moved_at","id") WHERE "partners"."status" = 'active' and "partners"."journey_completed_at" is null and "partners"."journey_total" > 0;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_journey_counts" CHECK ("partners"."journey_done" between 0 and "partners"."journey_total");--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_in_range" CHECK ("programme_settings"."protection_days" >= 1 and "programme_settings"."expiry_days" >= "programme_settings"."protection_days" and "programme_settings"."reminder_days" >= 1
        and "programme_settings"."reminder_days" < "programme_settings"."expiry_days" and "programme_settings"."max_extensions" between 0 and 5
        and "programme_settings"."extension_days" >= 1 and "programme_settings"."review_days" >= 1
        and "programme_settings"."tier_window_days" >= 1 and "programme_settings"."demotion_grace_days" >= 0 and "programme_settings"."journey_stall_days" >= 1);--> statement-breakpoint
-- The default journey every partner follows until a business type is given its own.
INSERT INTO "journey_steps" ("business_type", "position", "kind", "label") VALUES
  (NULL, 1, 'sign_agreement', NULL),
  (NULL, 2, 'complete_profile', NULL),
  (NULL, 3, 'invite_colleague', NULL),
  (NULL, 4, 'manual', 'Kickoff call with your partner manager'),
  (NULL, 5, 'first_deal', NULL);
--> statement-breakpoint
-- Partners approved before the journey existed: the steps their facts already complete, at the facts' times.
-- Their journeys start with this release (they were not onboarded by it), so none counts as stalled on the day
-- it ships: the stall clock starts now.
INSERT INTO "partner_journey_steps" ("partner_id", "step_id", "done_at")
SELECT p.id, s.id, f.done_at
FROM "partners" p
JOIN "journey_steps" s ON s.business_type IS NULL
CROSS JOIN LATERAL (SELECT CASE s.kind
  WHEN 'sign_agreement' THEN (SELECT min(a.signed_at) FROM agreement_signatures a WHERE a.partner_id = p.id)
  WHEN 'complete_profile' THEN (SELECT min(pr.updated_at) FROM profiles pr JOIN partner_members m ON m.user_id = pr.user_id
    WHERE m.partner_id = p.id AND coalesce(pr.job_title, '') <> '')
  WHEN 'invite_colleague' THEN least(
    (SELECT min(i.sent_at) FROM partner_invitations i WHERE i.partner_id = p.id),
    (SELECT m.created_at FROM partner_members m WHERE m.partner_id = p.id ORDER BY m.created_at OFFSET 1 LIMIT 1))
  WHEN 'first_deal' THEN (SELECT min(d.submitted_at) FROM partner_deals d WHERE d.partner_id = p.id)
  END AS done_at) f
WHERE p.first_approved_at IS NOT NULL AND s.kind <> 'manual' AND f.done_at IS NOT NULL;
--> statement-breakpoint
UPDATE "partners" p SET
  journey_total = 5,
  journey_done = (SELECT count(*) FROM partner_journey_steps d WHERE d.partner_id = p.id),
  journey_moved_at = now()
WHERE p.first_approved_at IS NOT NULL;
--> statement-breakpoint
UPDATE "partners" p SET first_deal_at = (SELECT min(d.submitted_at) FROM partner_deals d WHERE d.partner_id = p.id);
