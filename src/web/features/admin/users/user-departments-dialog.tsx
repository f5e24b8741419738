import { Building2Icon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import type { UserListItem } from "#shared/contracts/users";
import { paths } from "#web/app/paths";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { SelectField } from "#web/components/forms/select-field";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Checkbox } from "#web/components/ui/checkbox";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Label } from "#web/components/ui/label";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useDepartments } from "../api/get-departments";
import { useSetUserDepartments } from "../api/set-user-departments";
import type { UserActionProps } from "./user-action-props";
import { userName } from "./user-name";

const NO_PRIMARY = "";

/** The departments ticked and the primary one (NO_PRIMARY: none), sent as the contract's list of memberships. */
const departmentsChoice = z.object({ chosen: z.array(z.string()), primary: z.string() });

/** A user's Departments button and its dialog: any number of departments, one of them optionally primary. */
export function UserDepartmentsDialog({ user, refusal, refusalId }: UserActionProps) {
  return (
    <ActionDialog
      label="Departments"
      accessibleName={`Departments of ${userName(user)}`}
      icon={<Building2Icon aria-hidden="true" />}
      disabled={refusal !== undefined}
      describedBy={refusal ? refusalId : undefined}
    >
      {(close) => <UserDepartmentsForm user={user} onDone={close} />}
    </ActionDialog>
  );
}

function UserDepartmentsForm({ user, onDone }: { user: UserListItem; onDone(): void }) {
  const id = useId();
  const departments = useDepartments();
  const form = useContractForm(departmentsChoice, {
    defaultValues: {
      chosen: user.departments.map((department) => department.id),
      primary: user.departments.find((department) => department.isPrimary)?.id ?? NO_PRIMARY,
    },
  });
  const [chosen, primary] = form.watch(["chosen", "primary"]);
  const setPrimary = (departmentId: string) => form.setValue("primary", departmentId);
  const busy = form.formState.isSubmitting;
  const save = useSetUserDepartments();
  const name = userName(user);

  const toggle = (departmentId: string, on: boolean) => {
    form.setValue("chosen", on ? [...chosen, departmentId] : chosen.filter((held) => held !== departmentId));
    // The first department chosen becomes the primary one; a primary one left loses the mark.
    if (on && primary === NO_PRIMARY) setPrimary(departmentId);
    if (!on && primary === departmentId) setPrimary(NO_PRIMARY);
  };

  const list = departments.data ?? [];
  const chosenDepartments = list.filter((department) => chosen.includes(department.id));

  const send = async () => {
    try {
      await save.mutateAsync({
        id: user.id,
        // A department deleted since the user joined it is left out rather than refused.
        departments: chosenDepartments.map((department) => ({
          departmentId: department.id,
          isPrimary: department.id === primary,
        })),
      });
      toast.success("Departments updated", { description: `${name}'s departments were saved.` });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to update departments");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">Departments of {name}</DialogTitle>
        <DialogDescription>Choose the departments they belong to and mark one as primary.</DialogDescription>
      </DialogHeader>
      {departments.isPending ? (
        <ListLoading label="Loading departments" rows={3} rowClassName="h-8 w-full" />
      ) : departments.isError ? (
        <ListLoadFailed message="Failed to load departments" onRetry={() => departments.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          There are no departments yet.{" "}
          <Link
            to={paths.adminTab("departments")}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create one in the Departments tab
          </Link>
          .
        </p>
      ) : (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Departments</legend>
            <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-2">
              {list.map((department) => {
                const boxId = `${id}-${department.id}`;
                return (
                  <li key={department.id} className="flex items-center gap-3 rounded-sm px-1 py-1.5">
                    <Checkbox
                      id={boxId}
                      checked={chosen.includes(department.id)}
                      disabled={busy}
                      onCheckedChange={(on) => toggle(department.id, on === true)}
                    />
                    <Label htmlFor={boxId} className="min-w-0 break-words">
                      {department.name}
                    </Label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <SelectField
            id={`${id}-primary`}
            label="Primary department"
            name="primary"
            control={form.control}
            emptyLabel="None"
            options={chosenDepartments.map((department) => department.id)}
            optionLabel={(departmentId) =>
              chosenDepartments.find((department) => department.id === departmentId)?.name ?? departmentId
            }
            disabled={busy}
          />
        </>
      )}
      <DialogSubmitRow
        label="Save Departments"
        busy={busy}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        disabled={!departments.isSuccess}
        onCancel={onDone}
      />
    </form>
  );
}
