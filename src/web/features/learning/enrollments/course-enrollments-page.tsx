// Placeholder screen: replaced by the real one in this change.
export function CourseEnrollmentsPage() {
  return null;
}
