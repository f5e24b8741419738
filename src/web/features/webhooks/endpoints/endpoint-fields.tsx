import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "#shared/contracts/webhooks";
import { FormField } from "#web/components/forms/form-field";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import type { ContractForm } from "#web/lib/forms/use-contract-form";
import { WEBHOOK_EVENT_LABELS } from "../webhook-event-labels";

// The form's field values (its input type), which both the Add and the Edit Endpoint forms hold.
interface EndpointFields {
  url: string;
  events: WebhookEventType[];
  description: string;
}

/** The address, events and description of the Add and Edit Endpoint forms. */
export function EndpointFields<Fields extends EndpointFields, Values>({
  id,
  form,
  busy,
}: {
  id: string;
  form: ContractForm<Fields, Values>;
  busy: boolean;
}) {
  // Both forms hold these three fields under these names; Edit adds its own.
  const endpointForm = form as unknown as ContractForm<EndpointFields, unknown>;
  const chosen = endpointForm.watch("events");
  const eventsError = endpointForm.error("events");
  const toggle = (event: WebhookEventType, on: boolean) =>
    endpointForm.setValue("events", on ? [...chosen, event] : chosen.filter((name) => name !== event), {
      shouldValidate: endpointForm.formState.isSubmitted,
    });
  return (
    <>
      <FormField
        id={`${id}-url`}
        label="Endpoint URL"
        required
        hint="Where the portal sends each event, as a signed POST request."
        error={endpointForm.error("url")}
      >
        {(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/webhooks"
            {...endpointForm.register("url")}
            disabled={busy}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">
          Events
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        </legend>
        <ul className="grid gap-1 rounded-lg border px-4 py-2">
          {WEBHOOK_EVENT_TYPES.map((event) => {
            const boxId = `${id}-event-${event}`;
            return (
              <li key={event} className="flex items-start gap-3 py-1">
                <Checkbox
                  id={boxId}
                  className="mt-0.5"
                  checked={chosen.includes(event)}
                  disabled={busy}
                  aria-describedby={`${boxId}-about`}
                  onCheckedChange={(on) => toggle(event, on === true)}
                />
                <div className="grid min-w-0 gap-0.5">
                  <Label htmlFor={boxId} className="font-mono text-[0.8125rem] break-all">
                    {event}
                  </Label>
                  <p id={`${boxId}-about`} className="text-xs text-muted-foreground">
                    {WEBHOOK_EVENT_LABELS[event]}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        {eventsError ? (
          <p id={`${id}-events-error`} className="text-sm text-destructive">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <FormField id={`${id}-description`} label="Description" error={endpointForm.error("description")}>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            placeholder="e.g. CRM deal sync"
            {...endpointForm.register("description")}
            disabled={busy}
          />
        )}
      </FormField>
    </>
  );
}
