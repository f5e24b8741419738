import { UserPlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { FormField } from "#web/components/form-field";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { failureText } from "#web/lib/failure-text";
import { useEnrollLearners } from "../api/enroll-learners";
import { type ChosenLearner, LearnerChooser } from "./learner-chooser";

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
  const [chosen, setChosen] = useState<ChosenLearner[]>([]);
  const [error, setError] = useState<string>();
  const enroll = useEnrollLearners({
    mutationConfig: {
      onSuccess: (outcome) => {
        const { title, description } = enrolledMessage(outcome);
        toast.success(title, { description });
        setChosen([]);
      },
      onError: (refusal) => {
        const reason = failureText(refusal);
        setError(reason);
        toast.error("Enrollment Failed", { description: reason });
      },
    },
  });
  const busy = enroll.isPending;

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError("Please choose someone to enroll.");
      return;
    }
    setError(undefined);
    enroll.mutate({ courseId, userIds: chosen.map((learner) => learner.id) });
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
        <form onSubmit={send} noValidate aria-label="Enroll people" className="grid gap-4">
          <FormField id={`${id}-people`} label="People to enroll" error={error}>
            {(control) => (
              <LearnerChooser
                courseId={courseId}
                control={control}
                picked={chosen}
                onPick={(learner) => {
                  setError(undefined);
                  setChosen((current) => [...current, learner]);
                }}
                disabled={busy}
              />
            )}
          </FormField>
          {chosen.length > 0 ? (
            <ul aria-label="Chosen people" className="flex flex-wrap gap-2">
              {chosen.map((learner) => (
                <li key={learner.id}>
                  <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-3 text-sm font-medium">
                    <span className="max-w-56 truncate" title={learner.email}>
                      {learner.name}
                    </span>
                    <button
                      type="button"
                      aria-label={`Remove ${learner.name}`}
                      disabled={busy}
                      onClick={() =>
                        setChosen((current) => current.filter((other) => other.id !== learner.id))
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
