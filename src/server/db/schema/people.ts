import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { appRole, permissionCategory } from "./enums";

export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    fullName: text("full_name"),
    jobTitle: text("job_title"),
    /**
     * The name and e-mail as User Management sorts and searches them (lowercased), kept by PostgreSQL. Columns,
     * not expressions, so the list's index can answer its order and its search from the index alone (decision
     * 0040).
     */
    nameKey: text("name_key").generatedAlwaysAs(sql`lower(full_name)`),
    emailKey: text("email_key").generatedAlwaysAs(sql`lower(email)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The search from anywhere: name or e-mail contains, ignoring case.
    index("profiles_full_name_trgm_idx").using("gin", t.fullName.op("gin_trgm_ops")),
    index("profiles_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    // User Management and the people choosers: A to Z, and a search among few matches.
    index("profiles_list_order_idx").on(t.nameKey, t.emailKey, t.userId),
    index("profiles_name_key_trgm_idx").using("gin", t.nameKey.op("gin_trgm_ops")),
    index("profiles_email_key_trgm_idx").using("gin", t.emailKey.op("gin_trgm_ops")),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: appRole("role").notNull(),
    /**
     * The holder's name and e-mail as User Management sorts them (lowercased), kept from the profile by the
     * triggers of migration 0021: a role's holders are read in name order from one index, however deep the page.
     */
    nameKey: text("name_key"),
    emailKey: text("email_key"),
    createdAt: createdAt(),
  },
  // The unique index leads with user_id, so it also serves "roles of this user"; a second index would be waste.
  (t) => [
    unique("user_roles_user_id_role_unique").on(t.userId, t.role),
    // User Management's role filter, A to Z, and counting a role's holders (super admins): from the index alone.
    index("user_roles_role_name_order_idx").on(t.role, t.nameKey, t.emailKey, t.userId),
  ],
);

export const departments = pgTable(
  "departments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    managerId: text("manager_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("departments_manager_id_idx").on(t.managerId),
    // "Finance" and "finance" are one department; also the A to Z order.
    uniqueIndex("departments_name_lower_unique").on(sql`lower(${t.name})`),
    // The search from anywhere: typos and partial words (decision 0025).
    index("departments_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export const userDepartments = pgTable(
  "user_departments",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    isPrimary: boolean("is_primary").default(false).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "user_departments_pk", columns: [t.userId, t.departmentId] }),
    // Department member lists, and the cascade when a department is deleted.
    index("user_departments_department_id_idx").on(t.departmentId),
    // A user has at most one primary department.
    uniqueIndex("user_departments_one_primary_idx").on(t.userId).where(sql`is_primary`),
  ],
);

export const permissions = pgTable("permissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  category: permissionCategory("category").notNull(),
  createdAt: createdAt(),
});

export const userPermissions = pgTable(
  "user_permissions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    permissionId: uuid("permission_id")
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ name: "user_permissions_pk", columns: [t.userId, t.permissionId] }),
    index("user_permissions_permission_id_idx").on(t.permissionId),
  ],
);
