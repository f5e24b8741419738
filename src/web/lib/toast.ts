import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

let mounted: (toast: Toast) => void = () => {};
const toaster = new Promise<Toast>((resolve) => {
  mounted = resolve;
});

/** Called by the toaster (components/ui/toaster.tsx) once it listens for toasts. */
export function toasterMounted(toast: Toast): void {
  mounted(toast);
}

const once =
  <Name extends "success" | "error" | "info" | "dismiss">(name: Name) =>
  (...args: Parameters<Toast[Name]>): void => {
    void toaster.then((toast) => (toast[name] as (...shown: Parameters<Toast[Name]>) => unknown)(...args));
  };

/**
 * Sonner's toasts for the modules of the public pages (decision 0032): sonner loads with the toaster after the
 * page is drawn, not in the JavaScript the page waits for. A toast raised before the toaster listens shows once
 * it does, in the order raised.
 */
export const toast = {
  success: once("success"),
  error: once("error"),
  info: once("info"),
  dismiss: once("dismiss"),
};
