import type { Caller } from "#server/auth/session";

/** The signed-in user with the roles, permissions, role level and departments the server derived for them. */
export function getProfile(caller: Caller) {
  return { user: caller.user, ...caller.profile };
}
