import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListCatalogInput } from "#shared/contracts/learning";
import { orpc } from "#web/lib/transport/rpc";

export type ManagedCoursesQuery = ListCatalogInput;

/**
 * One page of every course, drafts included, for holders of manage_courses (docs/product/learning.md#courses).
 * The page on screen stays while the next one loads.
 */
export const managedCoursesQueryOptions = (input: ManagedCoursesQuery) =>
  orpc.learning.managedCourses.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: {
      failureTitle: "Error Loading Courses",
      failureDescription: "Could not load the courses. Please try again.",
    },
  });

export function useManagedCourses(input: ManagedCoursesQuery) {
  return useQuery(managedCoursesQueryOptions(input));
}
