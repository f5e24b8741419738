import { GlobeIcon, PlusIcon, SaveIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { recipientDomainsSchema } from "#shared/contracts/report-schedules";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
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
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string>();
  const save = useSetRecipientDomains();
  const form = useContractForm(recipientDomainsSchema, { defaultValues: { domains: [...saved] } });
  const {
    control,
    setValue,
    watch,
    reset,
    formState: { isSubmitting: sending, isDirty },
  } = form;
  const domains = watch("domains");
  const problemId = `${id}-typed-error`;

  const add = () => {
    const parsed = domainSchema.safeParse(typed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setTyped("");
    if (!domains.includes(parsed.data)) setValue("domains", [...domains, parsed.data], { shouldDirty: true });
  };

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
      <Controller
        control={control}
        name="domains"
        render={({ field }) =>
          field.value.length > 0 ? (
            <ul aria-label="Allowed domains" className="flex flex-wrap gap-2">
              {field.value.map((domain) => (
                <li
                  key={domain}
                  className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
                >
                  {domain}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-6 rounded-full"
                    aria-label={`Remove ${domain}`}
                    disabled={sending}
                    onClick={() =>
                      setValue(
                        "domains",
                        field.value.filter((kept) => kept !== domain),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              No domain is allowed yet: reports go to staff only.
            </p>
          )
        }
      />
      <FormField id={`${id}-domain`} label="Add a domain" error={listError}>
        {(controlProps) => (
          <div className="flex gap-2">
            <Input
              {...controlProps}
              autoComplete="off"
              spellCheck={false}
              placeholder="example.com"
              value={typed}
              disabled={sending}
              aria-invalid={problem || controlProps["aria-invalid"] ? true : undefined}
              aria-describedby={
                [controlProps["aria-describedby"], problem ? problemId : undefined]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                // Enter adds the domain; Save sends the list.
                event.preventDefault();
                add();
              }}
            />
            <Button
              type="button"
              variant="outline"
              aria-label="Add domain"
              disabled={sending || typed.trim() === ""}
              onClick={add}
            >
              <PlusIcon aria-hidden="true" />
              Add
            </Button>
          </div>
        )}
      </FormField>
      {problem ? (
        <p id={problemId} className="-mt-2 text-sm text-destructive">
          {problem}
        </p>
      ) : null}
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
