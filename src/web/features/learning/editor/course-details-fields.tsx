import type { CourseForm, CourseFormValues } from "#shared/contracts/learning";
import { COURSE_AUDIENCES, COURSE_DIFFICULTIES, COURSE_STATUSES } from "#shared/enums";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import type { ContractForm } from "#web/lib/forms/use-contract-form";
import { AUDIENCE_LABELS, DIFFICULTY_LABELS, STATUS_LABELS } from "./course-labels";

/**
 * What the catalog shows of a course, in the form's order (the first refused one gets the focus): title,
 * description, duration, difficulty, category, audience and status (docs/product/learning.md#courses).
 */
export function CourseDetailsFields({
  idPrefix,
  form,
  disabled,
}: {
  idPrefix: string;
  form: ContractForm<CourseForm, CourseFormValues>;
  disabled: boolean;
}) {
  const { register, control } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <FormField
        id={id("title")}
        label="Title"
        required
        error={form.error("title")}
        className="sm:col-span-2 lg:col-span-3"
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            maxLength={200}
            autoComplete="off"
            disabled={disabled}
            {...register("title")}
          />
        )}
      </FormField>
      <FormField
        id={id("description")}
        label="Description"
        error={form.error("description")}
        className="sm:col-span-2 lg:col-span-3"
      >
        {(controlProps) => (
          <Textarea
            {...controlProps}
            rows={3}
            maxLength={2000}
            placeholder="What learners will get out of the course"
            disabled={disabled}
            {...register("description")}
          />
        )}
      </FormField>
      <FormField
        id={id("duration")}
        label="Duration (minutes)"
        required
        error={form.error("durationMinutes")}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            type="number"
            inputMode="numeric"
            min={1}
            max={10_000}
            disabled={disabled}
            {...register("durationMinutes")}
          />
        )}
      </FormField>
      <SelectField
        id={id("difficulty")}
        label="Difficulty"
        name="difficultyLevel"
        control={control}
        options={COURSE_DIFFICULTIES}
        optionLabel={(difficulty) => DIFFICULTY_LABELS[difficulty]}
        error={form.error("difficultyLevel")}
        disabled={disabled}
      />
      <FormField id={id("category")} label="Category" required error={form.error("category")}>
        {(controlProps) => (
          <Input
            {...controlProps}
            maxLength={100}
            placeholder="e.g. Sales, Product, Compliance"
            disabled={disabled}
            {...register("category")}
          />
        )}
      </FormField>
      <SelectField
        id={id("audience")}
        label="Audience"
        name="audience"
        control={control}
        options={COURSE_AUDIENCES}
        optionLabel={(audience) => AUDIENCE_LABELS[audience]}
        hint="Who finds it in the catalog."
        error={form.error("audience")}
        disabled={disabled}
      />
      <SelectField
        id={id("status")}
        label="Status"
        name="status"
        control={control}
        options={COURSE_STATUSES}
        optionLabel={(status) => STATUS_LABELS[status]}
        hint="A draft is seen by course authors only."
        error={form.error("status")}
        disabled={disabled}
      />
    </div>
  );
}
