// Placeholder screen: replaced by the real one in this change.
export function ManageCoursesPage() {
  return null;
}
