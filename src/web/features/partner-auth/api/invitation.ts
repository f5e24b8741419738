import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { acceptInvitationInput } from "#shared/contracts/partner-invitations";
import { client, orpc } from "#web/lib/transport/rpc";

/** What an invitation link offers; asked afresh on every visit and never retried, as a refusal is final. */
export function useInvitationCheck(token: string) {
  return useQuery(
    orpc.partnerAuth.checkInvitation.queryOptions({
      input: { token },
      enabled: token.length > 0,
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
  );
}

export const acceptInvitation = (input: z.input<typeof acceptInvitationInput>) =>
  client.partnerAuth.acceptInvitation(input);

/** Joins the team from the invitation with a name and a password; the answer signs the person in. */
export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
