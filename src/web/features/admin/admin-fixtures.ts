import type { AuditEntryItem } from "#shared/contracts/audit-log";
import type { DepartmentItem } from "#shared/contracts/departments";
import type { UserListItem } from "#shared/contracts/users";
import type { AppRole } from "#shared/enums";
import { authorizationState } from "#web/test-support/authorization-state";
import { grantorOf } from "./admin-access";

// What the users, departments and audit-log procedures answer, as the screens receive them, for the admin tests.

export const SALES_ID = "5a1e5000-0000-4000-8000-000000000001";
export const SUPPORT_ID = "5a1e5000-0000-4000-8000-000000000002";

/** The signed-in user of the tests (id "user-1") with these roles and granted permissions, as the grant rules see them. */
export function grantorWith(roles: AppRole[], permissions: string[] = []) {
  const { profile } = authorizationState(roles, permissions);
  if (!profile) throw new Error("a grantor needs a profile");
  return grantorOf(profile);
}

/** A user of the list: Noah Kim, analyst, in Sales (primary) and Support, with view_analytics, unless overridden. */
export function userItem(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: "user-noah",
    email: "noah@example.com",
    fullName: "Noah Kim",
    jobTitle: "Business Analyst",
    roles: ["analyst"],
    permissions: ["view_analytics"],
    departments: [
      { id: SALES_ID, name: "Sales", isPrimary: true },
      { id: SUPPORT_ID, name: "Support", isPrimary: false },
    ],
    createdAt: new Date("2026-03-05T10:00:00Z"),
    ...overrides,
  };
}

export const usersPage = (items: UserListItem[], total = items.length, page = 1) => ({
  items,
  total,
  page,
  pageSize: 20,
});

export const MAYA = { id: "user-maya", name: "Maya Patel", email: "maya@example.com" };

export function departmentItem(overrides: Partial<DepartmentItem> = {}): DepartmentItem {
  return {
    id: SALES_ID,
    name: "Sales",
    description: "New business and account management",
    manager: MAYA,
    memberCount: 3,
    createdAt: new Date("2026-01-10T10:00:00Z"),
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntryItem> = {}): AuditEntryItem {
  return {
    id: "a0d17000-0000-4000-8000-000000000001",
    createdAt: new Date("2026-04-01T09:30:00Z"),
    action: "user_role_changed",
    actor: { id: "user-ada", name: "Ada Admin", email: "ada@example.com" },
    subject: { type: "user", id: "user-noah", label: "Noah Kim" },
    partner: null,
    details: { email: "noah@example.com", from: ["analyst"], to: ["manager"] },
    ...overrides,
  };
}

export const auditPage = (items: AuditEntryItem[], total = items.length, totalCapped = false) => ({
  items,
  total,
  totalCapped,
  page: 1,
  pageSize: 25,
});
