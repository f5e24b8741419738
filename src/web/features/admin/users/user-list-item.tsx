import { InfoIcon, StarIcon } from "lucide-react";
import { useId } from "react";
import { ADMIN_ROLES, hasPermission } from "#shared/authorization";
import type { UserListItem as UserListItemData } from "#shared/contracts/users";
import type { Grantor } from "#shared/grant-rules";
import { EmailText } from "#web/components/text/email-text";
import { Badge } from "#web/components/ui/badge";
import { ChangeRoleDialog } from "./change-role-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { PermissionsDialog } from "./permissions-dialog";
import { RoleBadge } from "./role-badge";
import { accessActionRefusals } from "./role-choices";
import { UserDepartmentsDialog } from "./user-departments-dialog";
import { userName } from "./user-name";
import { UserSessionsDialog } from "./user-sessions-dialog";

/** A user's granted permissions: all of them through an admin role, otherwise the count and their names. */
function Permissions({ user }: { user: UserListItemData }) {
  if (user.roles.some((role) => ADMIN_ROLES.includes(role))) return <>All (role-based)</>;
  if (user.permissions.length === 0) return <span className="text-muted-foreground">None granted</span>;
  return (
    <div className="grid gap-1.5">
      <span>{user.permissions.length} granted</span>
      <ul aria-label={`Permissions of ${userName(user)}`} className="flex flex-wrap gap-1">
        {user.permissions.map((permission) => (
          <li key={permission}>
            <Badge variant="secondary" className="font-mono font-medium">
              {permission}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Departments({ user }: { user: UserListItemData }) {
  if (user.departments.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul aria-label={`Departments of ${userName(user)}`} className="flex flex-wrap gap-1">
      {user.departments.map((department) => (
        <li key={department.id}>
          <Badge variant="outline" className="max-w-full font-medium">
            {department.isPrimary ? <StarIcon aria-hidden="true" className="fill-current" /> : null}
            {department.name}
            {department.isPrimary ? (
              <span className="font-normal text-muted-foreground">· Primary</span>
            ) : null}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * One user: name, roles, e-mail, job title, departments (the primary one marked) and granted permissions, with
 * the actions the signed-in user may take. An action the grant rules refuse is disabled with the reason below.
 * Stacks on phones; the actions sit at the end on wide screens.
 */
export function UserListItem({ user, grantor }: { user: UserListItemData; grantor: Grantor }) {
  const noteId = useId();
  const manageUsers = hasPermission(grantor.profile, "manage_users");
  const refusals = accessActionRefusals(grantor, user);
  const shownRefusals = [
    ...(manageUsers ? [refusals.details] : []),
    refusals.role,
    ...(manageUsers ? [refusals.permissions, refusals.departments] : []),
  ];
  const notes = [...new Set(shownRefusals.filter((refusal): refusal is string => refusal !== undefined))];
  const facts = [
    { label: "Job title", value: user.jobTitle ?? <span className="text-muted-foreground">—</span> },
    { label: "Departments", value: <Departments user={user} /> },
    { label: "Permissions", value: <Permissions user={user} /> },
  ];

  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-x-6">
      <div className="grid min-w-0 content-start gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words">{userName(user)}</h3>
          {user.roles.length > 0 ? (
            user.roles.map((role) => <RoleBadge key={role} role={role} />)
          ) : (
            <Badge variant="outline">No role</Badge>
          )}
          {user.id === grantor.id ? <Badge variant="secondary">You</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          <EmailText email={user.email} />
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:col-span-2">
        {facts.map((fact) => (
          <div key={fact.label} className="grid min-w-0 content-start gap-1">
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd className="font-medium break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {notes.length > 0 ? (
        <div id={noteId} className="flex items-start gap-2 text-xs text-muted-foreground lg:col-span-2">
          <InfoIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <p className="grid gap-0.5">
            {notes.map((note) => (
              <span key={note}>{note}</span>
            ))}
          </p>
        </div>
      ) : null}
      {/* After the facts for reading order; beside the name on wide screens. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:col-start-2 lg:row-start-1 lg:flex-nowrap lg:self-start">
        {manageUsers ? <EditUserDialog user={user} refusal={refusals.details} refusalId={noteId} /> : null}
        <ChangeRoleDialog user={user} grantor={grantor} refusal={refusals.role} refusalId={noteId} />
        {manageUsers ? (
          <>
            <PermissionsDialog
              user={user}
              grantor={grantor}
              refusal={refusals.permissions}
              refusalId={noteId}
            />
            <UserDepartmentsDialog user={user} refusal={refusals.departments} refusalId={noteId} />
            <UserSessionsDialog user={user} />
          </>
        ) : null}
      </div>
    </li>
  );
}
