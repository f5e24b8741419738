import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listMyLearningInput } from "#shared/contracts/learning";
import { orpc } from "#web/lib/transport/rpc";

export type MyLearningQuery = z.input<typeof listMyLearningInput>;

/** One page of the caller's own enrollments, newest first, with how far each has come. */
export const myLearningQueryOptions = (input: MyLearningQuery) =>
  orpc.learning.myLearning.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: { failureTitle: "Error Loading Enrollments", failureReason: true },
  });

export function useMyLearning(input: MyLearningQuery) {
  return useQuery(myLearningQueryOptions(input));
}
