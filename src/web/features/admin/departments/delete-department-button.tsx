import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { DepartmentItem } from "#shared/contracts/departments";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { failureText } from "#web/lib/failure-text";
import { useDeleteDepartment } from "../api/delete-department";

/**
 * What deleting does, in words: the members' assignments go with the department
 * (docs/product/administration.md#departments).
 */
const consequences = (count: number) =>
  `The department is deleted and its members' assignments are removed (${count} ${count === 1 ? "member" : "members"}). This cannot be undone.`;

/** A department's Delete button, which asks first: the department goes and its members' assignments with it. */
export function DeleteDepartmentButton({ department }: { department: DepartmentItem }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDepartment({
    mutationConfig: {
      onSuccess: ({ membersRemoved }) => {
        setConfirming(false);
        toast.success("Department deleted", {
          description: `${department.name} was deleted${membersRemoved > 0 ? ` and ${membersRemoved} ${membersRemoved === 1 ? "assignment" : "assignments"} removed` : ""}.`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error("Failed to delete department", {
          description: failureText(error),
        });
      },
    },
  });

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${department.name}`}
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        title={`Delete ${department.name}?`}
        titleClassName="break-words"
        description={consequences(department.memberCount)}
        action={
          <>
            {remove.isPending ? <Spinner label="Deleting" /> : null}
            Delete Department
          </>
        }
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: department.id })}
      />
    </>
  );
}
