import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PreferencesForm } from "#shared/contracts/profile";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";

export const PREFERENCES_KEY = "preferences";

/** The signed-in person's saved preferences, keyed by person so nobody gets the previous person's. */
export function usePreferences(userId: string | undefined) {
  return useQuery({
    queryKey: [PREFERENCES_KEY, userId] as const,
    queryFn: () => client.me.preferences(),
    enabled: Boolean(userId),
  });
}

export const savePreferences = (input: PreferencesForm) => client.me.savePreferences(input);

/** Saves the preferences; the answer becomes what every screen shows at once. */
export function useSavePreferences(
  userId: string | undefined,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof savePreferences> } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: savePreferences,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData([PREFERENCES_KEY, userId], saved);
      return mutationConfig?.onSuccess?.(saved, ...rest);
    },
  });
}
