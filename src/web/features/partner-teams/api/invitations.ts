import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { inviteMemberInput } from "#shared/contracts/partner-invitations";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import type { PageInput } from "#web/lib/queries/use-paged-list";
import { client, orpc } from "#web/lib/transport/rpc";

// Each call reaches the caller's own partner, or with `partnerId` (staff who manage partners) that partner.

const FAILURE = {
  failureTitle: "Error Loading Invitations",
  failureDescription: "Could not load the pending invitations. Please try again.",
};

/** One page of the partner's open invitations, newest first. */
export function useInvitations(input: PageInput, partnerId?: string) {
  const options = partnerId
    ? orpc.invitations.ofPartner.queryOptions({
        input: { partnerId, ...input },
        placeholderData: keepPreviousData,
      })
    : orpc.invitations.mine.queryOptions({ input, placeholderData: keepPreviousData });
  return useQuery({ ...options, meta: FAILURE });
}

type InviteInput = z.input<typeof inviteMemberInput>;

export const inviteMember = (input: InviteInput, partnerId?: string) =>
  partnerId ? client.invitations.inviteTo({ partnerId, ...input }) : client.invitations.invite(input);
export const resendInvitation = (input: { id: string }, partnerId?: string) =>
  partnerId ? client.invitations.resendOf({ partnerId, ...input }) : client.invitations.resend(input);
export const revokeInvitation = (input: { id: string }, partnerId?: string) =>
  partnerId ? client.invitations.revokeOf({ partnerId, ...input }) : client.invitations.revoke(input);

const invitationsKey = () => [orpc.invitations.key()];

/** Invites someone by e-mail and role; the pending invitations are read again. */
export function useInviteMember(partnerId?: string) {
  return useInvalidatingMutation((input: InviteInput) => inviteMember(input, partnerId), invitationsKey);
}

/** Mails an invitation again with a new link. */
export function useResendInvitation(partnerId?: string) {
  return useInvalidatingMutation(
    (input: { id: string }) => resendInvitation(input, partnerId),
    invitationsKey,
  );
}

/** Withdraws an invitation: its link stops working. */
export function useRevokeInvitation(partnerId?: string) {
  return useInvalidatingMutation(
    (input: { id: string }) => revokeInvitation(input, partnerId),
    invitationsKey,
  );
}
