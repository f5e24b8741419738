import type { AppRole } from "#shared/enums";
import { humanize } from "../lib/humanize";

/** How every screen names a role: User Management's badges and menus, the audit log's role changes. */
export const ROLE_LABELS: Record<AppRole, string> = {
  viewer: "Viewer",
  user: "User",
  analyst: "Analyst",
  sales_rep: "Sales Rep",
  manager: "Manager",
  sales_manager: "Sales Manager",
  admin: "Admin",
  super_admin: "Super Admin",
  partner: "Partner",
};

/** A role's name; a stored value this version does not know, as words. */
export const roleLabel = (role: string): string =>
  (ROLE_LABELS as Record<string, string>)[role] ?? humanize(role);
