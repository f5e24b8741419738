import type { RpcFailure } from "./rpc-error";

/**
 * Sorts a refusal onto a form's fields, in the form's order: a service's refusal names its field (data.field,
 * e.g. email for an address in use), the input check each value's path (["email"]). What names no field, and the
 * message of a refusal that does not belong to one, are left to show beside the buttons.
 */
export function placeRefusal<Field extends string>(
  failure: RpcFailure,
  order: readonly Field[],
): { placed: { field: Field; message: string }[]; unplaced: string[]; message?: string } {
  const isField = (name: unknown): name is Field => (order as readonly unknown[]).includes(name);
  const placed: { field: Field; message: string }[] = [];
  const unplaced: string[] = [];
  for (const issue of failure.issues) {
    const name = issue.path.at(-1);
    if (isField(name)) placed.push({ field: name, message: issue.message });
    else unplaced.push(issue.message);
  }
  const { field, message } = failure;
  const atField = isField(field) && message !== undefined;
  if (atField) placed.push({ field, message });
  placed.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  return { placed, unplaced, message: atField ? undefined : message };
}
