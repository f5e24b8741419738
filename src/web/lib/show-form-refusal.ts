import { toast } from "sonner";
import { placeRefusal } from "./place-refusal";
import { refusalReasons } from "./refusal-reasons";
import { rpcFailureOf } from "./rpc-error";

/**
 * What a form dialog does when the server refuses it: the failure toast with the server's reason, each refusal
 * that names a field at that field, the rest beside the buttons, and the focus on the first field refused.
 */
export function showFormRefusal<Field extends string>(
  error: unknown,
  form: {
    /** The toast's title, e.g. "Failed to create user" (docs/product/administration.md#create-a-user). */
    title: string;
    order: readonly Field[];
    setError(field: Field, error: { message: string }): void;
    setReasons(reasons: string[]): void;
    focus(field: Field | undefined): void;
  },
): void {
  const failure = rpcFailureOf(error) ?? { status: 0, issues: [] };
  toast.error(form.title, { description: failure.message ?? "Please try again." });
  const { placed, unplaced, message } = placeRefusal(failure, form.order);
  for (const placement of placed) form.setError(placement.field, { message: placement.message });
  form.setReasons(refusalReasons({ status: failure.status, message }, unplaced));
  form.focus(placed[0]?.field);
}

/** The same for a dialog without fields to put refusals at: the toast, and every reason beside the buttons. */
export function showRefusal(
  error: unknown,
  form: { title: string; setReasons(reasons: string[]): void },
): void {
  showFormRefusal(error, { ...form, order: [], setError: () => {}, focus: () => {} });
}
