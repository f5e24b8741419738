import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { courseAudience, courseDifficulty, courseStatus, enrollmentStatus } from "./enums";

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    durationMinutes: integer("duration_minutes"),
    difficultyLevel: courseDifficulty("difficulty_level").default("beginner").notNull(),
    category: text("category"),
    audience: courseAudience("audience").default("both").notNull(),
    status: courseStatus("status").default("draft").notNull(),
    /** The quiz's pass mark in percent; null when the course has no quiz. */
    passMark: integer("pass_mark"),
    /** How many quiz attempts a learner has; null for no limit. */
    attemptLimit: integer("attempt_limit"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("courses_duration_minutes_positive", sql`${t.durationMinutes} > 0`),
    check("courses_pass_mark_range", sql`${t.passMark} between 0 and 100`),
    check("courses_attempt_limit_positive", sql`${t.attemptLimit} >= 1`),
    // The catalog: published courses of an audience, by title.
    index("courses_status_audience_title_idx").on(t.status, t.audience, t.title),
    // Case-insensitive substring search over title and category (ILIKE '%term%').
    index("courses_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("courses_category_trgm_idx").using("gin", t.category.op("gin_trgm_ops")),
  ],
);

/** A course's lessons in order: Markdown text and, optionally, one video or PDF in the "lessons" storage bucket. */
export const courseLessons = pgTable(
  "course_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** Markdown; rendered without raw HTML. */
    body: text("body").default("").notNull(),
    fileKey: text("file_key"),
    fileName: text("file_name"),
    /** The file's media type, judged by its content. */
    fileType: text("file_type"),
    fileSize: bigint("file_size", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("course_lessons_course_id_position_idx").on(t.courseId, t.position),
    check("course_lessons_file_size_non_negative", sql`${t.fileSize} >= 0`),
  ],
);

export interface QuizOption {
  id: string;
  text: string;
}

/** A course's quiz questions in order. The correct option ids stay on the server until an attempt is graded. */
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    prompt: text("prompt").notNull(),
    options: jsonb("options").$type<QuizOption[]>().notNull(),
    correctOptionIds: jsonb("correct_option_ids").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quiz_questions_course_id_position_idx").on(t.courseId, t.position)],
);

// A user's learning records go with the user; a course with enrollments cannot be deleted (restrict),
// because certificates issued for it must stay verifiable.

export const enrollments = pgTable(
  "enrollments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    status: enrollmentStatus("status").default("enrolled").notNull(),
    progressPercentage: integer("progress_percentage").default(0).notNull(),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).defaultNow().notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("enrollments_progress_percentage_range", sql`${t.progressPercentage} between 0 and 100`),
    unique("enrollments_user_id_course_id_unique").on(t.userId, t.courseId),
    index("enrollments_user_id_status_enrolled_at_idx").on(
      t.userId,
      t.status,
      t.enrolledAt.desc().nullsFirst(),
    ),
    // A course's enrollments, newest first, one page at a time.
    index("enrollments_course_id_enrolled_at_idx").on(
      t.courseId,
      t.enrolledAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** The lessons a learner has opened; progress is their count over the course's lessons. */
export const lessonCompletions = pgTable(
  "lesson_completions",
  {
    enrollmentId: uuid("enrollment_id")
      .notNull()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enrollmentId, t.lessonId] }),
    index("lesson_completions_lesson_id_idx").on(t.lessonId),
  ],
);

export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enrollmentId: uuid("enrollment_id")
      .notNull()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    /** The option ids chosen, by question id. */
    answers: jsonb("answers").$type<Record<string, string[]>>().default({}).notNull(),
    /** Chosen by the browser for each submission, so a resent or replayed one counts once. */
    submissionId: uuid("submission_id"),
    createdAt: createdAt(),
  },
  (t) => [
    check("assessment_attempts_score_range", sql`${t.score} between 0 and 100`),
    index("assessment_attempts_enrollment_id_idx").on(t.enrollmentId),
    unique("assessment_attempts_enrollment_id_submission_id_unique").on(t.enrollmentId, t.submissionId),
  ],
);

export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Unique: one certificate per completed enrollment.
    enrollmentId: uuid("enrollment_id")
      .notNull()
      .unique()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).defaultNow().notNull(),
    /** At least 128 random bits; the public /verify/:code page looks a certificate up by it. */
    verificationCode: text("verification_code").notNull().unique(),
  },
  (t) => [
    index("certificates_user_id_idx").on(t.userId),
    index("certificates_course_id_idx").on(t.courseId),
    // The dashboard counts the certificates issued this month (docs/product/dashboard.md#module-figures).
    index("certificates_issued_at_idx").on(t.issuedAt),
  ],
);

/**
 * Each course's enrollments, completed enrollments and certificates, kept by statement triggers in the
 * transaction of every enrollment and certificate change (migration 0023), so that the programme's stat cards
 * add up one row a course instead of counting a million enrollments on each visit.
 */
export const courseTotals = pgTable("course_totals", {
  courseId: uuid("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  enrollments: integer("enrollments").notNull().default(0),
  completed: integer("completed").notNull().default(0),
  certificates: integer("certificates").notNull().default(0),
});

/**
 * Each learner with an enrollment not yet completed, and how many (docs/product/dashboard.md#module-figures): kept
 * by statement triggers on enrollments (migration 0037), a row only while the count is above zero, so the
 * dashboard's active learners are this table's rows instead of a distinct count over every enrollment. No foreign
 * key: a learner's removal deletes their enrollments, whose trigger then takes their row away.
 */
export const activeLearners = pgTable(
  "active_learners",
  {
    userId: text("user_id").primaryKey(),
    openEnrollments: integer("open_enrollments").notNull(),
  },
  // Empty but for the moment between a trigger's upsert and its delete of the rows it brought to zero.
  (t) => [index("active_learners_spent_idx").on(t.userId).where(sql`${t.openEnrollments} <= 0`)],
);
