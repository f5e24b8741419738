import { GlobeIcon } from "lucide-react";
import { useId } from "react";
import { z } from "zod";
import { joinDomain } from "#shared/contracts/join-requests";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { toast } from "#web/lib/toasts/toast";
import { useSetJoinDomain } from "./api/join-requests";

const domainForm = z.object({ domain: joinDomain });

/**
 * The e-mail domain whose people may ask to join the team (docs/product/partner-teams.md#join-requests): saved, or
 * cleared to stop requests. The server refuses a public mail provider and another partner's domain.
 */
export function JoinDomainForm({ current }: { current: string | null }) {
  const id = useId();
  const setDomain = useSetJoinDomain();
  const form = useContractForm(domainForm, { defaultValues: { domain: current ?? "" } });
  const {
    register,
    reset,
    formState: { isSubmitting },
  } = form;

  const save = form.submit(async ({ domain }) => {
    try {
      await setDomain.mutateAsync({ domain });
      reset({ domain });
      toast.success("Join domain saved", {
        description: `People with an address at ${domain} can ask to join your team.`,
      });
    } catch (error) {
      form.refuseCall(error, "Failed to save the join domain");
    }
  });
  const stop = async () => {
    try {
      await setDomain.mutateAsync({ domain: null });
      reset({ domain: "" });
      toast.success("Join requests stopped", {
        description: "Nobody can ask to join your team by e-mail domain.",
      });
    } catch (error) {
      form.refuseCall(error, "Failed to stop join requests");
    }
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-3">
      <FormField
        id={`${id}-domain`}
        label="Join domain"
        hint="Colleagues with an e-mail at this domain can ask to join from the partner login."
        error={form.error("domain")}
      >
        {(field) => (
          <Input
            {...field}
            placeholder="yourcompany.com"
            autoComplete="off"
            {...register("domain")}
            disabled={isSubmitting}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <BusyButton
          type="submit"
          busy={isSubmitting}
          busyLabel="Saving"
          icon={<GlobeIcon aria-hidden="true" />}
        >
          Save Domain
        </BusyButton>
        {current ? (
          <Button type="button" variant="outline" disabled={setDomain.isPending} onClick={stop}>
            Stop Requests
          </Button>
        ) : null}
      </div>
      <RefusalAlert reasons={form.reasons} />
    </form>
  );
}
