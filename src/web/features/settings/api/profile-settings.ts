import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileSettingsForm } from "#shared/contracts/profile";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";

export const PROFILE_SETTINGS_KEY = "profile-settings";

export function useProfileSettings(userId: string | undefined) {
  return useQuery({
    queryKey: [PROFILE_SETTINGS_KEY, userId] as const,
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
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateProfileSettings,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData([PROFILE_SETTINGS_KEY, userId], saved);
      return mutationConfig?.onSuccess?.(saved, ...rest);
    },
  });
}
