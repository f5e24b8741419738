import { UserPlusIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { enrollPeopleSchema } from "#shared/contracts/learning";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useEnrollLearners } from "../api/enroll-learners";
import { LearnerChooser } from "./learner-chooser";

const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

/** What an enrollment did: who was enrolled now and who already was. */
export function enrolledMessage({
  enrolled,
  alreadyEnrolled,
}: {
  enrolled: number;
  alreadyEnrolled: number;
}) {
  const title = `Enrolled ${people(enrolled)}`;
  const description =
    alreadyEnrolled > 0
      ? `${people(alreadyEnrolled)} ${alreadyEnrolled === 1 ? "was" : "were"} already enrolled.`
      : undefined;
  return { title, description };
}

/**
 * Enroll people (docs/product/learning.md#enrolling-others): several people of the course's audience are
 * picked, shown as removable chips, and enrolled together.
 */
export function EnrollPeople({ courseId }: { courseId: string }) {
  const id = useId();
  const enroll = useEnrollLearners();
  const form = useContractForm(enrollPeopleSchema, { defaultValues: { userIds: [] } });
  const busy = form.formState.isSubmitting;

  const send = async ({ userIds }: z.output<typeof enrollPeopleSchema>) => {
    try {
      const { title, description } = enrolledMessage(await enroll.mutateAsync({ courseId, userIds }));
      toast.success(title, { description });
      form.reset();
    } catch (error) {
      form.refuseCall(error, "Enrollment Failed");
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Enroll people</h2>
        </CardTitle>
        <CardDescription>
          Staff and partner contacts in the course's audience. They find it under My Learning.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.submit(send)} noValidate aria-label="Enroll people" className="grid gap-4">
          <Controller
            control={form.control}
            name="userIds"
            render={({ field: { value: chosen, onChange, ref } }) => (
              <>
                <FormField id={`${id}-people`} label="People to enroll" error={form.error("userIds")}>
                  {(control) => (
                    <LearnerChooser
                      courseId={courseId}
                      control={control}
                      ref={ref}
                      picked={chosen}
                      onPick={(learner) => onChange([...chosen, learner])}
                      disabled={busy}
                    />
                  )}
                </FormField>
                {chosen.length > 0 ? (
                  <ul aria-label="Chosen people" className="flex flex-wrap gap-2">
                    {chosen.map((learner) => (
                      <li key={learner.userId}>
                        <Badge
                          variant="secondary"
                          className="gap-1 py-1 pr-1 pl-3 text-sm font-medium dark:border-border"
                        >
                          <span className="max-w-56 truncate" title={learner.email}>
                            {learner.name}
                          </span>
                          <button
                            type="button"
                            aria-label={`Remove ${learner.name}`}
                            disabled={busy}
                            onClick={() =>
                              onChange(chosen.filter((other) => other.userId !== learner.userId))
                            }
                            className="flex size-6 items-center justify-center rounded-full outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                          >
                            <XIcon aria-hidden="true" className="size-3.5" />
                          </button>
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            )}
          />
          <RefusalAlert reasons={form.reasons} />
          <BusyButton
            type="submit"
            busy={busy}
            busyLabel="Enrolling"
            icon={<UserPlusIcon aria-hidden="true" />}
            className="w-full sm:w-auto sm:justify-self-end"
          >
            Enroll
          </BusyButton>
        </form>
      </CardContent>
    </Card>
  );
}
