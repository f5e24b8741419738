import { useId } from "react";
import { toast } from "sonner";
import { type Preferences, preferencesSchema, THEME_LABELS, THEMES } from "#shared/contracts/profile";
import { SelectField } from "#web/components/forms/select-field";
import { SubmitRow } from "#web/components/forms/submit-row";
import { Label } from "#web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "#web/components/ui/radio-group";
import { formatDay } from "#web/lib/format/local-time";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useSavePreferences } from "../api/preferences";

// A few ways of writing dates; the browser's own comes first.
const DATE_LOCALES = ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "ja-JP", "zh-CN"] as const;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const zones = () => Intl.supportedValuesOf("timeZone");
const sampleDate = new Date(Date.UTC(2026, 3, 1, 12));
// Each sample is written by the helper every shown date goes through, so it is what the choice will show.
const dateSample = (locale: string | null) => formatDay(sampleDate, locale, "UTC");

/** Theme, time zone and date format; saved on the server and applied at once. */
export function PreferencesForm({ userId, saved }: { userId: string; saved: Preferences }) {
  const themeLabelId = useId();
  const form = useContractForm(preferencesSchema, {
    defaultValues: { theme: saved.theme, timeZone: saved.timeZone ?? "", dateLocale: saved.dateLocale ?? "" },
  });
  const save = useSavePreferences(userId);
  const {
    watch,
    setValue,
    formState: { isSubmitting },
  } = form;
  const theme = watch("theme");

  const submit = form.submit(async (values) => {
    try {
      // The contract reads an empty choice as "the browser's"; the call sends the fields as typed.
      const next = await save.mutateAsync({
        theme: values.theme,
        timeZone: values.timeZone ?? "",
        dateLocale: values.dateLocale ?? "",
      });
      form.reset({ theme: next.theme, timeZone: next.timeZone ?? "", dateLocale: next.dateLocale ?? "" });
      toast.success("Preferences Saved");
    } catch (error) {
      form.refuseCall(error, "Preferences Not Saved");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend id={themeLabelId} className="mb-2 text-sm font-medium">
          Theme
        </legend>
        <RadioGroup
          aria-labelledby={themeLabelId}
          value={theme}
          onValueChange={(value) => {
            const chosen = THEMES.find((option) => option === value);
            if (chosen) setValue("theme", chosen, { shouldDirty: true });
          }}
          className="flex flex-wrap gap-6"
          disabled={isSubmitting}
        >
          {THEMES.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <RadioGroupItem id={`theme-${option}`} value={option} />
              <Label htmlFor={`theme-${option}`}>{THEME_LABELS[option]}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <SelectField
        id="time-zone"
        label="Time zone"
        name="timeZone"
        control={form.control}
        emptyLabel={`Browser's time zone (${browserZone()})`}
        options={zones()}
        optionLabel={(zone) => zone}
        native
        hint="Every date and time in the portal is shown in this zone, with its name."
        error={form.error("timeZone")}
        disabled={isSubmitting}
      />
      <SelectField
        id="date-format"
        label="Date format"
        name="dateLocale"
        control={form.control}
        emptyLabel={`Standard (${dateSample(null)})`}
        options={DATE_LOCALES}
        optionLabel={(locale) => `${locale}: ${dateSample(locale)}`}
        error={form.error("dateLocale")}
        disabled={isSubmitting}
      />
      <SubmitRow label="Save Preferences" saves busy={isSubmitting} reasons={form.reasons} />
    </form>
  );
}
