import type { PartnerMemberRole } from "#shared/enums";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const changeMemberRole = (input: { userId: string; role: PartnerMemberRole }) =>
  client.team.changeRole(input);
export const removeMember = (input: { userId: string }) => client.team.remove(input);

/** Gives one of the partner's members another role; the team and its deals are read again. */
export function useChangeMemberRole() {
  return useInvalidatingMutation(changeMemberRole, () => [orpc.team.key(), orpc.deals.key()]);
}

/** Removes one of the partner's members; the team is read again. */
export function useRemoveMember() {
  return useInvalidatingMutation(removeMember, () => [orpc.team.key()]);
}
