import type { z } from "zod";
import type { openLessonInput } from "#shared/contracts/learning";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** Marks a lesson opened (docs/product/learning.md#progress). */
export const openLesson = (input: z.input<typeof openLessonInput>) => client.learning.openLesson(input);

/**
 * Progress moves on, and the last lesson may complete the course and issue its certificate: everything learning
 * shows is refetched.
 */
export function useOpenLesson({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof openLesson>;
} = {}) {
  return useInvalidatingMutation(openLesson, () => [orpc.learning.key()], mutationConfig);
}
