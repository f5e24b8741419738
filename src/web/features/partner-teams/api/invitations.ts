import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { inviteMemberInput } from "#shared/contracts/partner-invitations";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import type { PageInput } from "#web/lib/queries/use-paged-list";
import { client, orpc } from "#web/lib/transport/rpc";

/** One page of the partner's open invitations, newest first. */
export function useInvitations(input: PageInput) {
  return useQuery({
    ...orpc.invitations.mine.queryOptions({ input, placeholderData: keepPreviousData }),
    meta: {
      failureTitle: "Error Loading Invitations",
      failureDescription: "Could not load your pending invitations. Please try again.",
    },
  });
}

export const inviteMember = (input: z.input<typeof inviteMemberInput>) => client.invitations.invite(input);
export const resendInvitation = (input: { id: string }) => client.invitations.resend(input);
export const revokeInvitation = (input: { id: string }) => client.invitations.revoke(input);

const invitationsKey = () => [orpc.invitations.key()];

/** Invites someone by e-mail and role; the pending invitations are read again. */
export function useInviteMember() {
  return useInvalidatingMutation(inviteMember, invitationsKey);
}

/** Mails an invitation again with a new link. */
export function useResendInvitation() {
  return useInvalidatingMutation(resendInvitation, invitationsKey);
}

/** Withdraws an invitation: its link stops working. */
export function useRevokeInvitation() {
  return useInvalidatingMutation(revokeInvitation, invitationsKey);
}
