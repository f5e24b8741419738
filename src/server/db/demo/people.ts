import type { AppRole } from "#shared/enums";
import type { PermissionName } from "#shared/permissions";

// Staff and partner contacts. Users, permissions and departments are found by their natural keys (e-mail,
// name) rather than fixed ids, because a person may have signed in before the seed ran and already own the row.

export const DEMO_PARTNER_PASSWORD = "partner-demo";

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  jobTitle: string;
  role: AppRole;
  /** Partners with a password get a Better Auth credential account; staff use single sign-on. */
  hasPassword: boolean;
  permissions: PermissionName[];
  departments: { name: string; isPrimary: boolean }[];
}

export const DEMO_DEPARTMENTS = [
  {
    name: "Sales",
    description: "New business, partner sales and account management",
    managerEmail: "manager@example.com",
  },
  {
    name: "Customer Success",
    description: "Onboarding, support and retention of customers",
    managerEmail: "admin@example.com",
  },
] as const;

const SALES = { name: "Sales", isPrimary: true };
const CUSTOMER_SUCCESS = { name: "Customer Success", isPrimary: true };

/** Staff have no password: they sign in through single sign-on. */
function staff(fields: Omit<DemoUser, "id" | "email" | "hasPassword"> & { key: string }): DemoUser {
  const { key, ...rest } = fields;
  return { id: `demo-staff-${key}`, email: `${key}@example.com`, hasPassword: false, ...rest };
}

function partnerContact(
  fields: Pick<DemoUser, "email" | "name" | "jobTitle" | "hasPassword"> & { key: string },
) {
  const { key, ...rest } = fields;
  return {
    id: `demo-partner-${key}`,
    role: "partner",
    permissions: [],
    departments: [],
    ...rest,
  } satisfies DemoUser;
}

export const DEMO_USERS: readonly DemoUser[] = [
  staff({
    key: "superadmin",
    name: "Sofia Ramirez",
    jobTitle: "Chief Operating Officer",
    role: "super_admin",
    permissions: [],
    departments: [SALES],
  }),
  staff({
    key: "admin",
    name: "Adam Clarke",
    jobTitle: "Head of Customer Success",
    role: "admin",
    permissions: [],
    departments: [CUSTOMER_SUCCESS],
  }),
  staff({
    key: "manager",
    name: "Maya Patel",
    jobTitle: "Sales Manager",
    role: "manager",
    permissions: ["manage_users"],
    departments: [SALES],
  }),
  staff({
    key: "analyst",
    name: "Noah Kim",
    jobTitle: "Business Analyst",
    role: "analyst",
    permissions: ["view_analytics"],
    departments: [SALES, { ...CUSTOMER_SUCCESS, isPrimary: false }],
  }),
  staff({
    key: "user",
    name: "Ulla Jensen",
    jobTitle: "Customer Success Specialist",
    role: "user",
    // Owns customers and works tickets beside the Head of Customer Success (an admin).
    permissions: ["manage_customers"],
    departments: [CUSTOMER_SUCCESS],
  }),
  staff({
    key: "viewer",
    name: "Victor Chen",
    jobTitle: "Finance Controller",
    role: "viewer",
    permissions: [],
    departments: [CUSTOMER_SUCCESS],
  }),
  partnerContact({
    key: "acme",
    email: "partner@acme.example",
    name: "Alice Johnson",
    jobTitle: "Partner Manager",
    hasPassword: true,
  }),
  // Acme's sales reps: members its contact added (docs/product/partner-teams.md), each with deals and courses.
  partnerContact({
    key: "acme-rep1",
    email: "rep1@acme.example",
    name: "Ravi Shah",
    jobTitle: "Account Executive",
    hasPassword: true,
  }),
  partnerContact({
    key: "acme-rep2",
    email: "rep2@acme.example",
    name: "Sam Ortiz",
    jobTitle: "Account Executive",
    hasPassword: true,
  }),
  partnerContact({
    key: "globex",
    email: "partner@globex.example",
    name: "Grace Liu",
    jobTitle: "Director of Alliances",
    hasPassword: true,
  }),
  partnerContact({
    key: "umbrella",
    email: "rejected@umbrella.example",
    name: "Rita Alvarez",
    jobTitle: "Business Development Lead",
    hasPassword: false,
  }),
  partnerContact({
    key: "hooli",
    email: "suspended@hooli.example",
    name: "Gavin Belson",
    jobTitle: "VP Partnerships",
    hasPassword: true,
  }),
];

/** Approves, reviews and uploads throughout the demo. */
export const DEMO_ADMIN_EMAIL = "admin@example.com";
