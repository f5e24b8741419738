import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { journeyTemplateStepInput } from "#shared/contracts/onboarding-journey";
import { JOURNEY_STEP_KINDS, type JourneyStepKind } from "#shared/enums";
import { JOURNEY_STEP_KIND_LABELS } from "#shared/labels";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { useContractForm } from "#web/lib/forms/use-contract-form";

/** A step to add at the end of the journey being edited: its kind, and the course or name that kind asks. */
export interface NewStep {
  kind: JourneyStepKind;
  courseId: string | null;
  label: string | null;
}

/** An empty input means no name, which the contract words for a manual step. */
const nameOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * The row under a journey's steps that adds one: what the step asks, then the course a course step names or the
 * name of a step the team ticks by hand. Checked by the step's contract; nothing is sent until the journey is saved.
 */
export function AddStepForm({
  courses,
  disabled,
  onAdd,
}: {
  courses: readonly { id: string; title: string }[];
  disabled: boolean;
  onAdd(step: NewStep): void;
}) {
  const id = useId();
  const form = useContractForm(journeyTemplateStepInput, {
    defaultValues: { courseId: null, label: null },
    order: ["kind", "courseId", "label"],
  });
  const kind = form.watch("kind");
  const submit = form.submit((values) => {
    onAdd({
      kind: values.kind,
      courseId: values.kind === "complete_course" ? (values.courseId ?? null) : null,
      label: values.kind === "manual" ? (values.label ?? null) : null,
    });
    form.reset({ kind: values.kind, courseId: null, label: null });
  });
  const courseTitle = (courseId: string) => courses.find((course) => course.id === courseId)?.title ?? "";
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a step"
      className="grid gap-4 rounded-md border border-dashed p-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] sm:items-start"
    >
      <SelectField
        id={`${id}-kind`}
        label="Step"
        name="kind"
        control={form.control}
        options={JOURNEY_STEP_KINDS}
        optionLabel={(option) => JOURNEY_STEP_KIND_LABELS[option]}
        placeholder="Choose what the step asks"
        required
        error={form.error("kind")}
        disabled={disabled}
      />
      {kind === "complete_course" ? (
        <SelectField
          id={`${id}-course`}
          label="Course"
          name="courseId"
          control={form.control}
          options={courses.map((course) => course.id)}
          optionLabel={courseTitle}
          placeholder={courses.length === 0 ? "No published partner course" : "Choose a course"}
          required
          error={form.error("courseId")}
          disabled={disabled || courses.length === 0}
        />
      ) : kind === "manual" ? (
        <FormField
          id={`${id}-label`}
          label="Step name"
          hint="As partners read it, such as Kickoff call."
          required
          error={form.error("label")}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={80}
              disabled={disabled}
              {...form.register("label", { setValueAs: nameOrNull })}
            />
          )}
        </FormField>
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <Button type="submit" variant="outline" disabled={disabled} className="sm:mt-[1.375rem]">
        <PlusIcon aria-hidden="true" />
        Add Step
      </Button>
    </form>
  );
}
