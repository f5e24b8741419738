import { useQuery } from "@tanstack/react-query";
import type { ProfileSettingsForm } from "#shared/contracts/profile";
import { personKey } from "#web/lib/queries/person-key";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useWriteThroughMutation } from "#web/lib/queries/use-write-through-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

const profileSettingsKey = (userId: string | undefined) =>
  personKey(orpc.me.profileSettings.queryKey(), userId);

export function useProfileSettings(userId: string | undefined) {
  return useQuery({
    queryKey: profileSettingsKey(userId),
    queryFn: () => client.me.profileSettings(),
    enabled: Boolean(userId),
  });
}

export const updateProfileSettings = (input: ProfileSettingsForm) => client.me.updateProfileSettings(input);

/** Saves the person's own profile; the saved one replaces the cached one. */
export function useUpdateProfileSettings(
  userId: string | undefined,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof updateProfileSettings> } = {},
) {
  return useWriteThroughMutation(
    updateProfileSettings,
    { writes: profileSettingsKey(userId) },
    mutationConfig,
  );
}
