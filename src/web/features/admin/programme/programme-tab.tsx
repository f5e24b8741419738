import type { ReactNode } from "react";
import { useId } from "react";
import { toast } from "sonner";
import { type ProgrammeSettings, programmeSettingsSchema } from "#shared/contracts/programme-settings";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { FormField } from "#web/components/forms/form-field";
import { SubmitRow } from "#web/components/forms/submit-row";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { localDate } from "#web/lib/format/local-time";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useProgrammeSettings, useUpdateProgrammeSettings } from "../api/programme-settings";
import { ConflictPolicyField } from "./conflict-policy-field";
import { OnboardingFields } from "./onboarding-fields";
import { TierChangesCard } from "./tier-changes-card";
import { TiersCard } from "./tiers-card";

type NumberRule = Exclude<
  keyof ProgrammeSettings,
  "conflictPolicy" | "journeyStallDays" | "journeyReminders"
>;

/** The rules set as numbers, in the order the form asks them, each with its label and what it means. */
const RULES: { name: NumberRule; label: string; hint: string; min: number }[] = [
  {
    name: "protectionDays",
    label: "Protection period (days)",
    hint: "From approval, no other partner's registration of the customer is approved without an override.",
    min: 1,
  },
  {
    name: "expiryDays",
    label: "Registration expiry (days)",
    hint: "From approval, a deal not closed by then expires and frees its customer.",
    min: 1,
  },
  {
    name: "reminderDays",
    label: "Reminder before expiry (days)",
    hint: "The member who registered the deal is told this long before it expires.",
    min: 1,
  },
  {
    name: "maxExtensions",
    label: "Extensions allowed per deal",
    hint: "How many times a reviewer may give a deal more time (0: never).",
    min: 0,
  },
  {
    name: "extensionDays",
    label: "Extension length (days)",
    hint: "Each granted extension moves the protection's end and the expiry on by this much.",
    min: 1,
  },
  {
    name: "reviewDays",
    label: "Review deadline (business days)",
    hint: "A submitted deal still unreviewed after this is escalated to everyone who reviews deals.",
    min: 1,
  },
  {
    name: "tierWindowDays",
    label: "Tier window (days)",
    hint: "Closed-won deals count toward a partner's tier when they closed within this many days.",
    min: 30,
  },
  {
    name: "demotionGraceDays",
    label: "Demotion grace (days)",
    hint: "A partner that no longer meets its tier is warned and keeps it this long before it moves down; 0 moves it at once.",
    min: 0,
  },
];

/**
 * Admin Settings, Programme (docs/product/programme.md#settings): the registration rules, for holders of
 * manage_programme, then the partner tiers and the tier changes coming, then what the app adds (`more`: the
 * programme agreement). A change to the rules applies to deals
 * approved afterwards; approved deals keep their terms.
 */
export function ProgrammeTab({ more }: { more?: ReactNode }) {
  const { hasPermission } = useAuthorization();
  return (
    <div className="grid gap-6">
      <RulesCard />
      <TiersCard editable={hasPermission("manage_programme")} />
      <TierChangesCard />
      {more}
    </div>
  );
}

function RulesCard() {
  const settings = useProgrammeSettings();
  if (settings.isPending) return <ListLoading label="Loading the programme settings" rows={3} />;
  if (settings.isError) {
    return (
      <ListLoadFailed message="Could not load the programme settings." onRetry={() => settings.refetch()} />
    );
  }
  const { updatedAt, updatedByName } = settings.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Deal registration rules</h2>
        </CardTitle>
        <CardDescription>
          Changes apply to deals approved from now on; approved deals keep the terms they were approved under.
          The tier window and the demotion grace apply from each partner's next evaluation; the stall
          threshold at once, and reminders from the next stall run.
          {updatedAt
            ? ` Last saved ${localDate(updatedAt)}${updatedByName ? ` by ${updatedByName}` : ""}.`
            : ""}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RulesForm saved={settings.data.settings} />
      </CardContent>
    </Card>
  );
}

function RulesForm({ saved }: { saved: ProgrammeSettings }) {
  const id = useId();
  const form = useContractForm(programmeSettingsSchema, {
    defaultValues: saved,
    order: [...RULES.map((rule) => rule.name), "conflictPolicy", "journeyStallDays", "journeyReminders"],
  });
  const save = useUpdateProgrammeSettings();
  const busy = form.formState.isSubmitting;
  const submit = form.submit(async (values) => {
    try {
      const next = await save.mutateAsync(values);
      form.reset(next.settings);
      toast.success("Programme Settings Saved", {
        description: "Deals approved from now on take these terms.",
      });
    } catch (error) {
      form.refuseCall(error, "Programme Settings Not Saved");
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Deal registration rules" className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {RULES.map((rule) => (
          <FormField
            key={rule.name}
            id={`${id}-${rule.name}`}
            label={rule.label}
            hint={rule.hint}
            required
            error={form.error(rule.name)}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={rule.min}
                step={1}
                disabled={busy}
                {...form.register(rule.name, { valueAsNumber: true })}
              />
            )}
          </FormField>
        ))}
      </div>
      <ConflictPolicyField control={form.control} disabled={busy} error={form.error("conflictPolicy")} />
      <OnboardingFields form={form} disabled={busy} />
      <SubmitRow label="Save Settings" saves busy={busy} reasons={form.reasons} />
    </form>
  );
}
