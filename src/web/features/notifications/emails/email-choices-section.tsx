import { useId } from "react";
import { toast } from "sonner";
import { type NotificationEmailsForm, notificationEmailsSchema } from "#shared/contracts/notifications";
import type { NotificationKind } from "#shared/enums";
import { NOTIFICATION_KIND_LABELS } from "#shared/labels";
import { useAuth } from "#web/app/auth/auth-context";
import { SubmitRow } from "#web/components/forms/submit-row";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useEmailChoices } from "../api/get-email-choices";
import { useSaveEmailChoices } from "../api/save-email-choices";

/**
 * The Preferences page's "Email notifications" (docs/product/notifications.md#e-mail-digest): a box for each
 * kind the person can be told of; the ticked ones also come by e-mail, gathered in a digest.
 */
export function EmailChoicesSection() {
  const { user } = useAuth();
  const headingId = useId();
  const choices = useEmailChoices(user?.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Email notifications</h2>
        </CardTitle>
        <CardDescription>
          Choose what you also want by e-mail. Mails come as one digest, at most every 15 minutes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {choices.isError ? (
          <ListLoadFailed
            message="Your e-mail choices could not be loaded."
            onRetry={() => choices.refetch()}
          />
        ) : !choices.data || !user ? (
          <ListLoading label="Loading your e-mail choices" rows={2} rowClassName="h-6 w-full" />
        ) : (
          <EmailChoicesForm userId={user.id} saved={choices.data.kinds} available={choices.data.available} />
        )}
      </CardContent>
    </Card>
  );
}

function EmailChoicesForm({
  userId,
  saved,
  available,
}: {
  userId: string;
  saved: NotificationKind[];
  available: NotificationKind[];
}) {
  const legendId = useId();
  const form = useContractForm(notificationEmailsSchema, {
    defaultValues: { kinds: saved } satisfies NotificationEmailsForm,
  });
  const save = useSaveEmailChoices(userId);
  const {
    watch,
    setValue,
    formState: { isSubmitting },
  } = form;
  const kinds = watch("kinds");

  const toggle = (kind: NotificationKind, on: boolean) => {
    const next = on ? [...kinds, kind] : kinds.filter((chosen) => chosen !== kind);
    // Kept in the order the kinds are offered, so what is sent reads like the page.
    setValue(
      "kinds",
      available.filter((offered) => next.includes(offered)),
      { shouldDirty: true },
    );
  };

  const submit = form.submit(async (values) => {
    try {
      const next = await save.mutateAsync(values);
      form.reset({ kinds: next.kinds });
      toast.success("Email Notifications Saved");
    } catch (error) {
      form.refuseCall(error, "Email Notifications Not Saved");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset
        className="grid gap-3"
        aria-describedby={form.error("kinds") ? `${legendId}-error` : undefined}
      >
        <legend id={legendId} className="mb-2 text-sm font-medium">
          E-mail me about
        </legend>
        {available.map((kind) => (
          <div key={kind} className="flex items-center gap-2">
            <Checkbox
              id={`email-${kind}`}
              checked={kinds.includes(kind)}
              disabled={isSubmitting}
              onCheckedChange={(checked) => toggle(kind, checked === true)}
            />
            <Label htmlFor={`email-${kind}`} className="font-normal">
              {NOTIFICATION_KIND_LABELS[kind]}
            </Label>
          </div>
        ))}
        {form.error("kinds") ? (
          <p id={`${legendId}-error`} className="text-sm text-destructive">
            {form.error("kinds")}
          </p>
        ) : null}
      </fieldset>
      <SubmitRow label="Save Email Notifications" saves busy={isSubmitting} reasons={form.reasons} />
    </form>
  );
}
