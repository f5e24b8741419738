import { useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { replyToTicketInput } from "#shared/contracts/tickets";
import { TICKET_STATUSES, type TicketStatus } from "#shared/enums";
import { TICKET_STATUS_LABELS } from "#shared/labels";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { SubmitRow } from "#web/components/forms/submit-row";
import { Label } from "#web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "#web/components/ui/radio-group";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useReplyToTicket } from "../api/reply-to-ticket";
import type { SelectedAttachment } from "./attachment-selection";
import { AttachmentsPicker } from "./attachments-picker";

const KINDS = [
  { value: "reply", label: "Reply", hint: "The requester and the partner see it." },
  { value: "note", label: "Internal note", hint: "Only staff see it." },
] as const;

/** The shared rules for the text, the kind of message, and the status as the menu holds it: "" keeps it. */
const replySchema = z.object({
  body: replyToTicketInput.shape.body,
  kind: z.enum(["reply", "note"]),
  status: z.union([z.enum(TICKET_STATUSES), z.literal("")]),
});
type ReplyFields = z.input<typeof replySchema>;

const EMPTY: ReplyFields = { body: "", kind: "reply", status: "" };

/**
 * The reply box for those who work tickets: a public Reply or an Internal note, in Markdown, optionally moving
 * the ticket to a status (e.g. Pending, Solved), with files. Once sent it empties and the focus returns to the
 * text, ready for the next message.
 */
export function ReplyBox({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const id = useId();
  const text = useRef<HTMLTextAreaElement | null>(null);
  const [attachments, setAttachments] = useState<SelectedAttachment[]>([]);
  const reply = useReplyToTicket();
  const form = useContractForm(replySchema, { defaultValues: EMPTY });
  const {
    register,
    control,
    reset,
    watch,
    formState: { isSubmitting: sending },
  } = form;
  const internal = watch("kind") === "note";
  const { ref: bodyRef, ...body } = register("body");

  const send = async (values: z.output<typeof replySchema>) => {
    try {
      await reply.mutateAsync({
        ticketId,
        body: values.body,
        internal: values.kind === "note",
        ...(values.status ? { status: values.status } : {}),
        ...(attachments.length > 0 ? { attachments: attachments.map(({ file }) => file) } : {}),
      });
      toast.success(values.kind === "note" ? "Note Added" : "Reply Sent");
      reset({ ...EMPTY, kind: values.kind });
      setAttachments([]);
      // The form is enabled again on the next render: the text takes the focus then.
      setTimeout(() => text.current?.focus());
    } catch (error) {
      form.refuseCall(error, values.kind === "note" ? "Note Not Added" : "Reply Not Sent");
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Respond
      </h2>
      <form onSubmit={form.submit(send)} noValidate aria-label="Respond to the ticket" className="grid gap-4">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <RadioGroup
              aria-label="Kind of message"
              value={field.value}
              onValueChange={field.onChange}
              disabled={sending}
              className="flex flex-wrap gap-x-6 gap-y-2"
            >
              {KINDS.map((kind) => (
                <div key={kind.value} className="flex items-start gap-2">
                  <RadioGroupItem
                    id={`${id}-${kind.value}`}
                    value={kind.value}
                    aria-describedby={`${id}-${kind.value}-hint`}
                    className="mt-0.5"
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={`${id}-${kind.value}`} className="cursor-pointer">
                      {kind.label}
                    </Label>
                    <span id={`${id}-${kind.value}-hint`} className="text-xs text-muted-foreground">
                      {kind.hint}
                    </span>
                  </div>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        <FormField
          id={`${id}-body`}
          label={internal ? "Internal note" : "Reply"}
          required
          hint="Markdown: **bold**, lists, links and code."
          error={form.error("body")}
        >
          {(controlProps) => (
            <Textarea
              {...controlProps}
              {...body}
              ref={(element) => {
                bodyRef(element);
                text.current = element;
              }}
              rows={5}
              maxLength={20_000}
              disabled={sending}
              className={internal ? "border-dashed border-amber-500" : undefined}
            />
          )}
        </FormField>
        <SelectField
          id={`${id}-status`}
          label="Set status"
          name="status"
          control={control}
          options={TICKET_STATUSES}
          optionLabel={(option) => TICKET_STATUS_LABELS[option]}
          emptyLabel={`Keep ${TICKET_STATUS_LABELS[status]}`}
          error={form.error("status")}
          disabled={sending}
        />
        <AttachmentsPicker
          attachments={attachments}
          onAttachmentsChange={setAttachments}
          disabled={sending}
        />
        <SubmitRow label={internal ? "Add Note" : "Send Reply"} busy={sending} reasons={form.reasons} />
      </form>
    </section>
  );
}
