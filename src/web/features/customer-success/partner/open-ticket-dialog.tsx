import { PlusIcon, SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { type TicketFormValues, ticketFormSchema } from "#shared/contracts/tickets";
import { TICKET_PRIORITIES } from "#shared/enums";
import { TICKET_PRIORITY_LABELS } from "#shared/labels";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { UploadProgress } from "#web/components/forms/upload-progress";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import type { SelectedAttachment } from "../tickets/attachment-selection";
import { AttachmentsPicker } from "../tickets/attachments-picker";
import { usePartnerCustomers } from "./api/get-partner-customers";
import { useOpenPartnerTicket } from "./api/open-partner-ticket";
import { ticketRefusal } from "./ticket-refusal";

/** Empty, in the order the dialog shows its fields: the first with a message gets the focus. */
const EMPTY: TicketFormValues = { customerId: "", subject: "", priority: "normal", description: "" };
const OPEN_TICKET_TOAST = "open-partner-ticket";

/**
 * The New Ticket form, mounted while the dialog is open: one of the partner's customers, a subject, a
 * priority (Normal unless chosen), the description in Markdown and up to five files, sent with their progress.
 */
function OpenTicketForm({
  onSendingChange,
  onOpened,
  onCancel,
}: {
  onSendingChange(sending: boolean): void;
  onOpened(ticketId: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const customers = usePartnerCustomers();
  const [attachments, setAttachments] = useState<SelectedAttachment[]>([]);
  const [attachmentsError, setAttachmentsError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const open = useOpenPartnerTicket();
  const form = useContractForm(ticketFormSchema, { defaultValues: EMPTY });
  const sending = form.formState.isSubmitting;
  const customerIds = customers.data?.customers.map((customer) => customer.id) ?? [];
  const customerName = new Map(customers.data?.customers.map((customer) => [customer.id, customer.name]));

  const send = async (ticket: TicketFormValues) => {
    setAttachmentsError(undefined);
    setProgress(0);
    onSendingChange(true);
    const outcome = await open.mutateAsync({
      ticket,
      attachments: attachments.map(({ file }) => file),
      onProgress: setProgress,
    });
    setProgress(null);
    onSendingChange(false);
    if (outcome.ok) {
      toast.success("Ticket Opened", {
        id: OPEN_TICKET_TOAST,
        description: `Ticket #${outcome.ticket.number} is with our support team. You are told when they reply.`,
      });
      onOpened(outcome.ticket.id);
      return;
    }
    toast.error("Ticket Not Opened", {
      id: OPEN_TICKET_TOAST,
      description: "Could not open the ticket. Please check the form and try again.",
    });
    const refusal = ticketRefusal(outcome.failure);
    setAttachmentsError(refusal.attachments);
    form.refuse(refusal.form);
  };

  return (
    <form onSubmit={form.submit(send)} noValidate aria-label="New Ticket" className="grid min-w-0 gap-4">
      <SelectField
        id={`${id}-customer`}
        label="Customer"
        name="customerId"
        control={form.control}
        options={customerIds}
        optionLabel={(customerId) => customerName.get(customerId) ?? customerId}
        placeholder={customers.isPending ? "Loading your customers..." : "Choose a customer"}
        hint={
          customers.isSuccess && customerIds.length === 0
            ? "You have no customers yet: a deal you registered that closes won brings its customer."
            : undefined
        }
        required
        error={form.error("customerId")}
        disabled={sending}
      />
      <FormField id={`${id}-subject`} label="Subject" required error={form.error("subject")}>
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            autoComplete="off"
            disabled={sending}
            {...form.register("subject")}
          />
        )}
      </FormField>
      <SelectField
        id={`${id}-priority`}
        label="Priority"
        name="priority"
        control={form.control}
        options={TICKET_PRIORITIES}
        optionLabel={(priority) => TICKET_PRIORITY_LABELS[priority]}
        error={form.error("priority")}
        disabled={sending}
      />
      <FormField
        id={`${id}-description`}
        label="Description"
        required
        hint="What happened, and what you expected. Markdown is supported."
        error={form.error("description")}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={20_000}
            disabled={sending}
            {...form.register("description")}
          />
        )}
      </FormField>
      <AttachmentsPicker
        attachments={attachments}
        onAttachmentsChange={(next) => {
          setAttachmentsError(undefined);
          setAttachments(next);
        }}
        error={attachmentsError}
        disabled={sending}
      />
      <UploadProgress percent={attachments.length > 0 ? progress : null} uploading="Uploading your files" />
      <DialogSubmitRow
        label="Open Ticket"
        busy={sending}
        busyLabel="Opening"
        icon={<SendIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * New Ticket: the partner's button on its Support tab and the dialog it opens. It cannot be closed while files
 * are being sent; once the ticket is opened it closes and the ticket is shown.
 */
export function OpenTicketDialog({ onOpened }: { onOpened(ticketId: string): void }) {
  const [sending, setSending] = useState(false);
  return (
    <ActionDialog
      label="New Ticket"
      icon={<PlusIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      locked={sending}
    >
      {(close) => (
        <>
          <DialogHeader>
            <DialogTitle>New Ticket</DialogTitle>
            <DialogDescription>
              Ask our support team about one of your customers. You see their public replies here.
            </DialogDescription>
          </DialogHeader>
          <OpenTicketForm
            onSendingChange={setSending}
            onCancel={close}
            onOpened={(ticketId) => {
              close();
              onOpened(ticketId);
            }}
          />
        </>
      )}
    </ActionDialog>
  );
}
