import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { courseDifficulty, enrollmentStatus } from "./enums";

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    durationMinutes: integer("duration_minutes"),
    difficultyLevel: courseDifficulty("difficulty_level").default("beginner").notNull(),
    category: text("category"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("courses_duration_minutes_positive", sql`${t.durationMinutes} > 0`)],
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
    index("enrollments_course_id_idx").on(t.courseId),
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
    createdAt: createdAt(),
  },
  (t) => [
    check("assessment_attempts_score_range", sql`${t.score} between 0 and 100`),
    index("assessment_attempts_enrollment_id_idx").on(t.enrollmentId),
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
    verificationCode: text("verification_code").notNull().unique(),
  },
  (t) => [index("certificates_user_id_idx").on(t.userId)],
);
