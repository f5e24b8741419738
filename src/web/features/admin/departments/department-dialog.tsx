import { PencilIcon, PlusIcon, SaveIcon } from "lucide-react";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { type DepartmentForm, type DepartmentItem, departmentSchema } from "#shared/contracts/departments";
import type { PersonOption } from "#shared/contracts/users";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useCreateDepartment } from "../api/create-department";
import { useUpdateDepartment } from "../api/update-department";
import { ManagerChooser } from "./manager-chooser";

type DepartmentValues = z.output<typeof departmentSchema>;
type FieldName = keyof DepartmentForm;

const FIELD_ORDER = ["name", "description", "managerId"] as const satisfies readonly FieldName[];

/** The Create Department button, or a department's Edit button, and the dialog they open. */
export function DepartmentDialog({ department }: { department?: DepartmentItem }) {
  return department ? (
    <ActionDialog
      label="Edit"
      accessibleName={`Edit ${department.name}`}
      icon={<PencilIcon aria-hidden="true" />}
    >
      {(close) => <DepartmentFormBody department={department} onDone={close} />}
    </ActionDialog>
  ) : (
    <ActionDialog
      label="Create Department"
      icon={<PlusIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
    >
      {(close) => <DepartmentFormBody onDone={close} />}
    </ActionDialog>
  );
}

/** Name (required), description and manager of a new department or of `department`. */
function DepartmentFormBody({ department, onDone }: { department?: DepartmentItem; onDone(): void }) {
  const id = useId();
  const [manager, setManager] = useState<PersonOption | null>(department?.manager ?? null);
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const form = useContractForm(departmentSchema, {
    defaultValues: {
      name: department?.name ?? "",
      description: department?.description ?? "",
      managerId: department?.manager?.id ?? "none",
    },
    order: FIELD_ORDER,
  });
  const {
    register,
    control,
    formState: { isSubmitting },
  } = form;

  const send = async (values: DepartmentValues) => {
    // Parsed values say "none" as null and an empty description as null; the input takes them as not given.
    const input = {
      name: values.name,
      description: values.description ?? undefined,
      managerId: values.managerId,
    };
    try {
      const { department: saved } = department
        ? await update.mutateAsync({ id: department.id, ...input })
        : await create.mutateAsync(input);
      toast.success(department ? "Department updated" : "Department created", {
        description: `${saved.name} was saved.`,
      });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to save department");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">
          {department ? `Edit ${department.name}` : "Create Department"}
        </DialogTitle>
        <DialogDescription>Its name, what it does and who manages it.</DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-name`} label="Department Name" required error={form.error("name")}>
        {(field) => <Input {...field} autoComplete="off" {...register("name")} disabled={isSubmitting} />}
      </FormField>
      <FormField id={`${id}-manager`} label="Manager" error={form.error("managerId")}>
        {(field) => (
          <Controller
            control={control}
            name="managerId"
            render={({ field: managerId }) => (
              <ManagerChooser
                control={field}
                ref={managerId.ref}
                value={manager}
                onChange={(person) => {
                  setManager(person);
                  managerId.onChange(person?.id ?? "none");
                }}
                disabled={isSubmitting}
              />
            )}
          />
        )}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={form.error("description")}>
        {(field) => <Textarea {...field} rows={3} {...register("description")} disabled={isSubmitting} />}
      </FormField>
      <DialogSubmitRow
        label={department ? "Save Changes" : "Create Department"}
        busy={isSubmitting}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
