import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/rpc";

/** A course as the editor loads it, correct answers and lesson files included. */
export const editableCourseQueryOptions = (id: string) =>
  orpc.learning.editableCourse.queryOptions({ input: { id } });

export function useEditableCourse(id: string) {
  return useQuery(editableCourseQueryOptions(id));
}
