import { useQuery } from "@tanstack/react-query";
import { client } from "#web/lib/transport/rpc";
import { notificationKeys } from "./notification-keys";

export const getEmailChoices = () => client.notifications.emailChoices();

/** Which kinds the person also gets by e-mail, and which kinds they can be told of at all. */
export function useEmailChoices(userId: string | undefined) {
  return useQuery({
    queryKey: notificationKeys.emailChoices(userId),
    queryFn: getEmailChoices,
    enabled: Boolean(userId),
  });
}
