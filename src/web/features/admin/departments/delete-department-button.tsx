import { Trash2Icon } from "lucide-react";
import type { DepartmentItem } from "#shared/contracts/departments";
import { ConfirmedRemovalButton } from "#web/components/dialogs/confirmed-removal-button";
import { useDeleteDepartment } from "../api/delete-department";

/**
 * What deleting does, in words: the members' assignments go with the department
 * (docs/product/administration.md#departments).
 */
const consequences = (count: number) =>
  `The department is deleted and its members' assignments are removed (${count} ${count === 1 ? "member" : "members"}). This cannot be undone.`;

const assignments = (count: number) => `${count} ${count === 1 ? "assignment" : "assignments"}`;

/** A department's Delete button, which asks first: the department goes and its members' assignments with it. */
export function DeleteDepartmentButton({ department }: { department: DepartmentItem }) {
  const remove = useDeleteDepartment();
  return (
    <ConfirmedRemovalButton
      icon={<Trash2Icon aria-hidden="true" />}
      label="Delete"
      accessibleName={`Delete ${department.name}`}
      title={`Delete ${department.name}?`}
      description={consequences(department.memberCount)}
      action="Delete Department"
      pendingLabel="Deleting"
      run={() => remove.mutateAsync({ id: department.id })}
      succeeded={({ membersRemoved }) => ({
        title: "Department deleted",
        description: `${department.name} was deleted${membersRemoved > 0 ? ` and ${assignments(membersRemoved)} removed` : ""}.`,
      })}
      failed={{ title: "Failed to delete department" }}
    />
  );
}
