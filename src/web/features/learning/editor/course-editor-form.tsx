import { SaveIcon } from "lucide-react";
import { useCallback, useId, useRef } from "react";
import { type FieldPath, FormProvider } from "react-hook-form";
import { toast } from "sonner";
import {
  type CourseForm,
  type CourseFormValues,
  courseFormSchema,
  type EditableCourse,
} from "#shared/contracts/learning";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { BusyButton } from "#web/components/ui/busy-button";
import { Card, CardContent } from "#web/components/ui/card";
import { useFocusAfterSubmit } from "#web/lib/focus/use-focus-after-submit";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useCreateCourse } from "../api/create-course";
import { useUpdateCourse } from "../api/update-course";
import { CourseDetailsFields } from "./course-details-fields";
import { courseFormOf, emptyCourse } from "./course-form-values";
import { courseRefusalOf } from "./course-refusal";
import { LessonsEditor } from "./lessons-editor";
import { QuizSection } from "./quiz-section";

const savedAs = (course: EditableCourse) =>
  course.status === "published" ? "It is published to its audience." : "It is a draft.";

/**
 * The course editor's one form over the course contract (docs/product/learning.md#courses): its details, its
 * lessons and its optional quiz. `saved` is the course being edited (none: a new one); saving keeps the ids of
 * its lessons, questions and answers. A new course goes to `onCreated` once the server has it.
 */
export function CourseEditorForm({
  saved,
  onCreated,
}: {
  saved: EditableCourse | undefined;
  onCreated?(course: EditableCourse): void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm(courseFormSchema, {
    defaultValues: saved ? courseFormOf(saved) : emptyCourse(),
  });
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const {
    reset,
    setError,
    formState: { isSubmitting },
  } = form;
  // A refused lesson, question or answer is not one of the form's top-level fields: the first marked invalid
  // on screen gets the focus once the fields are enabled again.
  const focusFirstInvalid = useFocusAfterSubmit(
    isSubmitting,
    useCallback(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), []),
  );

  const refuse = (error: unknown) => {
    const failure = rpcFailureOf(error) ?? { status: 0, issues: [] };
    toast.error("Course Not Saved", { description: failureText(error) });
    const { refusal, nested } = courseRefusalOf(failure);
    for (const issue of nested) setError(issue.path as FieldPath<CourseForm>, { message: issue.message });
    form.refuse(refusal);
    if (nested.length > 0) focusFirstInvalid(true);
  };

  const send = async (values: CourseFormValues) => {
    try {
      if (saved) {
        const course = await update.mutateAsync({ id: saved.id, course: values });
        toast.success("Course Saved", { description: `${course.title} is saved. ${savedAs(course)}` });
        // Lessons, questions and answers added in this edit now have ids: the next save must keep them.
        reset(courseFormOf(course));
      } else {
        const course = await create.mutateAsync(values);
        toast.success("Course Created", { description: `${course.title} is saved. ${savedAs(course)}` });
        onCreated?.(course);
      }
    } catch (error) {
      refuse(error);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={form.submit(send, () => focusFirstInvalid(true))}
        noValidate
        aria-label={saved ? `Edit ${saved.title}` : "New course"}
        className="grid min-w-0 gap-6"
      >
        <Card>
          <CardContent className="grid gap-4 px-4 sm:px-6">
            <h2 className="text-lg font-semibold">Details</h2>
            <CourseDetailsFields idPrefix={id} form={form} disabled={isSubmitting} />
          </CardContent>
        </Card>
        <LessonsEditor idPrefix={id} saved={saved} disabled={isSubmitting} />
        <Card>
          <CardContent className="px-4 sm:px-6">
            <QuizSection idPrefix={id} disabled={isSubmitting} />
          </CardContent>
        </Card>
        <div className="grid gap-4">
          <RefusalAlert reasons={form.reasons} />
          <BusyButton
            type="submit"
            busy={isSubmitting}
            busyLabel="Saving"
            icon={<SaveIcon aria-hidden="true" />}
            className="w-full sm:w-auto sm:justify-self-end"
          >
            {saved ? "Save Course" : "Create Course"}
          </BusyButton>
        </div>
      </form>
    </FormProvider>
  );
}
