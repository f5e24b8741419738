import { SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { partnerTicketReplyInput } from "#shared/contracts/tickets";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { UploadProgress } from "#web/components/forms/upload-progress";
import { BusyButton } from "#web/components/ui/busy-button";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import type { SelectedAttachment } from "../tickets/attachment-selection";
import { AttachmentsPicker } from "../tickets/attachments-picker";
import { useReplyToPartnerTicket } from "./api/reply-to-partner-ticket";
import { ticketRefusal } from "./ticket-refusal";

const replyFormSchema = partnerTicketReplyInput.pick({ body: true });
const REPLY_TOAST = "partner-ticket-reply";

/**
 * The partner's reply on its own ticket, in Markdown with up to five files: support sees it at once, and a
 * ticket waiting on the partner (pending) or solved is open again (docs/product/customer-success.md#partners).
 */
export function PartnerReplyForm({ ticketId }: { ticketId: string }) {
  const id = useId();
  const [attachments, setAttachments] = useState<SelectedAttachment[]>([]);
  const [attachmentsError, setAttachmentsError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const reply = useReplyToPartnerTicket();
  const form = useContractForm(replyFormSchema, { defaultValues: { body: "" } });
  const sending = form.formState.isSubmitting;

  const send = async ({ body }: { body: string }) => {
    setAttachmentsError(undefined);
    setProgress(0);
    const outcome = await reply.mutateAsync({
      ticketId,
      body,
      attachments: attachments.map(({ file }) => file),
      onProgress: setProgress,
    });
    setProgress(null);
    if (outcome.ok) {
      toast.success("Reply Sent", { id: REPLY_TOAST, description: "Our support team sees your reply." });
      form.reset({ body: "" });
      setAttachments([]);
      return;
    }
    toast.error("Reply Not Sent", {
      id: REPLY_TOAST,
      description: "Could not send your reply. Please try again.",
    });
    const refusal = ticketRefusal(outcome.failure);
    setAttachmentsError(refusal.attachments);
    form.refuse(refusal.form);
  };

  return (
    <form onSubmit={form.submit(send)} noValidate aria-label="Reply" className="grid min-w-0 gap-3">
      <FormField
        id={`${id}-body`}
        label="Your reply"
        hint="Markdown is supported."
        required
        error={form.error("body")}
      >
        {(control) => (
          <Textarea {...control} rows={4} maxLength={20_000} disabled={sending} {...form.register("body")} />
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
      <RefusalAlert reasons={form.reasons} />
      <BusyButton
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        busy={sending}
        busyLabel="Sending"
        icon={<SendIcon aria-hidden="true" />}
      >
        Send Reply
      </BusyButton>
    </form>
  );
}
