import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listApplicationsInput } from "#shared/contracts/applications";
import { orpc } from "#web/lib/transport/rpc";

/** The toast and the in-place message of a failed load (docs/product/errors-and-messages.md#failure-toasts). */
export const APPLICATIONS_LOAD_FAILED = "Failed to load applications.";

export type ApplicationsQuery = z.input<typeof listApplicationsInput>;

/** One page of applications; the page on screen stays while the next one loads. */
export const applicationsQueryOptions = (input: ApplicationsQuery) =>
  orpc.applications.list.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: { failureTitle: APPLICATIONS_LOAD_FAILED },
  });

export function useApplications(input: ApplicationsQuery) {
  return useQuery(applicationsQueryOptions(input));
}
