import { SendIcon } from "lucide-react";
import { useId } from "react";
import { inviteMemberInput } from "#shared/contracts/partner-invitations";
import { PARTNER_MEMBER_ROLES } from "#shared/enums";
import { PARTNER_MEMBER_ROLE_LABELS } from "#shared/labels";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { SelectField } from "#web/components/forms/select-field";
import { BusyButton } from "#web/components/ui/busy-button";
import { Input } from "#web/components/ui/input";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { toast } from "#web/lib/toasts/toast";
import { useInviteMember } from "./api/invitations";

/**
 * Invites someone to the team by e-mail and role (docs/product/partner-teams.md#invitations): the server mails the
 * link, and refuses staff addresses, members here or elsewhere, and addresses already invited, in words shown here.
 */
export function InviteMemberForm({ partnerId }: { partnerId?: string }) {
  const id = useId();
  const invite = useInviteMember(partnerId);
  const form = useContractForm(inviteMemberInput, {
    defaultValues: { email: "", role: "sales_rep" },
  });
  const {
    register,
    control,
    reset,
    formState: { isSubmitting },
  } = form;

  const send = form.submit(async (values) => {
    try {
      const { invitation } = await invite.mutateAsync(values);
      toast.success("Invitation sent", {
        description: `${invitation.email} can join with the link in their e-mail for 7 days.`,
      });
      reset({ email: "", role: values.role });
    } catch (error) {
      form.refuseCall(error, "Failed to send the invitation");
    }
  });

  return (
    <form
      onSubmit={send}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-lg border bg-card p-4"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-semibold">
          Invite a Member
        </h3>
        <p className="text-sm text-muted-foreground">
          They get an e-mail with a link to choose their name and password. The link works once, for 7 days.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto] sm:items-end">
        <FormField id={`${id}-email`} label="Email" required error={form.error("email")}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="off"
              {...register("email")}
              disabled={isSubmitting}
            />
          )}
        </FormField>
        <SelectField
          id={`${id}-role`}
          label="Role"
          name="role"
          control={control}
          options={PARTNER_MEMBER_ROLES}
          optionLabel={(role) => PARTNER_MEMBER_ROLE_LABELS[role]}
          error={form.error("role")}
          disabled={isSubmitting}
        />
        <BusyButton
          type="submit"
          busy={isSubmitting}
          busyLabel="Sending invitation"
          icon={<SendIcon aria-hidden="true" />}
        >
          Send Invitation
        </BusyButton>
      </div>
      <RefusalAlert reasons={form.reasons} />
    </form>
  );
}
