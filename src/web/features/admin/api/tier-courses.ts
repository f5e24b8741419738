import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { tierCoursesOutput } from "#shared/contracts/tiers";
import { orpc } from "#web/lib/transport/rpc";

/** A course a tier can name. */
export type TierCourse = z.output<typeof tierCoursesOutput>[number];

/** The published courses partners take, by title, that a tier can name (docs/product/programme.md#tiers). */
export function useTierCourses() {
  return useQuery(orpc.programme.tierCourses.queryOptions());
}
