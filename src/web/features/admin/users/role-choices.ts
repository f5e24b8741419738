import type { UserListItem } from "#shared/contracts/users";
import { APP_ROLES, type AppRole } from "#shared/enums";
import {
  departmentsChangeRefusal,
  detailsChangeRefusal,
  type Grantor,
  permissionsChangeRefusal,
  roleChangeRefusal,
  roleGrantRefusal,
} from "#shared/grant-rules";

/** The roles User Management hands out, lowest first: partner comes only with an approved application. */
export const STAFF_ROLES = APP_ROLES.filter((role) => role !== "partner");

/** A role to offer, with why the signed-in user may not choose it (undefined: they may). */
export interface RoleChoice {
  role: AppRole;
  refusal?: string;
}

/** The roles a new user may get from this grantor. */
export function newUserRoleChoices(grantor: Grantor): RoleChoice[] {
  return STAFF_ROLES.map((role) => ({ role, refusal: roleGrantRefusal(grantor, role) }));
}

/** The roles this grantor may replace the user's roles with. */
export function roleChangeChoices(grantor: Grantor, user: Pick<UserListItem, "id" | "roles">): RoleChoice[] {
  return STAFF_ROLES.map((role) => ({ role, refusal: roleChangeRefusal(grantor, user, role) }));
}

/** The distinct reasons among refused choices, for a hint beside them. */
export const refusalsOf = (choices: readonly RoleChoice[]): string[] => [
  ...new Set(choices.flatMap((choice) => choice.refusal ?? [])),
];

/**
 * Why each of a user's actions would be refused as a whole (undefined: open it), mirroring the server's grant
 * rules: one's own roles and permissions, a partner account's anything, an admin's role below super admin, and
 * anything about someone ranked above a caller below admin.
 */
export function accessActionRefusals(grantor: Grantor, user: Pick<UserListItem, "id" | "roles">) {
  const roles = roleChangeChoices(grantor, user);
  return {
    // The lowest role is refused only for a reason about the user, not the role.
    role: roles.every((choice) => choice.refusal) ? roles[0]?.refusal : undefined,
    permissions: permissionsChangeRefusal(grantor, user, [], []),
    departments: departmentsChangeRefusal(grantor, user),
    details: detailsChangeRefusal(grantor, user),
  };
}
