import type { NotificationEmailsForm } from "#shared/contracts/notifications";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useWriteThroughMutation } from "#web/lib/use-write-through-mutation";
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
