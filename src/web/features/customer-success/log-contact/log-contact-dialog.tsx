import { MessageSquarePlusIcon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { logCustomerContactInput } from "#shared/contracts/customers";
import { CUSTOMER_CONTACT_KINDS } from "#shared/enums";
import { CUSTOMER_CONTACT_KIND_LABELS } from "#shared/labels";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useLogCustomerContact } from "../api/log-customer-contact";

type LogContactValues = z.output<typeof logCustomerContactInput>;

interface LogContactFields {
  customerId: string;
  kind: string;
  summary: string;
  /** A datetime-local input's value, 'YYYY-MM-DDTHH:mm' in the viewer's own zone. */
  occurredAt: string;
}

/**
 * The shared rules over the form's fields: the time the input gives is the viewer's local time, read as such
 * (the contract takes a moment with its offset).
 */
const logContactFormSchema = z.preprocess((fields) => {
  const { occurredAt, ...rest } = fields as LogContactFields;
  return { ...rest, occurredAt: occurredAt ? new Date(occurredAt) : undefined };
}, logCustomerContactInput) as unknown as z.ZodType<LogContactValues, LogContactFields>;

const pad = (n: number) => String(n).padStart(2, "0");

/** Now as a datetime-local input's value, to the minute. */
function localNow(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

const FIELD_ORDER = ["kind", "summary", "occurredAt"] as const;

/**
 * Log contact (docs/product/customer-success.md#customers): a call, meeting or e-mail with the customer, what
 * was said and when; the latest one is the customer's Last contact, which counts in its health.
 */
export function LogContactDialog({ customerId, customerName }: { customerId: string; customerName: string }) {
  return (
    <ActionDialog
      label="Log contact"
      accessibleName={`Log contact with ${customerName}`}
      icon={<MessageSquarePlusIcon aria-hidden="true" />}
      size="default"
      contentClassName="sm:max-w-lg"
    >
      {(close) => <LogContactForm customerId={customerId} customerName={customerName} onDone={close} />}
    </ActionDialog>
  );
}

function LogContactForm({
  customerId,
  customerName,
  onDone,
}: {
  customerId: string;
  customerName: string;
  onDone(): void;
}) {
  const id = useId();
  const logContact = useLogCustomerContact();
  const form = useContractForm(logContactFormSchema, {
    defaultValues: { customerId, kind: "call", summary: "", occurredAt: localNow() },
    order: FIELD_ORDER,
  });
  const {
    register,
    control,
    formState: { isSubmitting },
  } = form;

  const send = async (values: LogContactValues) => {
    try {
      await logContact.mutateAsync(values);
      toast.success("Contact logged", { description: `${customerName}'s last contact is updated.` });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to log contact");
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Log contact with {customerName}</DialogTitle>
        <DialogDescription>
          A call, meeting or e-mail: it becomes the customer's last contact.
        </DialogDescription>
      </DialogHeader>
      <SelectField
        id={`${id}-kind`}
        label="Kind"
        name="kind"
        control={control}
        options={CUSTOMER_CONTACT_KINDS}
        optionLabel={(kind) => CUSTOMER_CONTACT_KIND_LABELS[kind]}
        required
        error={form.error("kind")}
        disabled={isSubmitting}
      />
      <FormField id={`${id}-summary`} label="Summary" required error={form.error("summary")}>
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            placeholder="What was discussed, and what happens next"
            disabled={isSubmitting}
            {...register("summary")}
          />
        )}
      </FormField>
      <FormField id={`${id}-when`} label="When" required error={form.error("occurredAt")}>
        {(field) => (
          <Input
            {...field}
            type="datetime-local"
            max={localNow()}
            disabled={isSubmitting}
            {...register("occurredAt")}
          />
        )}
      </FormField>
      <DialogSubmitRow
        label="Log contact"
        busy={isSubmitting}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
