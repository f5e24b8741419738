import {
  COURSE_AUDIENCE_LABELS as AUDIENCE_LABELS,
  COURSE_DIFFICULTY_LABELS as DIFFICULTY_LABELS,
  COURSE_STATUS_LABELS as STATUS_LABELS,
} from "#shared/labels";

/** Who a course is for, its difficulty and status, as the editor and the course list name them. */
export { AUDIENCE_LABELS, DIFFICULTY_LABELS, STATUS_LABELS };
