import { useQuery } from "@tanstack/react-query";
import { TicketPlusIcon } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { Controller } from "react-hook-form";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { ticketFormSchema } from "#shared/contracts/tickets";
import { TICKET_PRIORITIES } from "#shared/enums";
import { TICKET_PRIORITY_LABELS } from "#shared/labels";
import { NEW_TICKET_PARAMS } from "#web/app/paths";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useCreateTicket } from "../api/create-ticket";
import { useCustomerSuccessPeople } from "../api/customer-success-people";
import { customerQueryOptions } from "../api/get-customer";
import type { SelectedAttachment } from "./attachment-selection";
import { AttachmentsPicker } from "./attachments-picker";
import { type CustomerChoice, CustomerChooser } from "./customer-chooser";

/** The shared rules, with the assignee as the menu holds it: "" for nobody. */
const newTicketSchema = ticketFormSchema.extend({ assigneeId: z.string() });
type NewTicketFields = z.input<typeof newTicketSchema>;
type NewTicketValues = z.output<typeof newTicketSchema>;

const EMPTY: NewTicketFields = {
  customerId: "",
  subject: "",
  priority: "normal",
  description: "",
  assigneeId: "",
};

/** The customer named by `?customer=`, once loaded, as the chooser's first choice. */
function usePresetCustomer(customerId: string | null): CustomerChoice | null {
  const customer = useQuery({ ...customerQueryOptions(customerId ?? ""), enabled: customerId !== null });
  return customer.data ? { id: customer.data.customer.id, name: customer.data.customer.name } : null;
}

/**
 * The New Ticket form (docs/product/customer-success.md#support-tickets), mounted while the dialog is open:
 * customer, subject, priority, a Markdown description, the assignee for those who work tickets, and files.
 */
function NewTicketForm({
  presetCustomerId,
  onPresetTaken,
  canAssign,
  onSendingChange,
  onDone,
}: {
  presetCustomerId: string | null;
  /** The preset is this form's alone: an opening by the button starts without it. */
  onPresetTaken(): void;
  canAssign: boolean;
  onSendingChange(sending: boolean): void;
  onDone(): void;
}) {
  const id = useId();
  const [customer, setCustomer] = useState<CustomerChoice | null>(null);
  const [attachments, setAttachments] = useState<SelectedAttachment[]>([]);
  const [presetId] = useState(presetCustomerId);
  const preset = usePresetCustomer(presetId);
  const people = useCustomerSuccessPeople();
  const create = useCreateTicket();
  const form = useContractForm(newTicketSchema, { defaultValues: EMPTY });
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { isSubmitting: sending },
  } = form;

  useEffect(onPresetTaken, [onPresetTaken]);
  // The preset customer loads after the form opens: it fills the field unless someone chose one already.
  useEffect(() => {
    if (!preset || getValues("customerId") !== "") return;
    setCustomer(preset);
    setValue("customerId", preset.id);
  }, [preset, getValues, setValue]);

  const send = async ({ assigneeId, ...ticket }: NewTicketValues) => {
    onSendingChange(true);
    try {
      const { ticket: opened } = await create.mutateAsync({
        ...ticket,
        ...(canAssign && assigneeId ? { assigneeId } : {}),
        ...(attachments.length > 0 ? { attachments: attachments.map(({ file }) => file) } : {}),
      });
      toast.success("Ticket Opened", { description: `#${opened.number} ${opened.subject}` });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Could Not Open Ticket");
    } finally {
      onSendingChange(false);
    }
  };

  const personName = (personId: string) =>
    people.data?.people.find((person) => person.id === personId)?.name ?? personId;

  return (
    <form onSubmit={form.submit(send)} noValidate aria-label="New Ticket" className="grid min-w-0 gap-4">
      <FormField id={`${id}-customer`} label="Customer" required error={form.error("customerId")}>
        {(controlProps) => (
          <Controller
            control={control}
            name="customerId"
            render={({ field }) => (
              <CustomerChooser
                control={controlProps}
                ref={field.ref}
                value={customer}
                onChange={(chosen) => {
                  setCustomer(chosen);
                  setValue("customerId", chosen?.id ?? "", { shouldValidate: form.formState.isSubmitted });
                }}
                onBlur={field.onBlur}
                disabled={sending}
              />
            )}
          />
        )}
      </FormField>
      <FormField id={`${id}-subject`} label="Subject" required error={form.error("subject")}>
        {(controlProps) => (
          <Input
            {...controlProps}
            maxLength={200}
            autoComplete="off"
            disabled={sending}
            {...register("subject")}
          />
        )}
      </FormField>
      <SelectField
        id={`${id}-priority`}
        label="Priority"
        name="priority"
        control={control}
        options={TICKET_PRIORITIES}
        optionLabel={(priority) => TICKET_PRIORITY_LABELS[priority]}
        error={form.error("priority")}
        disabled={sending}
      />
      <FormField
        id={`${id}-description`}
        label="Description"
        required
        hint="Markdown: **bold**, lists, links and code."
        error={form.error("description")}
      >
        {(controlProps) => (
          <Textarea
            {...controlProps}
            rows={6}
            maxLength={20_000}
            disabled={sending}
            placeholder="What happened, what was expected, and how to reproduce it"
            {...register("description")}
          />
        )}
      </FormField>
      {canAssign ? (
        <SelectField
          id={`${id}-assignee`}
          label="Assignee"
          name="assigneeId"
          control={control}
          options={(people.data?.people ?? []).map((person) => person.id)}
          optionLabel={personName}
          emptyLabel="Unassigned"
          error={form.error("assigneeId")}
          disabled={sending}
        />
      ) : null}
      <div className="grid gap-2">
        <span className="text-sm font-medium leading-none">Attachments</span>
        <AttachmentsPicker
          attachments={attachments}
          onAttachmentsChange={setAttachments}
          disabled={sending}
        />
      </div>
      <DialogSubmitRow
        label="Open Ticket"
        busy={sending}
        busyLabel="Opening"
        icon={<TicketPlusIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * New Ticket: every staff member may open one. The dialog also opens on arrival at `paths.customerSuccess.newTicket`
 * (the dashboard's Quick Action, a customer's page), with its customer chosen; the query leaves the address once
 * read, so Back and reload do not open it again.
 */
export function NewTicketDialog({ canAssign }: { canAssign: boolean }) {
  const [sending, setSending] = useState(false);
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<string | null>(null);
  const takePreset = useCallback(() => setPreset(null), []);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(NEW_TICKET_PARAMS.open) === "1";
  const askedFor = searchParams.get(NEW_TICKET_PARAMS.customer);

  useEffect(() => {
    if (!asked) return;
    setPreset(askedFor);
    setOpen(true);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_TICKET_PARAMS.open);
        next.delete(NEW_TICKET_PARAMS.customer);
        return next;
      },
      { replace: true },
    );
  }, [asked, askedFor, setSearchParams]);

  return (
    <ActionDialog
      label="New Ticket"
      icon={<TicketPlusIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
      contentClassName="sm:max-w-2xl"
      locked={sending}
      open={open}
      onOpenChange={setOpen}
    >
      {(close) => (
        <>
          <DialogHeader>
            <DialogTitle>New Ticket</DialogTitle>
            <DialogDescription>
              Open a support ticket for a customer. Its SLA clock starts when it is opened.
            </DialogDescription>
          </DialogHeader>
          <NewTicketForm
            presetCustomerId={preset}
            onPresetTaken={takePreset}
            canAssign={canAssign}
            onSendingChange={setSending}
            onDone={close}
          />
        </>
      )}
    </ActionDialog>
  );
}
