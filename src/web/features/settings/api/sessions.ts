import { useQuery } from "@tanstack/react-query";
import { personKey } from "#web/lib/queries/person-key";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

const sessionsKey = (userId: string | undefined) => personKey(orpc.me.sessions.queryKey(), userId);

/** The person's own signed-in devices. */
export function useOwnSessions(userId: string | undefined) {
  return useQuery({
    queryKey: sessionsKey(userId),
    queryFn: () => client.me.sessions(),
    enabled: Boolean(userId),
  });
}

export const endOwnSession = (input: { id: string }) => client.me.endSession(input);
export const endOtherOwnSessions = () => client.me.endOtherSessions();

/** Signs out one of the person's other devices; the list is read again. */
export function useEndOwnSession({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof endOwnSession>;
} = {}) {
  return useInvalidatingMutation(endOwnSession, () => [orpc.me.sessions.key()], mutationConfig);
}

/** Signs out every device of the person's but this one; the list is read again. */
export function useEndOtherOwnSessions({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof endOtherOwnSessions>;
} = {}) {
  return useInvalidatingMutation(endOtherOwnSessions, () => [orpc.me.sessions.key()], mutationConfig);
}
