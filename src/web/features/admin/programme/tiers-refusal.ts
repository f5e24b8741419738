import { type FormRefusal, formRefusalOf } from "#web/lib/forms/form-refusal";
import type { RpcFailure } from "#web/lib/transport/rpc-error";

/** A refused value of one tier: the form's path to it (`tiers.2.minDealsWon`) and why. */
export interface TierIssue {
  path: `tiers.${number}.${string}`;
  message: string;
}

const tierPath = (path: readonly PropertyKey[]): TierIssue["path"] | undefined =>
  path.length === 3 && path[0] === "tiers" && typeof path[1] === "number" && typeof path[2] === "string"
    ? `tiers.${path[1]}.${path[2]}`
    : undefined;

/**
 * A refused save of the tiers as the form places it: each issue about one tier's value (a validation issue's
 * path, or the service's `data.field` such as `tiers.2.courseIds`) at that value, the rest beside the button.
 */
export function tiersRefusalOf(failure: RpcFailure): { refusal: FormRefusal; nested: TierIssue[] } {
  const nested: TierIssue[] = [];
  const issues = failure.issues.filter((issue) => {
    const path = tierPath(issue.path);
    if (path) nested.push({ path, message: issue.message });
    return !path;
  });
  const field = failure.field
    ? tierPath(failure.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)))
    : undefined;
  if (field && failure.message) {
    nested.push({ path: field, message: failure.message });
    // Said at its field, the service's reason is not repeated beside the button.
    return { refusal: formRefusalOf({ status: failure.status, issues }), nested };
  }
  return { refusal: formRefusalOf({ ...failure, issues }), nested };
}
