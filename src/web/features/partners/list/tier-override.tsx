import { CalendarClockIcon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { setTierOverrideInput } from "#shared/contracts/tiers";
import { addDays } from "#shared/days";
import { PARTNER_TIERS, type PartnerTier } from "#shared/enums";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { overrideLastDay } from "#web/domain/tier-dates";
import { useTierNames } from "#web/domain/tier-names";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useSetTierOverride } from "../api/partner-tier";

/** The override's fields; the partner is the dialog's. */
const overrideFormSchema = setTierOverrideInput.omit({ partnerId: true });
type OverrideForm = z.input<typeof overrideFormSchema>;
type OverrideValues = z.output<typeof overrideFormSchema>;

const FIELD_ORDER = ["tier", "reason", "endsOn"] as const satisfies readonly (keyof OverrideForm)[];

/** A calendar day `days` from now in UTC, where the server counts the override's days: 'yyyy-mm-dd'. */
const dayFromNow = (days: number) => addDays(new Date(), days).toISOString().slice(0, 10);

/**
 * The Override Tier button of a partner's Tier section and its dialog (docs/product/programme.md#overrides):
 * the tier, why, and the last day it holds, whatever the partner's figures say until then.
 */
export function TierOverrideDialog({
  partnerId,
  companyName,
  tier,
}: {
  partnerId: string;
  companyName: string;
  /** The partner's tier now, which the form starts from. */
  tier: PartnerTier;
}) {
  return (
    <ActionDialog
      label="Override Tier"
      accessibleName={`Override Tier of ${companyName}`}
      icon={<CalendarClockIcon aria-hidden="true" />}
      contentClassName="sm:max-w-lg"
    >
      {(close) => (
        <TierOverrideForm partnerId={partnerId} companyName={companyName} tier={tier} onDone={close} />
      )}
    </ActionDialog>
  );
}

function TierOverrideForm({
  partnerId,
  companyName,
  tier,
  onDone,
}: {
  partnerId: string;
  companyName: string;
  tier: PartnerTier;
  onDone(): void;
}) {
  const id = useId();
  const names = useTierNames();
  const override = useSetTierOverride();
  const form = useContractForm(overrideFormSchema, {
    defaultValues: { tier, reason: "", endsOn: "" },
    order: FIELD_ORDER,
  });
  const busy = form.formState.isSubmitting;

  const send = async (values: OverrideValues) => {
    try {
      const progress = await override.mutateAsync({ partnerId, ...values });
      const until = progress.override ? ` until ${overrideLastDay(progress.override.endsAt)}` : "";
      toast.success("Tier Overridden", {
        description: `${companyName} is ${names[progress.tier]}${until}.`,
      });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Tier Not Overridden");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">Override the tier of {companyName}</DialogTitle>
        <DialogDescription>
          The tier holds through the last day you choose, whatever the partner's figures say; a demotion
          warned of is dropped. Its rate follows the tier unless the partner has its own, and the partner is
          told if its tier changes.
        </DialogDescription>
      </DialogHeader>
      <SelectField
        required
        id={`${id}-tier`}
        label="Tier"
        name="tier"
        control={form.control}
        options={PARTNER_TIERS}
        optionLabel={(option) => names[option]}
        placeholder="Choose a tier"
        error={form.error("tier")}
        disabled={busy}
      />
      <FormField
        id={`${id}-reason`}
        label="Reason"
        required
        hint="Kept in the partner's history."
        error={form.error("reason")}
      >
        {(control) => <Textarea {...control} maxLength={500} disabled={busy} {...form.register("reason")} />}
      </FormField>
      <FormField
        id={`${id}-ends-on`}
        label="Ends on"
        required
        hint="The override holds through this day, at most three years ahead; the rules set the tier from the next."
        error={form.error("endsOn")}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min={dayFromNow(1)}
            max={dayFromNow(3 * 365)}
            disabled={busy}
            {...form.register("endsOn")}
          />
        )}
      </FormField>
      <DialogSubmitRow
        label="Override Tier"
        busy={busy}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
