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
