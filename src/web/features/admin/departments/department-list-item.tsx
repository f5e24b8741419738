import type { DepartmentItem } from "#shared/contracts/departments";
import { formatNumber } from "#shared/format";
import { EmailText } from "#web/components/text/email-text";
import { DeleteDepartmentButton } from "./delete-department-button";
import { DepartmentDialog } from "./department-dialog";

/** One department: name, description, manager and member count, with Edit and Delete. Stacks on phones. */
export function DepartmentListItem({ department }: { department: DepartmentItem }) {
  const { manager, memberCount } = department;
  return (
    <li className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-2">
        <h3 className="font-semibold break-words">{department.name}</h3>
        <p className="text-sm break-words text-muted-foreground">
          {department.description ?? "No description."}
        </p>
        <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:max-w-xl">
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Manager</dt>
            <dd className="font-medium break-words">
              {manager ? (
                <>
                  {manager.name}{" "}
                  <span className="font-normal text-muted-foreground">
                    <EmailText email={manager.email} />
                  </span>
                </>
              ) : (
                <span className="font-normal text-muted-foreground">None</span>
              )}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Members</dt>
            <dd className="font-medium tabular-nums">{formatNumber(memberCount)}</dd>
          </div>
        </dl>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <DepartmentDialog department={department} />
        <DeleteDepartmentButton department={department} />
      </div>
    </li>
  );
}
