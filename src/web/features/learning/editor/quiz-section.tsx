import { useRef, useState } from "react";
import type { CourseForm } from "#shared/contracts/learning";
import { blankQuiz } from "./course-form-values";
import { QuizEditor } from "./quiz-editor";
import { useCourseForm } from "./use-course-form";

/**
 * The quiz switched on or off. Without one, a course completes when every lesson is opened
 * (docs/product/learning.md#progress). Switching it off and on again in the same edit brings its questions back.
 */
export function QuizSection({ idPrefix, disabled }: { idPrefix: string; disabled: boolean }) {
  const { getValues, setValue, clearErrors } = useCourseForm();
  const [on, setOn] = useState(() => getValues("quiz") != null);
  const setAside = useRef<CourseForm["quiz"]>(null);

  const toggle = (next: boolean) => {
    clearErrors("quiz");
    if (next) {
      setValue("quiz", setAside.current ?? blankQuiz());
    } else {
      setAside.current = getValues("quiz");
      setValue("quiz", null);
    }
    setOn(next);
  };

  return (
    <section aria-labelledby={`${idPrefix}-quiz`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${idPrefix}-quiz`} className="text-lg font-semibold">
          Quiz
        </h2>
        <p className="text-sm text-muted-foreground">
          Learners complete the course once every lesson is opened and, with a quiz, once they pass it.
        </p>
      </div>
      <div className="flex items-center gap-3">
        <input
          id={`${idPrefix}-has-quiz`}
          type="checkbox"
          checked={on}
          disabled={disabled}
          onChange={(event) => toggle(event.target.checked)}
          className="size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed"
        />
        <label htmlFor={`${idPrefix}-has-quiz`} className="cursor-pointer text-sm font-medium">
          This course has a quiz
        </label>
      </div>
      {on ? <QuizEditor idPrefix={idPrefix} disabled={disabled} /> : null}
    </section>
  );
}
