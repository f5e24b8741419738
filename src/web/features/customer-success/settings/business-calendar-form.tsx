import { PlusIcon, XIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import {
  type CustomerSuccessSettings,
  customerSuccessSettingsSchema,
} from "#shared/contracts/customer-success-settings";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { SubmitRow } from "#web/components/forms/submit-row";
import { TextField } from "#web/components/forms/text-field";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { calendarDate } from "#web/lib/format/local-time";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useUpdateCustomerSuccessSettings } from "../api/update-customer-success-settings";
import { sectionFieldError, useSectionMistakes } from "./settings-section";

const calendarSchema = customerSuccessSettingsSchema.pick({ calendar: true });

/** ISO weekdays, 1 Monday to 7 Sunday, as the calendar stores them. */
const WEEKDAYS = [
  [1, "Monday"],
  [2, "Tuesday"],
  [3, "Wednesday"],
  [4, "Thursday"],
  [5, "Friday"],
  [6, "Saturday"],
  [7, "Sunday"],
] as const;

/** The browser's zones, and the saved one should the browser not list it. */
const zonesWith = (saved: string) => {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(saved) ? zones : [saved, ...zones];
};

/**
 * The business calendar the SLA targets count in (docs/product/customer-success.md#business-calendar): its
 * time zone, working days, working hours and holidays.
 */
export function BusinessCalendarForm({ saved }: { saved: CustomerSuccessSettings }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [zones] = useState(() => zonesWith(saved.calendar.timeZone));
  const [holiday, setHoliday] = useState("");
  const form = useContractForm(calendarSchema, { defaultValues: { calendar: saved.calendar } });
  const save = useUpdateCustomerSuccessSettings();
  const mistakes = useSectionMistakes(form, formRef, "calendar");
  const {
    register,
    watch,
    setValue,
    formState: { isSubmitting, errors },
  } = form;
  const workingDays = watch("calendar.workingDays");
  const holidays = watch("calendar.holidays");
  const daysError = sectionFieldError(errors, "calendar.workingDays");
  const holidaysError = sectionFieldError(errors, "calendar.holidays");

  const toggleDay = (day: number, on: boolean) =>
    setValue(
      "calendar.workingDays",
      WEEKDAYS.map(([weekday]) => weekday).filter((weekday) =>
        weekday === day ? on : workingDays.includes(weekday),
      ),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  const addHoliday = () => {
    if (!holiday) return;
    if (!holidays.includes(holiday))
      setValue("calendar.holidays", [...holidays, holiday].sort(), { shouldDirty: true });
    setHoliday("");
  };
  const removeHoliday = (day: string) =>
    setValue(
      "calendar.holidays",
      holidays.filter((kept) => kept !== day),
      { shouldDirty: true },
    );

  const submit = form.submit(async (values) => {
    try {
      const next = await save.mutateAsync({ ...saved, calendar: values.calendar });
      form.reset({ calendar: next.calendar });
      toast.success("Business Calendar Saved", {
        description: "Each ticket follows it from its next change; until then it keeps its due times.",
      });
    } catch (error) {
      mistakes.refuse(error, "Business Calendar Not Saved");
    }
  }, mistakes.onInvalid);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Business calendar" className="grid gap-6">
      <SelectField
        id={`${id}-zone`}
        label="Time zone"
        name="calendar.timeZone"
        control={form.control}
        options={zones}
        optionLabel={(zone) => zone}
        native
        hint="The working hours and holidays are read in this zone."
        error={sectionFieldError(errors, "calendar.timeZone")}
        disabled={isSubmitting}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Working days</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {WEEKDAYS.map(([day, name]) => (
            <div key={day} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-day-${day}`}
                checked={workingDays.includes(day)}
                disabled={isSubmitting}
                aria-invalid={daysError ? true : undefined}
                aria-describedby={daysError ? `${id}-days-error` : undefined}
                onCheckedChange={(checked) => toggleDay(day, checked === true)}
              />
              <Label htmlFor={`${id}-day-${day}`} className="font-normal">
                {name}
              </Label>
            </div>
          ))}
        </div>
        {daysError ? (
          <p id={`${id}-days-error`} className="text-sm text-destructive">
            {daysError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-start`}
          label="Working day starts"
          type="time"
          disabled={isSubmitting}
          error={sectionFieldError(errors, "calendar.startTime")}
          {...register("calendar.startTime")}
        />
        <TextField
          id={`${id}-end`}
          label="Working day ends"
          type="time"
          disabled={isSubmitting}
          error={sectionFieldError(errors, "calendar.endTime")}
          {...register("calendar.endTime")}
        />
      </div>
      <fieldset className="grid gap-3" aria-describedby={`${id}-holidays-hint`}>
        <legend className="mb-1 text-sm font-medium">Holidays</legend>
        <p id={`${id}-holidays-hint`} className="text-sm text-muted-foreground">
          Days off work in the calendar's zone: no SLA clock runs on them.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <FormField
            id={`${id}-holiday`}
            label="Holiday date"
            error={holidaysError}
            className="w-full sm:w-64"
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                value={holiday}
                disabled={isSubmitting}
                onChange={(event) => setHoliday(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the day rather than saving the calendar half-entered.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    addHoliday();
                  }
                }}
              />
            )}
          </FormField>
          <Button type="button" variant="outline" onClick={addHoliday} disabled={isSubmitting || !holiday}>
            <PlusIcon aria-hidden="true" />
            Add Holiday
          </Button>
        </div>
        {holidays.length === 0 ? (
          <p className="text-sm text-muted-foreground">No holidays.</p>
        ) : (
          <ul aria-label="Holidays" className="flex flex-wrap gap-2">
            {holidays.map((day) => (
              <li
                key={day}
                className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm"
              >
                {calendarDate(day)}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7 rounded-full"
                  disabled={isSubmitting}
                  aria-label={`Remove holiday ${calendarDate(day)}`}
                  onClick={() => removeHoliday(day)}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <SubmitRow label="Save Business Calendar" saves busy={isSubmitting} reasons={form.reasons} />
    </form>
  );
}
