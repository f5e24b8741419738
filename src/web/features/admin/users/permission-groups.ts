import {
  ChartColumnIcon,
  DatabaseIcon,
  EyeIcon,
  type LucideIcon,
  ServerCogIcon,
  UsersIcon,
} from "lucide-react";
import { PERMISSION_CATEGORIES, type PermissionCategory } from "#shared/enums";
import { PERMISSION_CATALOGUE } from "#shared/permissions";

export type PermissionEntry = (typeof PERMISSION_CATALOGUE)[number];

const CATEGORIES: Record<PermissionCategory, { label: string; icon: LucideIcon }> = {
  data: { label: "Data", icon: DatabaseIcon },
  user_management: { label: "User Management", icon: UsersIcon },
  system: { label: "System", icon: ServerCogIcon },
  analytics: { label: "Analytics", icon: ChartColumnIcon },
  view: { label: "View", icon: EyeIcon },
};

/**
 * The permission catalogue by category, in the categories' order (data, user_management, system, analytics,
 * view), each with its name and icon and its permissions A to Z (docs/product/administration.md#permissions).
 */
export const PERMISSION_GROUPS = PERMISSION_CATEGORIES.map((category) => ({
  category,
  ...CATEGORIES[category],
  permissions: PERMISSION_CATALOGUE.filter((permission) => permission.category === category).sort((a, b) =>
    a.name.localeCompare(b.name),
  ),
}));
