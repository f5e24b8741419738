import type { NotificationEmailsForm } from "#shared/contracts/notifications";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useWriteThroughMutation } from "#web/lib/queries/use-write-through-mutation";
import { client } from "#web/lib/transport/rpc";
import { notificationKeys } from "./notification-keys";

export const saveEmailChoices = (input: NotificationEmailsForm) =>
  client.notifications.saveEmailChoices(input);

/** Saves the kinds the person wants by e-mail; the saved choices replace the cached ones. */
export function useSaveEmailChoices(
  userId: string,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof saveEmailChoices> } = {},
) {
  return useWriteThroughMutation(
    saveEmailChoices,
    { writes: notificationKeys.emailChoices(userId) },
    mutationConfig,
  );
}
