import {
  ChartColumnIcon,
  DatabaseIcon,
  EyeIcon,
  type LucideIcon,
  ServerCogIcon,
  UsersIcon,
} from "lucide-react";
import { PERMISSION_CATEGORIES, type PermissionCategory } from "#shared/enums";
import { PERMISSION_CATEGORY_LABELS } from "#shared/labels";
import { PERMISSION_CATALOGUE } from "#shared/permissions";

export type PermissionEntry = (typeof PERMISSION_CATALOGUE)[number];

const ICONS: Record<PermissionCategory, LucideIcon> = {
  data: DatabaseIcon,
  user_management: UsersIcon,
  system: ServerCogIcon,
  analytics: ChartColumnIcon,
  view: EyeIcon,
};

/**
 * The permission catalogue by category, in the categories' order (data, user_management, system, analytics,
 * view), each with its name and icon and its permissions A to Z (docs/product/administration.md#permissions).
 */
export const PERMISSION_GROUPS = PERMISSION_CATEGORIES.map((category) => ({
  category,
  label: PERMISSION_CATEGORY_LABELS[category],
  icon: ICONS[category],
  permissions: PERMISSION_CATALOGUE.filter((permission) => permission.category === category).sort((a, b) =>
    a.name.localeCompare(b.name),
  ),
}));
