export type LearningTab = "catalog" | "my-learning" | "certifications";

/** The tab a path opens, so the sidebar's links land on their tab: /lms/my-learning opens My Learning. */
export function learningTabForPath(pathname: string): LearningTab {
  const section = pathname.split("/").filter(Boolean)[1];
  if (section === "my-learning" || section === "certifications") return section;
  return "catalog";
}
