import { type Ref, useState } from "react";
import type { LearnerOption } from "#shared/contracts/learning";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { SearchCombobox } from "#web/components/search/search-combobox";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { useLearnerSearch } from "../api/search-learners";

/** The server answers at most this many people per search: a full answer means there may be more. */
const LIMIT = 20;

/** A person of the chooser, with the `id` SearchCombobox keys its options by. */
export type ChosenLearner = LearnerOption & { id: string };

export const learnerDetail = (learner: LearnerOption) =>
  learner.kind === "partner"
    ? `${learner.email} · Partner${learner.companyName ? `, ${learner.companyName}` : ""}`
    : `${learner.email} · Staff`;

/**
 * Searches the people in the course's audience by name or e-mail as one types, and hands each one picked to
 * `onPick`; those already picked are not offered again. Nothing is asked before the list first opens.
 */
export function LearnerChooser({
  courseId,
  control,
  picked,
  onPick,
  disabled,
  ref,
}: {
  courseId: string;
  control: FieldControlProps;
  picked: readonly LearnerOption[];
  onPick(learner: ChosenLearner): void;
  disabled: boolean;
  /** The search field, for the form to focus when nobody is chosen. */
  ref?: Ref<HTMLInputElement>;
}) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const learners = useLearnerSearch(courseId, search, { enabled: opened });

  const options = (learners.data?.items ?? [])
    .map((learner) => ({ ...learner, id: learner.userId }))
    .filter((learner) => !picked.some((chosen) => chosen.userId === learner.userId));

  return (
    <SearchCombobox<ChosenLearner>
      control={control}
      ref={ref}
      value={null}
      onChange={(learner) => {
        if (learner) onPick(learner);
      }}
      onSearchChange={setTyped}
      onOpen={() => setOpened(true)}
      results={{
        options,
        pending: learners.isPending,
        fetching: learners.isFetching,
        failed: learners.isError,
        search,
        limit: LIMIT,
      }}
      optionLabel={(learner) => learner.name}
      optionDetail={learnerDetail}
      placeholder="Search by name or e-mail..."
      noun={["person", "people"]}
      listLabel="People to enroll"
      disabled={disabled}
    />
  );
}
