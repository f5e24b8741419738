import { useQuery } from "@tanstack/react-query";
import { personKey } from "#web/lib/queries/person-key";
import { rpcClient } from "#web/lib/transport/rpc-client";

/** A failed fetch leaves no profile (every check then fails) rather than an error screen. */
async function fetchPermissionProfile() {
  try {
    return await (await rpcClient()).me.profile();
  } catch (error) {
    console.error("Error fetching user permissions:", error);
    return null;
  }
}

/**
 * The typed client's own key for me.profile (get-permission-profile.test.ts holds it to it), written out as
 * get-session.ts does: this module is in the entry, which loads the client only when it is called.
 */
export const PERMISSION_PROFILE_KEY = [["me", "profile"], { type: "query" }] as const;

/**
 * The user's roles, permissions and departments, keyed by user so nobody sees the previous user's profile.
 * Read again when the window regains focus: an administrator may have changed them meanwhile, and the server
 * applies such a change from the next request on.
 */
export const permissionProfileQueryOptions = (userId: string | undefined) => ({
  queryKey: personKey(PERMISSION_PROFILE_KEY, userId),
  queryFn: fetchPermissionProfile,
  enabled: Boolean(userId),
  refetchOnWindowFocus: true,
});

export function usePermissionProfile(userId: string | undefined) {
  return useQuery(permissionProfileQueryOptions(userId));
}
