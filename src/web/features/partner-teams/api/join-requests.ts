import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { requestToJoinInput } from "#shared/contracts/join-requests";
import type { PartnerMemberRole } from "#shared/enums";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import type { PageInput } from "#web/lib/queries/use-paged-list";
import { client, orpc } from "#web/lib/transport/rpc";

export const requestToJoin = (input: z.input<typeof requestToJoinInput>) =>
  client.joinRequests.request(input);

/** Asks to join the team of the partner the e-mail's domain belongs to; the answer is the same either way. */
export function useRequestToJoin() {
  return useMutation({ mutationFn: requestToJoin });
}

/** The partner's join domain and one page of the requests waiting. */
export function useJoinRequests(input: PageInput) {
  return useQuery({
    ...orpc.joinRequests.mine.queryOptions({ input, placeholderData: keepPreviousData }),
    meta: {
      failureTitle: "Error Loading Join Requests",
      failureDescription: "Could not load the requests to join your team. Please try again.",
    },
  });
}

export const setJoinDomain = (input: { domain: string | null }) => client.joinRequests.setDomain(input);
export const approveJoinRequest = (input: { id: string; role: PartnerMemberRole }) =>
  client.joinRequests.approve(input);
export const declineJoinRequest = (input: { id: string }) => client.joinRequests.decline(input);

/** Sets or clears the join domain. */
export function useSetJoinDomain() {
  return useInvalidatingMutation(setJoinDomain, () => [orpc.joinRequests.key()]);
}

/** Approves a request: an invitation goes out, so the pending invitations are read again too. */
export function useApproveJoinRequest() {
  return useInvalidatingMutation(approveJoinRequest, () => [orpc.joinRequests.key(), orpc.invitations.key()]);
}

/** Declines a request. */
export function useDeclineJoinRequest() {
  return useInvalidatingMutation(declineJoinRequest, () => [orpc.joinRequests.key()]);
}
