import type { FormRefusal } from "#web/lib/forms/form-refusal";
import { formRefusalOf } from "#web/lib/forms/form-refusal";
import type { RpcFailure } from "#web/lib/transport/rpc-error";

/** A refused lesson, question or answer: the form's path to it (`lessons.1.title`) and why. */
export interface NestedIssue {
  path: string;
  message: string;
}

/**
 * A refused save as the editor places it. The update's input wraps the form in `course`, so that name is
 * dropped; issues inside the lessons or the quiz go to their own fields (`nested`), the rest to the form's
 * top-level fields or beside the button (`refusal`).
 */
export function courseRefusalOf(failure: RpcFailure): { refusal: FormRefusal; nested: NestedIssue[] } {
  const nested: NestedIssue[] = [];
  const topLevel = failure.issues.flatMap((issue) => {
    const path = issue.path[0] === "course" ? issue.path.slice(1) : issue.path;
    if (path.length > 1 && (path[0] === "lessons" || path[0] === "quiz")) {
      nested.push({ path: path.map(String).join("."), message: issue.message });
      return [];
    }
    return [{ ...issue, path }];
  });
  return { refusal: formRefusalOf({ ...failure, issues: topLevel }), nested };
}
