import type { PermissionCategory } from "./enums";

export interface PermissionDefinition {
  name: string;
  category: PermissionCategory;
  description: string;
}

/**
 * Every permission that can be granted to a user. The database `permissions` table is seeded from this list;
 * admin and super_admin hold all of them implicitly.
 */
export const PERMISSION_CATALOGUE = [
  { name: "view_data", category: "data", description: "View customer, partner and deal records" },
  { name: "edit_data", category: "data", description: "Create and edit customer, partner and deal records" },
  { name: "delete_data", category: "data", description: "Delete records" },
  { name: "export_data", category: "data", description: "Export records to CSV and other files" },
  { name: "import_data", category: "data", description: "Import records from files" },
  {
    name: "manage_courses",
    category: "data",
    description: "Create and edit courses, lessons and quizzes, and enroll people in them",
  },
  {
    name: "manage_customers",
    category: "data",
    description: "Add and edit customers, log contacts and work support tickets",
  },
  {
    name: "manage_users",
    category: "user_management",
    description: "Create and edit users and their access",
  },
  { name: "manage_roles", category: "user_management", description: "Change the roles of users" },
  { name: "manage_departments", category: "user_management", description: "Create and edit departments" },
  {
    name: "manage_partners",
    category: "user_management",
    description: "Review partner applications and manage partners, deals and resources",
  },
  {
    name: "manage_programme",
    category: "user_management",
    description:
      "Set the partner programme's rules: registration protection, expiry, extensions and review deadlines",
  },
  { name: "manage_system", category: "system", description: "Change system settings" },
  { name: "view_audit_logs", category: "system", description: "Read the audit trail" },
  { name: "manage_integrations", category: "system", description: "Configure connections to other systems" },
  { name: "view_analytics", category: "analytics", description: "Open the analytics dashboards" },
  { name: "create_reports", category: "analytics", description: "Build custom reports" },
  {
    name: "manage_reports",
    category: "analytics",
    description: "Share reports with all staff, and edit or delete reports others shared",
  },
  { name: "schedule_reports", category: "analytics", description: "Schedule reports for regular delivery" },
  { name: "view_dashboard", category: "view", description: "See the main dashboard" },
  { name: "view_reports", category: "view", description: "Read published reports" },
  { name: "view_customers", category: "view", description: "See the Customer Success module" },
  { name: "view_learning", category: "view", description: "See the course catalogue and learning records" },
] as const satisfies readonly PermissionDefinition[];

export type PermissionName = (typeof PERMISSION_CATALOGUE)[number]["name"];

/** Whoever reads, builds or manages reports opens the report library (docs/product/business-intelligence.md). */
export const REPORT_READERS = [
  "view_reports",
  "create_reports",
  "manage_reports",
] as const satisfies readonly PermissionName[];
