import type { ListSearch } from "#web/components/list-filter";
import type { Course } from "../learning-sample-data";

/** The catalog search looks in a course's title and category, not its description. */
export const COURSE_SEARCH: ListSearch<Course> = { fields: ["title", "category"] };
