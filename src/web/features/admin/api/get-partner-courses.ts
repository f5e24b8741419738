import { useQuery } from "@tanstack/react-query";
import type { CourseSummary } from "#shared/contracts/learning";
import { orpc } from "#web/lib/transport/rpc";

/** A course a tier can name. */
export interface PartnerCourse {
  id: string;
  title: string;
}

/** The most courses one answer holds: a tier names at most 20, and the programme has far fewer. */
const COURSES_LIMIT = 100;

const partnerCourses = (courses: readonly CourseSummary[]): PartnerCourse[] =>
  courses.filter((course) => course.audience !== "staff").map(({ id, title }) => ({ id, title }));

/**
 * The published courses partners take, by title, for the tiers to name (docs/product/learning.md#who-learns).
 * Holders of manage_courses read every course and keep the published partner ones; anyone else reads the
 * catalog staff see, which holds the courses for both staff and partners but not those for partners alone.
 */
export function usePartnerCourses({ managesCourses }: { managesCourses: boolean }) {
  const input = { pageSize: COURSES_LIMIT };
  const managed = useQuery({
    ...orpc.learning.managedCourses.queryOptions({ input }),
    enabled: managesCourses,
    select: (page) => partnerCourses(page.items.filter((course) => course.status === "published")),
  });
  const catalog = useQuery({
    ...orpc.learning.catalog.queryOptions({ input }),
    enabled: !managesCourses,
    select: (page) => partnerCourses(page.items),
  });
  return managesCourses ? managed : catalog;
}
