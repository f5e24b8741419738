import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationEmailsForm } from "#shared/contracts/notifications";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { notificationKeys } from "./notification-keys";

export const saveEmailChoices = (input: NotificationEmailsForm) =>
  client.notifications.saveEmailChoices(input);

/** Saves the kinds the person wants by e-mail; the saved choices replace the cached ones. */
export function useSaveEmailChoices(
  userId: string,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof saveEmailChoices> } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: saveEmailChoices,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(notificationKeys.emailChoices(userId), saved);
      return mutationConfig?.onSuccess?.(saved, ...rest);
    },
  });
}
