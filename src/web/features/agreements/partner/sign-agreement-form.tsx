import { FileSignatureIcon } from "lucide-react";
import { useId } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { signAgreementInput } from "#shared/contracts/agreements";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { BusyButton } from "#web/components/ui/busy-button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { toast } from "#web/lib/toasts/toast";
import { useSignAgreement } from "../api/partner-agreement";

type SignValues = z.output<typeof signAgreementInput>;

/**
 * A partner admin's signature for the company (docs/product/agreements.md#signing): full name and title as typed,
 * the acceptance ticked, and the version read named, so a newer one published meanwhile is refused.
 */
export function SignAgreementForm({ versionId, memberName }: { versionId: string; memberName: string }) {
  const id = useId();
  const sign = useSignAgreement();
  const form = useContractForm(signAgreementInput, {
    defaultValues: { versionId, fullName: memberName, title: "", accepted: false },
    order: ["fullName", "title", "accepted"],
  });
  const busy = form.formState.isSubmitting;

  const send = async (values: SignValues) => {
    try {
      await sign.mutateAsync(values);
      toast.success("Agreement signed", { description: "The signed copy is ready to download below." });
    } catch (error) {
      form.refuseCall(error, "The agreement was not signed");
    }
  };

  return (
    <form
      onSubmit={form.submit(send)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-lg border p-4"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-semibold">
          Sign for your company
        </h3>
        <p className="text-sm text-muted-foreground">
          The portal records your name and title, the time, your network address and browser, and the SHA-256
          of the text above, and keeps a signed copy as a PDF.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Full Name" required error={form.error("fullName")}>
          {(field) => <Input {...field} autoComplete="name" {...form.register("fullName")} disabled={busy} />}
        </FormField>
        <FormField id={`${id}-title`} label="Title" required error={form.error("title")}>
          {(field) => (
            <Input
              {...field}
              autoComplete="organization-title"
              placeholder="e.g. Managing Director"
              {...form.register("title")}
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="accepted"
        render={({ field }) => (
          <div className="grid gap-1">
            <div className="flex items-start gap-3">
              <Checkbox
                id={`${id}-accepted`}
                ref={field.ref}
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(on) => field.onChange(on === true)}
                onBlur={field.onBlur}
                disabled={busy}
                aria-invalid={form.error("accepted") ? true : undefined}
                aria-describedby={form.error("accepted") ? `${id}-accepted-error` : undefined}
              />
              <Label htmlFor={`${id}-accepted`} className="leading-snug font-normal">
                I have read this agreement and accept it on behalf of my company
              </Label>
            </div>
            {form.error("accepted") ? (
              <p id={`${id}-accepted-error`} className="text-sm text-destructive">
                {form.error("accepted")}
              </p>
            ) : null}
          </div>
        )}
      />
      <RefusalAlert reasons={form.reasons} />
      <div>
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel="Signing"
          icon={<FileSignatureIcon aria-hidden="true" />}
        >
          Sign Agreement
        </BusyButton>
      </div>
    </form>
  );
}
