import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listApplicationsInput } from "#shared/contracts/applications";
import { orpc } from "#web/lib/rpc";

export type ApplicationsQuery = z.input<typeof listApplicationsInput>;

/** One page of applications; the page on screen stays while the next one loads. */
export const applicationsQueryOptions = (input: ApplicationsQuery) =>
  orpc.applications.list.queryOptions({ input, placeholderData: keepPreviousData });

export function useApplications(input: ApplicationsQuery) {
  return useQuery(applicationsQueryOptions(input));
}
