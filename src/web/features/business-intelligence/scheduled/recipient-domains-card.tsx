import { GlobeIcon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { recipientDomainsSchema } from "#shared/contracts/report-schedules";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { ChipsInput } from "#web/components/forms/chips-input";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { BusyButton } from "#web/components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useRecipientDomains } from "../api/get-recipient-domains";
import { useSetRecipientDomains } from "../api/set-recipient-domains";
import { scheduleRefusalOf } from "./schedule-refusal";

const domainSchema = recipientDomainsSchema.shape.domains.element;

/**
 * The e-mail domains scheduled reports may be sent to besides the portal's staff: holders of manage_system
 * change the list, others who schedule reports read it
 * (docs/product/business-intelligence.md#scheduled-deliveries).
 */
export function RecipientDomainsCard() {
  const headingId = useId();
  const canChange = useAuthorization().hasPermission("manage_system");
  const domains = useRecipientDomains();

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId} className="flex items-center gap-2">
            <GlobeIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            Allowed recipient domains
          </h3>
        </CardTitle>
        <CardDescription>
          Besides members of staff, scheduled reports are mailed only to addresses at these domains.
          {canChange ? null : " An administrator (manage_system) changes them."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {domains.isPending ? (
          <ListLoading label="Loading recipient domains" rows={1} rowClassName="h-8 w-full" />
        ) : domains.isError ? (
          <ListLoadFailed message="Failed to load the recipient domains." onRetry={() => domains.refetch()} />
        ) : canChange ? (
          <DomainsForm saved={domains.data.domains} />
        ) : domains.data.domains.length === 0 ? (
          <p className="text-sm text-muted-foreground">No domain is allowed yet: reports go to staff only.</p>
        ) : (
          <ul aria-label="Allowed domains" className="flex flex-wrap gap-2">
            {domains.data.domains.map((domain) => (
              <li key={domain} className="rounded-full border bg-muted px-3 py-0.5 text-sm">
                {domain}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DomainsForm({ saved }: { saved: readonly string[] }) {
  const id = useId();
  const save = useSetRecipientDomains();
  const form = useContractForm(recipientDomainsSchema, { defaultValues: { domains: [...saved] } });
  const {
    control,
    reset,
    formState: { isSubmitting: sending, isDirty },
  } = form;

  const send = async (values: { domains: string[] }) => {
    try {
      const answer = await save.mutateAsync(values.domains);
      reset({ domains: answer.domains });
      toast.success("Recipient Domains Saved", {
        description:
          answer.domains.length === 0
            ? "Reports go to staff only."
            : `Reports may go to ${answer.domains.join(", ")}.`,
      });
    } catch (error) {
      toast.error("Recipient Domains Not Saved", { description: failureText(error) });
      form.refuse(scheduleRefusalOf(rpcFailureOf(error) ?? { status: 0, issues: [] }));
    }
  };

  const listError = form.error("domains") ?? firstItemError(form.formState.errors.domains);

  return (
    <form
      onSubmit={form.submit(send)}
      noValidate
      aria-label="Allowed recipient domains"
      className="grid gap-4"
    >
      <FormField id={`${id}-domain`} label="Add a domain" error={listError}>
        {(controlProps) => (
          <Controller
            control={control}
            name="domains"
            render={({ field }) => (
              <ChipsInput
                control={controlProps}
                values={field.value}
                onChange={field.onChange}
                schema={domainSchema}
                noun="domain"
                listLabel="Allowed domains"
                empty={
                  <p className="text-sm text-muted-foreground">
                    No domain is allowed yet: reports go to staff only.
                  </p>
                }
                disabled={sending}
                inputProps={{ spellCheck: false, placeholder: "example.com" }}
              />
            )}
          />
        )}
      </FormField>
      <RefusalAlert reasons={form.reasons} />
      <BusyButton
        type="submit"
        busy={sending}
        busyLabel="Saving"
        icon={<SaveIcon aria-hidden="true" />}
        disabled={!isDirty}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        Save domains
      </BusyButton>
    </form>
  );
}

function firstItemError(each: unknown): string | undefined {
  if (!Array.isArray(each)) return undefined;
  const message = each.find((issue) => typeof issue?.message === "string")?.message;
  return typeof message === "string" ? message : undefined;
}
