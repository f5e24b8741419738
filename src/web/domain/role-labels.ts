import { labelOf, ROLE_LABELS } from "#shared/labels";

/** How every screen names a role: User Management's badges and menus, the audit log's role changes. */
export { ROLE_LABELS };

/** A role's name; a stored value this version does not know, as words. */
export const roleLabel = (role: string): string => labelOf(ROLE_LABELS, role);
