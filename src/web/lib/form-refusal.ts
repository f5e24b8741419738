import type { RpcFailure } from "./rpc-error";

/** One problem the server named, with the input it concerns (its name on the server) when it names one. */
export interface FieldIssue {
  field?: string;
  message: string;
}

/** A refusal as a form shows it. */
export interface FormRefusal {
  /** The HTTP status; 0 when no answer came (offline, connection dropped). */
  status: number;
  /** The server's reason that names no input. */
  message?: string;
  issues: readonly FieldIssue[];
}

/**
 * A refused call as a form shows it: each validation issue names the value its path ends at (["email"]), and a
 * service's refusal names its input in data.field (e.g. email for an address in use), its message then shown
 * there rather than beside the buttons.
 */
export function formRefusalOf({ status, message, field, issues }: RpcFailure): FormRefusal {
  const named = issues.map(({ path, message }) => {
    const name = path.at(-1);
    return { field: typeof name === "string" ? name : undefined, message };
  });
  if (field === undefined || message === undefined) return { status, message, issues: named };
  return { status, issues: [...named, { field, message }] };
}
