import { useSyncExternalStore } from "react";

/** The zone and date locale every shown date and time uses; null follows the browser's. */
export interface DisplayPreferences {
  timeZone: string | null;
  dateLocale: string | null;
}

let current: DisplayPreferences = { timeZone: null, dateLocale: null };
const listeners = new Set<() => void>();

/** The saved preferences, once they load or change (docs/product/profile-and-preferences.md#preferences). */
export function setDisplayPreferences(next: DisplayPreferences): void {
  if (next.timeZone === current.timeZone && next.dateLocale === current.dateLocale) return;
  current = next;
  for (const listener of listeners) listener();
}

export function displayPreferences(): DisplayPreferences {
  return current;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Redraws the caller when the person's zone or date format changes. A page rendered at build time (decision 0032)
 * reads them too, while it draws what the server could know.
 */
export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, displayPreferences, displayPreferences);
}
