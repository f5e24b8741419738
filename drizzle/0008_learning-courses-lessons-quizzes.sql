CREATE TYPE "public"."course_audience" AS ENUM('staff', 'partners', 'both');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_file_size_non_negative" CHECK ("course_lessons"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"enrollment_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_enrollment_id_lesson_id_pk" PRIMARY KEY("enrollment_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "enrollments_course_id_idx";--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "audience" "course_audience" DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" "course_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "pass_mark" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "attempt_limit" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_lessons_course_id_position_idx" ON "course_lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "lesson_completions_lesson_id_idx" ON "lesson_completions" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_course_id_position_idx" ON "quiz_questions" USING btree ("course_id","position");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_course_id_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_status_audience_title_idx" ON "courses" USING btree ("status","audience","title");--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_category_trgm_idx" ON "courses" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollments_course_id_enrolled_at_idx" ON "enrollments" USING btree ("course_id","enrolled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_enrollment_id_submission_id_unique" UNIQUE("enrollment_id","submission_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_pass_mark_range" CHECK ("courses"."pass_mark" between 0 and 100);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_attempt_limit_positive" CHECK ("courses"."attempt_limit" >= 1);--> statement-breakpoint
-- Courses written before drafts existed were all shown in the catalog.
UPDATE "courses" SET "status" = 'published';
