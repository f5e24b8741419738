import { ListChecksIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { ONBOARDING_STEP_LABELS } from "#shared/labels";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { flagParam, useAddressState } from "#web/lib/address/use-address-state";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { failureText } from "#web/lib/transport/failure-text";
import { useCompleteOnboardingStep } from "../api/complete-onboarding-step";
import { useOnboarding } from "../api/list-onboarding";
import { type OnboardingCustomer, OnboardingRow } from "./onboarding-row";

const FILTER_PARAMS = { overdue: flagParam };

/**
 * The Onboarding tab (docs/product/customer-success.md#onboarding): the customers in their first 90 days with
 * their checklist's progress, the next step and its due date, overdue steps marked; `Overdue only` and the page
 * are kept in the address. Holders of manage_customers tick the next step done from here.
 */
export function OnboardingTab() {
  useDisplayPreferences();
  const headingId = useId();
  const canComplete = useAuthorization().hasPermission("manage_customers");
  const [{ overdue }, setFilters] = useAddressState(FILTER_PARAMS);
  const { list, ...paging } = usePagedList(useOnboarding, overdue ? { overdueOnly: true } : {});
  const complete = useCompleteOnboardingStep();

  const completeNext = (customer: OnboardingCustomer) => {
    const next = customer.nextStep;
    if (!next) return;
    const step = ONBOARDING_STEP_LABELS[next.step];
    complete.mutate(
      { customerId: customer.id, step: next.step, done: true },
      {
        onSuccess: () =>
          toast.success("Onboarding Step Done", { description: `${step} is done for ${customer.name}.` }),
        onError: (error) =>
          toast.error("Onboarding Step Not Saved", {
            description: failureText(error, `${step} could not be marked done for ${customer.name}.`),
          }),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            Onboarding
          </h2>
          <p className="text-sm text-muted-foreground">
            Customers in their first 90 days: kickoff, setup, training and go-live, each with its due date.
          </p>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id="onboarding-overdue-only"
            checked={overdue}
            onCheckedChange={(checked) => setFilters({ overdue: checked === true })}
          />
          <Label htmlFor="onboarding-overdue-only">Overdue only</Label>
        </div>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading the customers in onboarding" rowClassName="h-20 w-full" />
      ) : list.isError ? (
        <ListLoadFailed
          message="The customers in onboarding could not be loaded."
          onRetry={() => list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<ListChecksIcon />}
          title={overdue ? "No overdue onboarding steps" : "No customers in onboarding"}
          description={
            overdue
              ? "Every customer in onboarding is on time. Clear Overdue only to see them all."
              : "A customer is onboarding for its first 90 days; new customers will show here."
          }
        />
      ) : (
        <>
          <ul aria-label="Customers in onboarding" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((customer) => (
              <OnboardingRow
                key={customer.id}
                customer={customer}
                onComplete={canComplete ? completeNext : undefined}
                completing={complete.isPending && complete.variables?.customerId === customer.id}
              />
            ))}
          </ul>
          <PaginationBar {...paging} noun={["customer", "customers"]} />
        </>
      )}
    </section>
  );
}
