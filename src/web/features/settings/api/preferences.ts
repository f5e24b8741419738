import { useQuery } from "@tanstack/react-query";
import type { PreferencesForm } from "#shared/contracts/profile";
import { personKey } from "#web/lib/queries/person-key";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useWriteThroughMutation } from "#web/lib/queries/use-write-through-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** The key of the signed-in person's saved preferences, so nobody gets the previous person's. */
const preferencesKey = (userId: string | undefined) => personKey(orpc.me.preferences.queryKey(), userId);

/** The signed-in person's saved preferences. */
export function usePreferences(userId: string | undefined) {
  return useQuery({
    queryKey: preferencesKey(userId),
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
  return useWriteThroughMutation(savePreferences, { writes: preferencesKey(userId) }, mutationConfig);
}
