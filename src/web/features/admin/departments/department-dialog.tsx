import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon, PlusIcon, SaveIcon } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import {
  type DepartmentForm,
  type DepartmentItem,
  departmentSchema,
} from "../../../../shared/contracts/departments";
import type { PersonOption } from "../../../../shared/contracts/users";
import { FormField } from "../../../components/form-field";
import { RefusalAlert } from "../../../components/refusal-alert";
import { BusyButton } from "../../../components/ui/busy-button";
import { Button } from "../../../components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { fieldError } from "../../../lib/field-error";
import { placeRefusal } from "../../../lib/place-refusal";
import { refusalReasons } from "../../../lib/refusal-reasons";
import { rpcFailureOf } from "../../../lib/rpc-error";
import { firstInvalid, useFocusAfterSubmit } from "../../../lib/use-focus-after-submit";
import { ActionDialog } from "../action-dialog";
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
  const [reasons, setReasons] = useState<string[]>([]);
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DepartmentForm, unknown, DepartmentValues>({
    resolver: zodResolver(departmentSchema),
    defaultValues: {
      name: department?.name ?? "",
      description: department?.description ?? "",
      managerId: department?.manager?.id ?? "none",
    },
    shouldFocusError: false,
  });
  const focusAfterSubmit = useFocusAfterSubmit(
    isSubmitting,
    useCallback((name: FieldName) => setFocus(name), [setFocus]),
  );

  const send = async (values: DepartmentValues) => {
    setReasons([]);
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
      const failure = rpcFailureOf(error) ?? { status: 0, issues: [] };
      toast.error("Failed to save department", { description: failure.message ?? "Please try again." });
      const { placed, unplaced, message } = placeRefusal(failure, FIELD_ORDER);
      for (const { field, message: fieldMessage } of placed) setError(field, { message: fieldMessage });
      setReasons(refusalReasons({ status: failure.status, message }, unplaced));
      focusAfterSubmit(placed[0]?.field);
    }
  };
  const refused = (invalid: FieldErrors<DepartmentForm>) =>
    focusAfterSubmit(firstInvalid(invalid, FIELD_ORDER));

  return (
    <form onSubmit={handleSubmit(send, refused)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">
          {department ? `Edit ${department.name}` : "Create Department"}
        </DialogTitle>
        <DialogDescription>Its name, what it does and who manages it.</DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-name`} label="Department Name" required error={fieldError(errors, "name")}>
        {(field) => <Input {...field} autoComplete="off" {...register("name")} disabled={isSubmitting} />}
      </FormField>
      <FormField id={`${id}-manager`} label="Manager" error={fieldError(errors, "managerId")}>
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
      <FormField id={`${id}-description`} label="Description" error={fieldError(errors, "description")}>
        {(field) => <Textarea {...field} rows={3} {...register("description")} disabled={isSubmitting} />}
      </FormField>
      <RefusalAlert reasons={reasons} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <BusyButton
          type="submit"
          busy={isSubmitting}
          busyLabel="Saving"
          icon={<SaveIcon aria-hidden="true" />}
        >
          {department ? "Save Changes" : "Create Department"}
        </BusyButton>
      </DialogFooter>
    </form>
  );
}
