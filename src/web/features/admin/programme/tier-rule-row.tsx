import { Controller } from "react-hook-form";
import type { z } from "zod";
import { TIER_NAME_MAX, type updateTiersInput } from "#shared/contracts/tiers";
import type { PartnerTier } from "#shared/enums";
import { formatNumber } from "#shared/format";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { TierBadge } from "#web/domain/tier-badge";
import { useTierNames } from "#web/domain/tier-names";
import { formErrorAt } from "#web/lib/forms/form-error-at";
import type { ContractForm } from "#web/lib/forms/use-contract-form";
import { cn } from "#web/lib/style/cn";
import { type CourseChoices, TierCoursesField } from "./tier-courses-field";

export type TiersForm = z.input<typeof updateTiersInput>;
export type TiersValues = z.output<typeof updateTiersInput>;

/** The columns of a tier's row on a wide screen; on a narrow one each tier is a block of labelled fields. */
export const TIER_COLUMNS =
  "lg:grid-cols-[9rem_repeat(4,minmax(0,1fr))_minmax(0,1.6fr)_4.5rem] lg:gap-x-3 lg:items-start";

type NumberName = "commissionRate" | "minWonValue" | "minDealsWon" | "minCertifiedMembers";

/** A tier's numbers in the order the row shows them; the requirements are what the first tier never asks. */
export const TIER_NUMBER_FIELDS: {
  name: NumberName;
  label: string;
  requirement: boolean;
  step: number;
  max?: number;
}[] = [
  { name: "commissionRate", label: "Commission rate (%)", requirement: false, step: 0.1, max: 100 },
  { name: "minWonValue", label: "Closed-won value (USD)", requirement: true, step: 0.01 },
  { name: "minDealsWon", label: "Deals won", requirement: true, step: 1 },
  { name: "minCertifiedMembers", label: "Certified members", requirement: true, step: 1 },
];

/**
 * One tier of the tiers form: its name, its rate, what it asks, its courses and how many active partners sit in
 * it. The first tier asks nothing, so its requirements show as read-only zeros.
 */
export function TierRuleRow({
  idPrefix,
  index,
  tier,
  partners,
  form,
  courses,
  editable,
}: {
  idPrefix: string;
  index: number;
  tier: PartnerTier;
  partners: number;
  form: ContractForm<TiersForm, TiersValues>;
  courses: CourseChoices;
  editable: boolean;
}) {
  const busy = form.formState.isSubmitting;
  const name = useTierNames()[tier];
  const nameId = `${idPrefix}-${tier}`;
  const errorOf = (field: string) => formErrorAt(form.formState.errors, `tiers.${index}.${field}`);
  return (
    <fieldset
      aria-labelledby={nameId}
      className={cn(
        "grid min-w-0 grid-cols-2 gap-3 rounded-lg border p-4 lg:rounded-none lg:border-x-0 lg:border-t-0 lg:px-0 lg:py-3",
        TIER_COLUMNS,
      )}
    >
      {/* The badge over the name it reads from, so a wide table keeps room for the numbers. */}
      <div className="col-span-2 grid content-start gap-2 lg:col-span-1">
        <div className="flex items-center lg:min-h-10">
          <span id={nameId} className="sr-only">
            {name}
          </span>
          <TierBadge tier={tier} />
        </div>
        <TierNameField
          id={`${nameId}-name`}
          index={index}
          form={form}
          editable={editable}
          error={errorOf("name")}
        />
      </div>
      {TIER_NUMBER_FIELDS.map((field) => {
        const id = `${nameId}-${field.name}`;
        const error = errorOf(field.name);
        const fixed = !editable || (field.requirement && index === 0);
        return (
          <div key={field.name} className="grid min-w-0 content-start gap-2">
            {/* Two lines high on a narrow screen, so the inputs of a row line up whichever label wraps. */}
            <Label htmlFor={id} className="flex min-h-[2em] items-end lg:sr-only">
              {field.label}
            </Label>
            <Input
              id={id}
              type="number"
              inputMode={field.step === 1 ? "numeric" : "decimal"}
              min={0}
              max={field.max}
              step={field.step}
              readOnly={fixed}
              disabled={busy && !fixed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="tabular-nums read-only:bg-muted read-only:text-muted-foreground"
              {...form.register(`tiers.${index}.${field.name}`, { valueAsNumber: true })}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="col-span-2 lg:col-span-1">
        <Controller
          control={form.control}
          name={`tiers.${index}.courseIds`}
          render={({ field }) => (
            <TierCoursesField
              id={`${nameId}-courses`}
              tier={name}
              value={field.value}
              onChange={field.onChange}
              choices={courses}
              editable={editable}
              disabled={busy}
              error={errorOf("courseIds")}
            />
          )}
        />
      </div>
      <p className="col-span-2 text-sm lg:col-span-1 lg:py-2 lg:text-right">
        <span className="text-muted-foreground lg:sr-only">Active partners: </span>
        <span className="font-medium tabular-nums">{formatNumber(partners)}</span>
      </p>
    </fieldset>
  );
}

/** The tier's name, which every screen shows for it; the same row's label and read-only rule as its numbers. */
function TierNameField({
  id,
  index,
  form,
  editable,
  error,
}: {
  id: string;
  index: number;
  form: ContractForm<TiersForm, TiersValues>;
  editable: boolean;
  error: string | undefined;
}) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id} className="lg:sr-only">
        Name
      </Label>
      <Input
        id={id}
        autoComplete="off"
        maxLength={TIER_NAME_MAX}
        readOnly={!editable}
        disabled={form.formState.isSubmitting && editable}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="read-only:bg-muted read-only:text-muted-foreground"
        {...form.register(`tiers.${index}.name`)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
