CREATE TABLE "person_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"time_zone" text,
	"date_locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_preferences_theme" CHECK ("person_preferences"."theme" in ('light', 'dark', 'system'))
);
--> statement-breakpoint
ALTER TABLE "person_preferences" ADD CONSTRAINT "person_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;