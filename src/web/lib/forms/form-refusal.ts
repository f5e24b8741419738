import type { RpcFailure } from "../transport/rpc-error";
import { refusalReasons } from "./refusal-reasons";

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

/**
 * Where a form shows a refusal: each issue at the field it names (`fields` maps the server's names to the form's
 * where they differ), a field its first message, in the form's `order`; the rest and the server's reason beside
 * the buttons.
 */
export function placeRefusal<Name extends string>(
  refusal: FormRefusal,
  order: readonly Name[],
  fields: Readonly<Partial<Record<string, Name>>> = {},
): { placed: { field: Name; message: string }[]; reasons: string[] } {
  const at = (name: string | undefined) => {
    if (name === undefined) return undefined;
    const field = fields[name] ?? name;
    return (order as readonly string[]).includes(field) ? (field as Name) : undefined;
  };
  const placed: { field: Name; message: string }[] = [];
  const unplaced: string[] = [];
  for (const issue of refusal.issues) {
    const field = at(issue.field);
    if (field === undefined) unplaced.push(issue.message);
    // A field shows the first message the server gave it.
    else if (!placed.some((shown) => shown.field === field)) placed.push({ field, message: issue.message });
  }
  placed.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  return { placed, reasons: refusalReasons(refusal, unplaced) };
}
