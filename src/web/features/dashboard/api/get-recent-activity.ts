import { useQuery } from "@tanstack/react-query";
import { personKey } from "#web/lib/queries/person-key";
import { client, orpc } from "#web/lib/transport/rpc";

/**
 * The newest events the signed-in person may see, their own notifications among them, keyed by the person.
 * Marking a notification read refetches them.
 */
export function useRecentActivity(userId: string | undefined) {
  return useQuery({
    queryKey: personKey(orpc.dashboard.activity.queryKey(), userId),
    queryFn: () => client.dashboard.activity(),
    enabled: Boolean(userId),
    meta: { alsoReads: [orpc.notifications.key()] },
  });
}
