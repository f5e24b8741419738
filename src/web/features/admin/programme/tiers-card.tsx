import { useCallback, useId, useRef } from "react";
import type { FieldPath } from "react-hook-form";
import { toast } from "sonner";
import { updateTiersInput } from "#shared/contracts/tiers";
import { PARTNER_TIERS } from "#shared/enums";
import type { TierRule } from "#shared/tier-rules";
import { SubmitRow } from "#web/components/forms/submit-row";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useTierNames } from "#web/domain/tier-names";
import { useFocusAfterSubmit } from "#web/lib/focus/use-focus-after-submit";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useProgrammeTiers, useUpdateTiers } from "../api/programme-tiers";
import { useTierCourses } from "../api/tier-courses";
import { TIER_COLUMNS, TIER_NUMBER_FIELDS, TierRuleRow, type TiersForm } from "./tier-rule-row";
import { tiersRefusalOf } from "./tiers-refusal";

type SavedTier = TierRule & { partners: number };

/** The saved tiers as the form's values, lowest first, without the counts the form does not send. */
const formOf = (tiers: readonly SavedTier[]): TiersForm => ({
  tiers: PARTNER_TIERS.flatMap((tier) => tiers.filter((rule) => rule.tier === tier)).map(
    ({ tier, name, commissionRate, minWonValue, minDealsWon, minCertifiedMembers, courseIds }) => ({
      tier,
      name,
      commissionRate,
      minWonValue,
      minDealsWon,
      minCertifiedMembers,
      courseIds,
    }),
  ),
});

/**
 * Admin Settings, Programme: what each tier is called, asks and pays (docs/product/programme.md#tiers), with how
 * many active partners sit in it. Holders of manage_programme change it (`editable`); anyone else reads it.
 */
export function TiersCard({ editable }: { editable: boolean }) {
  const tiers = useProgrammeTiers();
  const names = useTierNames();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Partner tiers</h2>
        </CardTitle>
        <CardDescription>
          Partners earn a tier from the deals they closed won within the tier window and from their certified
          members; {names.bronze} is every partner's first tier and asks nothing. New requirements apply from
          each partner's next evaluation (a deal won, a course completed, or the nightly run); a tier's rate
          applies at once to partners without their own rate, and a tier's name wherever the tier is shown.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tiers.isPending ? (
          <ListLoading label="Loading the tiers" rows={4} rowClassName="h-12 w-full" />
        ) : tiers.isError ? (
          <ListLoadFailed message="Could not load the tiers." onRetry={() => tiers.refetch()} />
        ) : (
          <TierRulesForm saved={tiers.data.tiers} editable={editable} />
        )}
      </CardContent>
    </Card>
  );
}

function TierRulesForm({ saved, editable }: { saved: readonly SavedTier[]; editable: boolean }) {
  const id = useId();
  const failureToastId = `${id}-failure`;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm(updateTiersInput, { defaultValues: formOf(saved) });
  const save = useUpdateTiers();
  const courses = useTierCourses();
  const busy = form.formState.isSubmitting;
  // A tier's value is not one of the form's top-level fields: the first marked invalid on screen gets the focus
  // once the fields are enabled again.
  const focusFirstInvalid = useFocusAfterSubmit(
    busy,
    useCallback(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), []),
  );

  const submit = form.submit(
    async (values) => {
      try {
        const next = await save.mutateAsync(values);
        form.reset(formOf(next.tiers));
        // A save that works clears the failure of the one before (docs/product/errors-and-messages.md#failure-toasts).
        toast.dismiss(failureToastId);
        toast.success("Partner Tiers Saved", {
          description: "Rates apply now; requirements apply from each partner's next evaluation.",
        });
      } catch (error) {
        toast.error("Partner Tiers Not Saved", { id: failureToastId, description: failureText(error) });
        const { refusal, nested } = tiersRefusalOf(rpcFailureOf(error) ?? { status: 0, issues: [] });
        for (const issue of nested)
          form.setError(issue.path as FieldPath<TiersForm>, { message: issue.message });
        form.refuse(refusal);
        if (nested.length > 0) focusFirstInvalid(true);
      }
    },
    () => focusFirstInvalid(true),
  );

  const partnersOf = (tier: string) => saved.find((rule) => rule.tier === tier)?.partners ?? 0;
  const rows = form.watch("tiers");
  const choices = { courses: courses.data, pending: courses.isPending, failed: courses.isError };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Partner tiers" className="grid gap-6">
      <div className="grid gap-3 lg:gap-0">
        <div
          aria-hidden="true"
          className={`hidden border-b pb-2 text-sm font-medium text-muted-foreground lg:grid ${TIER_COLUMNS}`}
        >
          <span>Tier and name</span>
          {TIER_NUMBER_FIELDS.map((field) => (
            <span key={field.name}>{field.label}</span>
          ))}
          <span>Courses</span>
          <span className="text-right">Partners</span>
        </div>
        {rows.map((rule, index) => (
          <TierRuleRow
            key={rule.tier}
            idPrefix={id}
            index={index}
            tier={rule.tier}
            partners={partnersOf(rule.tier)}
            form={form}
            courses={choices}
            editable={editable}
          />
        ))}
      </div>
      {editable ? (
        <SubmitRow label="Save Tiers" saves busy={busy} reasons={form.reasons} />
      ) : (
        <p className="text-sm text-muted-foreground">Only holders of manage_programme change the tiers.</p>
      )}
    </form>
  );
}
