import { useId, useMemo } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import type { ButtonProps } from "#web/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";

/** What a note dialog asks and says: its button, its title and text, its field and what it tells when done. */
export interface NoteDialogProps {
  label: string;
  /** The button's name when the label alone does not say which deal, e.g. "Withdraw: Initech". */
  accessibleName: string;
  icon: React.ReactNode;
  variant?: ButtonProps["variant"];
  title: string;
  description: string;
  fieldLabel: string;
  fieldHint?: string;
  /** The field's rule, the contract's own (e.g. withdrawDealInput.shape.reason). */
  field: z.ZodType<string, string>;
  submitLabel: string;
  busyLabel: string;
  /** Sends the note; rejects with the call's error when refused. */
  send(text: string): Promise<unknown>;
  done: { title: string; description: string };
  failedTitle: string;
}

/**
 * A button and the dialog it opens asking one piece of text for a move of a deal: a reviewer's question, a
 * partner's reason for withdrawing or for more time (docs/product/programme.md). The server's refusal is shown
 * beside the buttons.
 */
export function NoteDialog(props: NoteDialogProps) {
  return (
    <ActionDialog
      label={props.label}
      accessibleName={props.accessibleName}
      icon={props.icon}
      variant={props.variant}
    >
      {(close) => <NoteForm {...props} onDone={close} />}
    </ActionDialog>
  );
}

function NoteForm({ onDone, ...props }: NoteDialogProps & { onDone(): void }) {
  const id = useId();
  const schema = useMemo(() => z.object({ text: props.field }), [props.field]);
  const form = useContractForm(schema, { defaultValues: { text: "" } });
  const busy = form.formState.isSubmitting;
  const send = async ({ text }: { text: string }) => {
    try {
      await props.send(text);
      toast.success(props.done.title, { description: props.done.description });
      onDone();
    } catch (error) {
      form.refuseCall(error, props.failedTitle);
    }
  };
  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
      </DialogHeader>
      <FormField
        id={`${id}-text`}
        label={props.fieldLabel}
        hint={props.fieldHint}
        required
        error={form.error("text")}
      >
        {(control) => (
          <Textarea {...control} rows={4} maxLength={2000} disabled={busy} {...form.register("text")} />
        )}
      </FormField>
      <DialogSubmitRow
        label={props.submitLabel}
        busy={busy}
        busyLabel={props.busyLabel}
        icon={props.icon}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
