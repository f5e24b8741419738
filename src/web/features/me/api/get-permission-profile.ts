import { useQuery } from "@tanstack/react-query";
import { rpcClient } from "#web/lib/rpc-client";

/** A failed fetch leaves no profile (every check then fails) rather than an error screen. */
async function fetchPermissionProfile() {
  try {
    return await (await rpcClient()).me.profile();
  } catch (error) {
    console.error("Error fetching user permissions:", error);
    return null;
  }
}

export const PERMISSION_PROFILE_KEY = "permission-profile";

/**
 * The user's roles, permissions and departments, keyed by user so nobody sees the previous user's profile.
 * Read again when the window regains focus: an administrator may have changed them meanwhile, and the server
 * applies such a change from the next request on.
 */
export const permissionProfileQueryOptions = (userId: string | undefined) => ({
  queryKey: [PERMISSION_PROFILE_KEY, userId] as const,
  queryFn: fetchPermissionProfile,
  enabled: Boolean(userId),
  refetchOnWindowFocus: true,
});

export function usePermissionProfile(userId: string | undefined) {
  return useQuery(permissionProfileQueryOptions(userId));
}
