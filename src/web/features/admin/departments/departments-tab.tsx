import { Building2Icon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { useDepartments } from "../api/get-departments";
import { DepartmentDialog } from "./department-dialog";
import { DepartmentListItem } from "./department-list-item";

/** Departments (manage_users): each with its manager and member count; create, edit and delete them. */
export function DepartmentsTab() {
  const list = useDepartments();
  return (
    <section aria-labelledby="departments-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="departments-heading" className="text-xl font-semibold tracking-tight">
            Departments
          </h2>
          <p className="text-sm text-muted-foreground">
            Every department, A to Z, with its manager and how many people belong to it.
          </p>
        </div>
        <DepartmentDialog />
      </div>
      {list.isPending ? (
        <ListLoading label="Loading departments" rowClassName="h-28 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load departments" onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<Building2Icon />}
          title="No departments yet"
          description="Create one to group users and name their manager."
        />
      ) : (
        <ul aria-label="Departments" aria-busy={list.isFetching} className="grid gap-3">
          {list.data.map((department) => (
            <DepartmentListItem key={department.id} department={department} />
          ))}
        </ul>
      )}
    </section>
  );
}
