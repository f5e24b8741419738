import { type FormRefusal, formRefusalOf } from "#web/lib/forms/form-refusal";
import type { RpcFailure } from "#web/lib/transport/rpc-error";

/** A refused part of the definition: the form's path to it (`definition.filters.0.values`) and why. */
export interface DefinitionIssue {
  path: string;
  message: string;
}

/**
 * A refused save as the builder places it: issues inside the definition go to their own part of it (`nested`),
 * the rest to the name, description or visibility, or beside the button (`refusal`).
 */
export function reportRefusalOf(failure: RpcFailure): { refusal: FormRefusal; nested: DefinitionIssue[] } {
  const nested: DefinitionIssue[] = [];
  const topLevel = failure.issues.filter((issue) => {
    if (issue.path[0] !== "definition" || issue.path.length < 2) return true;
    nested.push({ path: issue.path.map(String).join("."), message: issue.message });
    return false;
  });
  return { refusal: formRefusalOf({ ...failure, issues: topLevel }), nested };
}
