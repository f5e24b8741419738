import { featureRouter } from "#server/rpc/feature-router";
import { permissionProcedure } from "#server/rpc/procedures";
import {
  endedSessionsOutput,
  endUserSessionsInput,
  signedInSessionsOutput,
  userSessionsInput,
} from "#shared/contracts/sessions";
import {
  createUserInput,
  listUsersInput,
  listUsersOutput,
  personOptionsOutput,
  setUserDepartmentsInput,
  setUserPermissionsInput,
  setUserRoleInput,
  staffOptionsInput,
  updateUserInput,
  userChangeOutput,
} from "#shared/contracts/users";
import { createUser } from "./create-user";
import { listPeople } from "./list-people";
import { listUsers } from "./list-users";
import { setUserDepartments } from "./set-user-departments";
import { setUserPermissions } from "./set-user-permissions";
import { setUserRole } from "./set-user-role";
import { updateUser } from "./update-user";
import { endUserSessions, listUserSessions } from "./user-sessions";

/**
 * User management (docs/product/administration.md#access): manage_users; a role change also with
 * manage_roles.
 */
const userAdmin = () => permissionProcedure("manage_users");

const USERS_TAG = { name: "Users", description: "Staff accounts, their roles, permissions and departments." };

export const usersRouter = featureRouter(USERS_TAG, {
  list: permissionProcedure("manage_users", "manage_roles")
    .route({
      method: "GET",
      path: "/users",
      summary: "Users A to Z with their roles, granted permissions and departments, one page",
      description:
        "`search` keeps users whose name or e-mail contains it, ignoring case; `role` keeps holders of one role.",
    })
    .input(listUsersInput)
    .output(listUsersOutput)
    .handler(({ input, context }) => listUsers(context.db, input)),

  staffOptions: userAdmin()
    .route({
      method: "GET",
      path: "/users/staff-options",
      summary: "Staff whose name or e-mail contains `search`, for choosing a department's manager",
    })
    .input(staffOptionsInput)
    .output(personOptionsOutput)
    .handler(({ input, context }) => listPeople(context.db, { ...input, staffOnly: true })),

  create: userAdmin()
    .route({
      method: "POST",
      path: "/users",
      summary: "Add a staff member with one role (default user) and, optionally, a temporary password",
      description:
        "The account is linked at the person's first single sign-on with the same verified e-mail. An e-mail already in use is refused (409). Only a super admin gives admin roles; nobody gives a role above their own.",
    })
    .input(createUserInput)
    .output(userChangeOutput)
    .handler(({ input, context }) => createUser(context.db, context.caller, input)),

  update: userAdmin()
    .route({
      method: "PUT",
      path: "/users/{id}",
      summary: "Change a user's full name and job title (the e-mail cannot be changed)",
    })
    .input(updateUserInput)
    .output(userChangeOutput)
    .handler(({ input, context }) => updateUser(context.db, context.caller, input)),

  setRole: permissionProcedure("manage_roles", "manage_users")
    .route({
      method: "PUT",
      path: "/users/{id}/role",
      summary: "Replace all of a user's roles with one",
      description:
        "Refused (403) for your own account, for partner accounts and the partner role, for admin roles unless you are a super admin, for roles above your own, and for the last super admin. Takes effect on the user's next request.",
    })
    .input(setUserRoleInput)
    .output(userChangeOutput)
    .handler(({ input, context }) => setUserRole(context.db, context.caller, input)),

  setPermissions: userAdmin()
    .route({
      method: "PUT",
      path: "/users/{id}/permissions",
      summary: "Replace a user's granted permissions with exactly these",
      description:
        "Refused (403) for your own account, for partner accounts, for permissions you do not hold, and for manage_users and manage_roles unless you are an admin.",
    })
    .input(setUserPermissionsInput)
    .output(userChangeOutput)
    .handler(({ input, context }) => setUserPermissions(context.db, context.caller, input)),

  setDepartments: userAdmin()
    .route({
      method: "PUT",
      path: "/users/{id}/departments",
      summary: "Replace a user's departments; at most one is primary",
    })
    .input(setUserDepartmentsInput)
    .output(userChangeOutput)
    .handler(({ input, context }) => setUserDepartments(context.db, context.caller, input)),

  sessions: userAdmin()
    .route({
      method: "GET",
      path: "/users/{userId}/sessions",
      summary: "A user's signed-in devices: browser, address, started and last active",
    })
    .input(userSessionsInput)
    .output(signedInSessionsOutput)
    .handler(({ input, context }) => listUserSessions(context.db, context.caller, input)),

  endSessions: userAdmin()
    .route({
      method: "POST",
      path: "/users/{userId}/sessions/end",
      summary: "End one of a user's sessions (sessionId), or every one; audited",
      description:
        "Refused (403) for a user whose role is above yours; an unknown user or session is not found (404).",
    })
    .input(endUserSessionsInput)
    .output(endedSessionsOutput)
    .handler(({ input, context }) => endUserSessions(context.db, context.caller, input)),
});
