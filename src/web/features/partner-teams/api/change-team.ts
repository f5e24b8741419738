import type { PartnerMemberRole } from "#shared/enums";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const changeMemberRole = (input: { userId: string; role: PartnerMemberRole }, partnerId?: string) =>
  partnerId ? client.team.changeRoleOf({ partnerId, ...input }) : client.team.changeRole(input);
export const removeMember = (input: { userId: string }, partnerId?: string) =>
  partnerId ? client.team.removeFrom({ partnerId, ...input }) : client.team.remove(input);

// The team shows on the team page and on staff's partner detail view; a role decides whose deals a member sees.
const teamKeys = () => [orpc.team.key(), orpc.deals.key(), orpc.partners.key()];

/**
 * Gives a member another role: of the caller's own partner, or with `partnerId` (staff) of that partner; the team
 * and its deals are read again.
 */
export function useChangeMemberRole(partnerId?: string) {
  return useInvalidatingMutation(
    (input: { userId: string; role: PartnerMemberRole }) => changeMemberRole(input, partnerId),
    teamKeys,
  );
}

/** Removes a member, of the caller's own partner or (staff) of `partnerId`; the team is read again. */
export function useRemoveMember(partnerId?: string) {
  return useInvalidatingMutation((input: { userId: string }) => removeMember(input, partnerId), teamKeys);
}
