import { useCallback, useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { toasterMounted } from "../../lib/toasts/toast";

/** Whether an event's target is inside a toast, e.g. a press on a toast's close button behind a dialog. */
export function isInToast(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("[data-sonner-toaster]") !== null;
}

/**
 * The one place toasts appear; mounted once at the app root. Toasts never take the focus; a person can reach
 * one with Tab (or Alt+T) and close it with its close button. Sonner would send the focus back into the toasts
 * every time Tab leaves them, for as long as one is shown: its focus events stop here, so Tab moves on, and
 * closing the toast that has the focus gives it back to the control before (lib/focus/focus-rescue.ts).
 */
export function Toaster() {
  const keepFocusEventsOut = useCallback((section: HTMLElement | null) => {
    if (!section) return;
    const stop = (event: FocusEvent) => event.stopPropagation();
    section.addEventListener("focusin", stop);
    section.addEventListener("focusout", stop);
    return () => {
      section.removeEventListener("focusin", stop);
      section.removeEventListener("focusout", stop);
    };
  }, []);
  // After sonner's own effect, which subscribes to the toasts.
  useEffect(() => toasterMounted(toast), []);
  return <Sonner ref={keepFocusEventsOut} richColors closeButton />;
}
