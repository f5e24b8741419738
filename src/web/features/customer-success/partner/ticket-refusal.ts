import { type FormRefusal, formRefusalOf } from "#web/lib/forms/form-refusal";
import type { RpcFailure } from "#web/lib/transport/rpc-error";

/**
 * A refused ticket message as its form shows it: what concerns the attachments (a file's type or size, their
 * count, a body over the limit) beside the file picker, the rest at the form's fields and buttons.
 */
export function ticketRefusal(failure: RpcFailure): { form: FormRefusal; attachments?: string } {
  const refusal = formRefusalOf(failure);
  const aboutFiles = (issue: { field?: string }) => issue.field === "attachments";
  // A validation issue about one file ends its path at the file's index: the array is named one step before.
  const fileIssue = failure.issues.find(({ path }) => path[0] === "attachments")?.message;
  const named = refusal.issues.find(aboutFiles)?.message;
  const tooLarge =
    failure.status === 413
      ? (refusal.message ?? "The files are too large. Please attach smaller ones.")
      : undefined;
  const attachments = named ?? fileIssue ?? tooLarge;
  return {
    form: {
      status: refusal.status,
      message: tooLarge ? undefined : refusal.message,
      issues: refusal.issues.filter(
        (issue) => !aboutFiles(issue) && !(fileIssue !== undefined && issue.message === fileIssue),
      ),
    },
    attachments,
  };
}
