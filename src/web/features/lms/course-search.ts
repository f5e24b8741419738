import type { Course } from "./lms-sample-data";

/** The courses whose title or category contains the query, ignoring case and surrounding spaces. */
export function filterCourses(courses: readonly Course[], query: string): Course[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...courses];
  return courses.filter(
    (course) => course.title.toLowerCase().includes(needle) || course.category.toLowerCase().includes(needle),
  );
}
