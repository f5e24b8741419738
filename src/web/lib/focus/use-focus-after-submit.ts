import { useCallback, useEffect, useRef } from "react";

/**
 * Focuses the field a refusal names once the form is enabled again: its fields are disabled while it is sent,
 * and a disabled field cannot take the focus. Returns the function that names that field (undefined: none).
 */
export function useFocusAfterSubmit<Name>(
  submitting: boolean,
  focus: (name: Name) => void,
): (name: Name | undefined) => void {
  const pending = useRef<Name>(undefined);

  useEffect(() => {
    const first = pending.current;
    if (submitting || first === undefined) return;
    pending.current = undefined;
    focus(first);
  }, [submitting, focus]);

  return useCallback((name: Name | undefined) => {
    pending.current = name;
  }, []);
}

/**
 * The first field, in the form's order, that the form's own validation refused. Forms focus it through
 * useFocusAfterSubmit (with react-hook-form's shouldFocusError off): react-hook-form would focus it while the
 * fields are still disabled for the submission, which fails whenever React has rendered that state already.
 */
export function firstInvalid<Name extends string>(
  errors: Partial<Record<Name, unknown>>,
  order: readonly Name[],
): Name | undefined {
  return order.find((name) => errors[name] !== undefined);
}
