import { SaveIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import {
  type ReportScheduleForm,
  type ReportScheduleItem,
  reportScheduleFormSchema,
} from "#shared/contracts/report-schedules";
import { REPORT_SCHEDULE_PRESETS } from "#shared/enums";
import { REPORT_SCHEDULE_PRESET_LABELS } from "#shared/labels";
import { ConfirmedRemovalButton } from "#web/components/dialogs/confirmed-removal-button";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useRemoveReportSchedule } from "../api/remove-report-schedule";
import { useSetReportSchedule } from "../api/set-report-schedule";
import { AddressesField } from "./addresses-field";
import { PeopleField, type SchedulePerson } from "./people-field";
import { scheduleRefusalOf } from "./schedule-refusal";
import { ownTimeZone, TimeZoneField } from "./time-zone-field";

const ORDER = [
  "preset",
  "customRule",
  "timeOfDay",
  "timeZone",
  "recipientUserIds",
  "recipientAddresses",
] as const satisfies readonly (keyof ReportScheduleForm)[];

/** A new schedule starts on weekdays at 08:00 in the person's own zone (Preferences, else the browser's). */
function startingValues(schedule: ReportScheduleItem | undefined): ReportScheduleForm {
  if (!schedule) {
    return {
      preset: "weekdays",
      customRule: "",
      timeOfDay: "08:00",
      timeZone: ownTimeZone(),
      recipientUserIds: [],
      recipientAddresses: [],
    };
  }
  return {
    preset: schedule.preset,
    customRule: schedule.preset === "custom" ? schedule.rule : "",
    timeOfDay: schedule.timeOfDay,
    timeZone: schedule.timeZone,
    recipientUserIds: schedule.people.map((person) => person.id),
    recipientAddresses: schedule.addresses,
  };
}

/**
 * The Edit Schedule form, mounted while its dialog is open: how often (a preset or a custom RRULE), the time and
 * time zone, the people and the addresses it is mailed to; Save, and Remove schedule (asked first) for a report
 * already scheduled. A refusal is shown beside the field it names
 * (docs/product/business-intelligence.md#scheduled-deliveries).
 */
export function ScheduleForm({
  reportId,
  reportName,
  schedule,
  onDone,
}: {
  reportId: string;
  reportName: string;
  schedule: ReportScheduleItem | undefined;
  onDone(): void;
}) {
  const id = useId();
  const [people, setPeople] = useState<SchedulePerson[]>(schedule?.people ?? []);
  const save = useSetReportSchedule();
  const remove = useRemoveReportSchedule();
  const form = useContractForm(reportScheduleFormSchema, {
    defaultValues: startingValues(schedule),
    order: ORDER,
  });
  const {
    register,
    control,
    setValue,
    watch,
    formState: { isSubmitting: sending },
  } = form;
  const custom = watch("preset") === "custom";

  const choosePeople = (chosen: SchedulePerson[]) => {
    setPeople(chosen);
    setValue(
      "recipientUserIds",
      chosen.map((person) => person.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  };

  const send = async ({ customRule, ...values }: z.output<typeof reportScheduleFormSchema>) => {
    try {
      await save.mutateAsync({ ...values, ...(values.preset === "custom" ? { customRule } : {}), reportId });
      toast.success("Schedule Saved", { description: `${reportName} is delivered on its new schedule.` });
      onDone();
    } catch (error) {
      toast.error("Schedule Not Saved", { description: failureText(error) });
      form.refuse(scheduleRefusalOf(rpcFailureOf(error) ?? { status: 0, issues: [] }));
    }
  };

  return (
    <form
      onSubmit={form.submit(send)}
      noValidate
      aria-label={`Schedule of ${reportName}`}
      className="grid min-w-0 gap-4"
    >
      <DialogHeader>
        <DialogTitle className="break-words">
          {schedule ? `Edit the schedule of ${reportName}` : `Schedule ${reportName}`}
        </DialogTitle>
        <DialogDescription>
          The report runs at its time as its author sees it then, and is mailed as a CSV file.
        </DialogDescription>
      </DialogHeader>
      <SelectField
        id={`${id}-preset`}
        label="How often"
        name="preset"
        control={control}
        options={REPORT_SCHEDULE_PRESETS}
        optionLabel={(preset) => REPORT_SCHEDULE_PRESET_LABELS[preset]}
        required
        error={form.error("preset")}
        disabled={sending}
      />
      {custom ? (
        <FormField
          id={`${id}-rule`}
          label="Custom rule"
          required
          hint="An RRULE, at most daily, such as FREQ=WEEKLY;BYDAY=TU,TH or FREQ=MONTHLY;BYMONTHDAY=15."
          error={form.error("customRule")}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              placeholder="FREQ=WEEKLY;BYDAY=TU,TH"
              className="font-mono"
              disabled={sending}
              {...register("customRule")}
            />
          )}
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <FormField
          id={`${id}-time`}
          label="Time"
          required
          hint="HH:MM, 24-hour"
          error={form.error("timeOfDay")}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              autoComplete="off"
              inputMode="numeric"
              maxLength={5}
              placeholder="08:00"
              className="tabular-nums"
              disabled={sending}
              {...register("timeOfDay")}
            />
          )}
        </FormField>
        <FormField id={`${id}-zone`} label="Time zone" required error={form.error("timeZone")}>
          {(controlProps) => (
            <Controller
              control={control}
              name="timeZone"
              render={({ field }) => (
                <TimeZoneField
                  control={controlProps}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={sending}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-people`}
        label="People"
        hint="Members of staff, you included."
        error={form.error("recipientUserIds")}
      >
        {(controlProps) => (
          <Controller
            control={control}
            name="recipientUserIds"
            render={({ field }) => (
              <PeopleField
                control={controlProps}
                ref={field.ref}
                people={people}
                onChange={choosePeople}
                disabled={sending}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-addresses`}
        label="Other addresses"
        hint="Addresses in the domains an administrator allows."
        error={addressesError(form)}
      >
        {(controlProps) => (
          <Controller
            control={control}
            name="recipientAddresses"
            render={({ field }) => (
              <AddressesField
                control={controlProps}
                ref={field.ref}
                addresses={field.value ?? []}
                onChange={(addresses) =>
                  setValue("recipientAddresses", addresses, { shouldValidate: form.formState.isSubmitted })
                }
                disabled={sending}
              />
            )}
          />
        )}
      </FormField>
      {schedule ? (
        <div className="flex justify-start">
          <ConfirmedRemovalButton
            icon={<Trash2Icon aria-hidden="true" />}
            label="Remove schedule"
            accessibleName={`Remove schedule of ${reportName}`}
            title={`Remove the schedule of ${reportName}?`}
            description="Its deliveries stop. The report itself stays."
            action="Remove Schedule"
            pendingLabel="Removing"
            run={() => remove.mutateAsync(reportId)}
            succeeded={() => {
              onDone();
              return { title: "Schedule Removed", description: `${reportName} is no longer delivered.` };
            }}
            failed={{ title: "Schedule Not Removed" }}
          />
        </div>
      ) : null}
      <DialogSubmitRow
        label="Save"
        busy={sending}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}

/** The addresses' message: the list's own, or the first address's the contract or the server refused. */
function addressesError(form: {
  error(name: "recipientAddresses"): string | undefined;
  formState: { errors: { recipientAddresses?: unknown } };
}) {
  const own = form.error("recipientAddresses");
  if (own) return own;
  const each = form.formState.errors.recipientAddresses;
  if (!Array.isArray(each)) return undefined;
  return each.find((issue) => typeof issue?.message === "string")?.message;
}
