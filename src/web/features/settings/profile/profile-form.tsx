import { toast } from "sonner";
import { type ProfileSettings, profileSettingsSchema } from "#shared/contracts/profile";
import { useAuth } from "#web/app/auth/auth-context";
import { SubmitRow } from "#web/components/forms/submit-row";
import { TextField } from "#web/components/forms/text-field";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useUpdateProfileSettings } from "../api/profile-settings";

/** Name and job title; a partner's contact also the partner's contact phone. */
export function ProfileForm({ userId, saved }: { userId: string; saved: ProfileSettings }) {
  const { refresh } = useAuth();
  const form = useContractForm(profileSettingsSchema, {
    defaultValues: {
      fullName: saved.fullName,
      jobTitle: saved.jobTitle ?? "",
      contactPhone: saved.contactPhone ?? "",
    },
  });
  const update = useUpdateProfileSettings(userId);
  const {
    register,
    formState: { isSubmitting },
  } = form;

  const submit = form.submit(async (values) => {
    try {
      await update.mutateAsync(saved.isPartner ? values : { ...values, contactPhone: undefined });
      toast.success("Profile Saved");
      // The account menu and greetings show the new name.
      await refresh();
    } catch (error) {
      form.refuseCall(error, "Profile Not Saved");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextField
        id="profile-full-name"
        label="Full name"
        autoComplete="name"
        aria-required="true"
        disabled={isSubmitting}
        error={form.error("fullName")}
        {...register("fullName")}
      />
      <TextField
        id="profile-job-title"
        label="Job title"
        autoComplete="organization-title"
        disabled={isSubmitting}
        error={form.error("jobTitle")}
        {...register("jobTitle")}
      />
      {saved.isPartner ? (
        <TextField
          id="profile-contact-phone"
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          disabled={isSubmitting}
          error={form.error("contactPhone")}
          {...register("contactPhone")}
        />
      ) : null}
      <SubmitRow label="Save Profile" saves busy={isSubmitting} reasons={form.reasons} />
    </form>
  );
}
