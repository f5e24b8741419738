import type { CourseAudience, CourseDifficulty, CourseStatus } from "#shared/enums";

/** Who a course is for, as the editor and the course list name it (docs/product/learning.md#courses). */
export const AUDIENCE_LABELS: Record<CourseAudience, string> = {
  staff: "Staff",
  partners: "Partners",
  both: "Staff and partners",
};

export const DIFFICULTY_LABELS: Record<CourseDifficulty, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const STATUS_LABELS: Record<CourseStatus, string> = {
  draft: "Draft",
  published: "Published",
};
