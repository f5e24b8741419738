import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

let mounted: (toast: Toast) => void = () => {};
const toaster = new Promise<Toast>((resolve) => {
  mounted = resolve;
});

let wanted = false;
const watchers = new Set<() => void>();

/** Asks for the toaster (app/app-frame.tsx), which stays once it is there. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const watcher of watchers) watcher();
}

/** Whether anything has asked for the toaster: a toast raised here, or a person signed in. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the toaster (components/ui/toaster.tsx) once it listens for toasts. */
export function toasterMounted(toast: Toast): void {
  mounted(toast);
}

const once =
  <Name extends "success" | "error" | "info" | "dismiss">(name: Name) =>
  (...args: Parameters<Toast[Name]>): void => {
    wantToaster();
    void toaster.then((toast) => (toast[name] as (...shown: Parameters<Toast[Name]>) => unknown)(...args));
  };

/**
 * Sonner's toasts for the modules of the public pages (decision 0032): sonner loads with the toaster when the
 * first toast is raised (or someone signs in), not with the page. A toast raised before the toaster listens
 * shows once it does, in the order raised.
 */
export const toast = {
  success: once("success"),
  error: once("error"),
  info: once("info"),
  dismiss: once("dismiss"),
};
