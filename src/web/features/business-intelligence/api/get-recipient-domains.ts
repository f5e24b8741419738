import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** The e-mail domains scheduled reports may be sent to, besides the portal's staff. */
export const recipientDomainsQueryOptions = () =>
  orpc.reports.recipientDomains.queryOptions({
    meta: {
      failureTitle: "Error Loading Recipient Domains",
      failureDescription: "Could not load the allowed recipient domains. Please try again.",
    },
  });

export function useRecipientDomains({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recipientDomainsQueryOptions(), enabled });
}
