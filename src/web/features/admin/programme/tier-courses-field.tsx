import { ChevronsUpDownIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "#web/components/ui/popover";
import type { TierCourse } from "../api/tier-courses";

/** The courses to choose from, as their query stands. */
export interface CourseChoices {
  courses: readonly TierCourse[] | undefined;
  pending: boolean;
  failed: boolean;
}

/** What a tier that names no course counts: any course a member completed. */
const ANY_COURSE = "Any course";

/**
 * The courses a tier names, chosen by ticking them in a list that opens from the field: a member counts as
 * certified for the tier once they completed every one, or any course when none is ticked. A course named but
 * not listed (unpublished since, or for partners alone where the catalog is read) stays ticked until unticked.
 * `editable` false shows the choice only.
 */
export function TierCoursesField({
  id,
  tier,
  value,
  onChange,
  choices,
  editable,
  disabled,
  error,
}: {
  id: string;
  /** The tier's name, for the list's name: "Courses for Silver". */
  tier: string;
  value: readonly string[];
  onChange(courseIds: string[]): void;
  choices: CourseChoices;
  editable: boolean;
  disabled: boolean;
  error?: string;
}) {
  const listId = useId();
  const errorId = `${id}-error`;
  const known = choices.courses ?? [];
  const unlisted = value
    .filter((courseId) => !known.some((course) => course.id === courseId))
    .map((courseId) => ({ id: courseId, title: "A course not listed here" }));
  const shown = [...known, ...unlisted];
  const chosenTitles = value.map(
    (courseId) => shown.find((course) => course.id === courseId)?.title ?? courseId,
  );
  const summary = chosenTitles.length === 0 ? ANY_COURSE : chosenTitles.join(", ");
  const toggle = (courseId: string, on: boolean) =>
    onChange(on ? [...value, courseId] : value.filter((chosen) => chosen !== courseId));

  if (!editable) {
    return (
      <div className="grid min-w-0 content-start gap-2">
        <p className="text-sm font-medium leading-none lg:sr-only">Courses</p>
        <p className="text-sm break-words lg:py-2">{summary}</p>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label id={`${id}-label`} htmlFor={id} className="lg:sr-only">
        Courses
      </Label>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            className="w-full justify-between font-normal"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // Named by its label and what it holds, as a menu button reads its choice.
            aria-labelledby={`${id}-label ${id}-summary`}
            title={summary}
          >
            <span id={`${id}-summary`} className="truncate">
              {summary}
            </span>
            <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="grid w-80 max-w-[calc(100vw-2rem)] gap-2 p-3">
          <p id={listId} className="text-sm font-medium">
            Courses for {tier}
          </p>
          <p className="text-xs text-muted-foreground">
            A member is certified once they completed every course ticked; with none ticked, any course
            counts.
          </p>
          {choices.pending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading courses...
            </p>
          ) : choices.failed && shown.length === 0 ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load the courses.
            </p>
          ) : shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">No published courses for partners yet.</p>
          ) : (
            <ul aria-labelledby={listId} className="grid max-h-64 gap-1 overflow-y-auto">
              {shown.map((course) => {
                const boxId = `${listId}-${course.id}`;
                return (
                  <li key={course.id} className="flex items-center gap-3 rounded-sm px-1 py-1.5">
                    <Checkbox
                      id={boxId}
                      checked={value.includes(course.id)}
                      onCheckedChange={(on) => toggle(course.id, on === true)}
                    />
                    <Label htmlFor={boxId} className="min-w-0 break-words font-normal leading-snug">
                      {course.title}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        </PopoverContent>
      </Popover>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
