import { z } from "zod";
import { APP_ROLES } from "../enums";
import { PERMISSION_CATALOGUE, type PermissionName } from "../permissions";
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from "./auth";
import { uuid } from "./ids";
import { cappedPageOf, limitInput, pageInput } from "./paging";
import { emailAddress, optionalText, storableString } from "./text";

const userId = storableString("The user id", "Please give a valid user id.").min(1).max(100);
const departmentId = uuid({ error: "Please give a valid department id." });
const PERMISSION_NAMES = PERMISSION_CATALOGUE.map((permission) => permission.name) as [
  PermissionName,
  ...PermissionName[],
];
const role = z.enum(APP_ROLES, { error: "Please choose a role." });

/** User Management's list: A to Z by name, searched over name and e-mail, optionally of one role. */
export const listUsersInput = z
  .object({
    search: storableString("Search").trim().max(200).optional(),
    role: role.optional(),
    ...pageInput,
  })
  .meta({ examples: [{ search: "person", role: "analyst", page: 1, pageSize: 20 }] });
export type ListUsersInput = z.input<typeof listUsersInput>;

export const userListItem = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  roles: z.array(z.enum(APP_ROLES)),
  /** Granted one by one; admin and super_admin hold every permission through their role anyway. */
  permissions: z.array(z.enum(PERMISSION_NAMES)),
  departments: z.array(z.object({ id: uuid(), name: z.string(), isPrimary: z.boolean() })),
  createdAt: z.date(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const listUsersOutput = cappedPageOf(userListItem);

export const userIdInput = z.object({ id: userId });

/**
 * Create user (docs/product/administration.md#create-a-user): e-mail and full name required; the role defaults
 * to user. A temporary password is optional, since staff sign in with single sign-on; empty means none.
 */
export const createUserSchema = z.object({
  email: emailAddress("Email", { required: true }),
  fullName: storableString("Full name", "Full name is required")
    .trim()
    .min(1, { error: "Full name is required" })
    .max(200, { error: "Full name must be at most 200 characters." }),
  password: storableString("Temporary password")
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
        .max(128, { error: "Password must be at most 128 characters." })
        .optional(),
    ),
  jobTitle: optionalText("Job title", 200),
  role: role.default("user"),
});
export type CreateUserForm = z.input<typeof createUserSchema>;
export const createUserInput = createUserSchema;

/**
 * Edit user (docs/product/administration.md#edit-a-user): full name required; the e-mail cannot be changed.
 */
export const editUserSchema = z.object({
  fullName: storableString("Full name", "Full name is required")
    .trim()
    .min(1, { error: "Full name is required" })
    .max(200, { error: "Full name must be at most 200 characters." }),
  jobTitle: optionalText("Job title", 200),
});
export type EditUserForm = z.input<typeof editUserSchema>;

export const updateUserInput = editUserSchema.extend({ id: userId });

/** Replaces all of the user's roles with this one (docs/product/administration.md#change-a-role). */
export const setUserRoleInput = z.object({ id: userId, role });

/** Replaces the user's granted permissions with exactly these. */
export const setUserPermissionsInput = z.object({
  id: userId,
  permissions: z
    .array(z.enum(PERMISSION_NAMES, { error: "Please choose permissions from the list." }))
    .max(PERMISSION_NAMES.length)
    .transform((names) => [...new Set(names)].sort()),
});

/** Replaces the user's departments; at most one of them is primary. */
export const setUserDepartmentsInput = z.object({
  id: userId,
  departments: z
    .array(z.object({ departmentId, isPrimary: z.boolean().default(false) }))
    .max(100, { error: "A user can belong to at most 100 departments." })
    .refine((list) => new Set(list.map((entry) => entry.departmentId)).size === list.length, {
      error: "Each department can be chosen once.",
    })
    .refine((list) => list.filter((entry) => entry.isPrimary).length <= 1, {
      error: "Only one department can be primary.",
    }),
});

export const userChangeOutput = z.object({ user: userListItem });

/** A short list of staff for choosers (a department's manager): name or e-mail contains `search`. */
export const staffOptionsInput = z
  .object({
    search: storableString("Search").trim().max(200).optional(),
    limit: limitInput(100, 20),
  })
  .meta({ examples: [{ search: "person", limit: 20 }] });

export const personOption = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type PersonOption = z.infer<typeof personOption>;
export const personOptionsOutput = z.array(personOption);
