import type { SubmitDealIssue } from "../api/submit-deal";

/**
 * Sorts the server's issues onto the form's fields: `fields` maps the server's name of each input to the
 * form's, in the order the form shows them, so the first placed issue is the first invalid field on screen.
 * Issues of no listed field (and the failure's own message) are left to show beside the button.
 */
export function placeIssues<Field extends string>(
  issues: readonly SubmitDealIssue[],
  fields: Readonly<Record<string, Field>>,
): { placed: { field: Field; message: string }[]; unplaced: string[] } {
  const order = Object.keys(fields);
  const placed: { field: Field; message: string; at: number }[] = [];
  const unplaced: string[] = [];
  for (const { field: name, message } of issues) {
    if (name !== undefined && Object.hasOwn(fields, name)) {
      placed.push({ field: fields[name] as Field, message, at: order.indexOf(name) });
    } else unplaced.push(message);
  }
  placed.sort((a, b) => a.at - b.at);
  return { placed: placed.map(({ field, message }) => ({ field, message })), unplaced };
}
