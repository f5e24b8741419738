import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { endUserSessionsInput } from "#shared/contracts/sessions";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** A user's signed-in devices, as an administrator sees them. */
export function useUserSessions(userId: string) {
  return useQuery({
    queryKey: orpc.users.sessions.queryKey({ input: { userId } }),
    queryFn: () => client.users.sessions({ userId }),
  });
}

export const endUserSessions = (input: z.input<typeof endUserSessionsInput>) =>
  client.users.endSessions(input);

/** Ends one of a user's sessions, or all; their list and the audit log change. */
export function useEndUserSessions({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof endUserSessions>;
} = {}) {
  return useInvalidatingMutation(
    endUserSessions,
    () => [orpc.users.sessions.key(), orpc.auditLog.key()],
    mutationConfig,
  );
}
