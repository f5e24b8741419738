import { useQuery } from "@tanstack/react-query";
import { client } from "../../../lib/rpc";

/** A failed fetch leaves no profile (every check then fails) rather than an error screen. */
async function fetchPermissionProfile() {
  try {
    return await client.me.profile();
  } catch (error) {
    console.error("Error fetching user permissions:", error);
    return null;
  }
}

/** The user's roles, permissions and departments, keyed by user so nobody sees the previous user's profile. */
export const permissionProfileQueryOptions = (userId: string | undefined) => ({
  queryKey: ["permission-profile", userId] as const,
  queryFn: fetchPermissionProfile,
  enabled: Boolean(userId),
});

export function usePermissionProfile(userId: string | undefined) {
  return useQuery(permissionProfileQueryOptions(userId));
}
