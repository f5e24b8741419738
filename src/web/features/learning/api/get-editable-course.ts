import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/**
 * A course as the editor loads it, correct answers and lesson files included; a missing one is not asked for
 * again.
 */
export const editableCourseQueryOptions = (id: string) =>
  orpc.learning.editableCourse.queryOptions({ input: { id }, retry: retryUnlessMissing });

export function useEditableCourse(id: string) {
  return useQuery(editableCourseQueryOptions(id));
}
