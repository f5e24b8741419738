import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => {};

/**
 * False while React hydrates markup rendered at build time (decision 0032) and true once it has, or at once when
 * the app draws the page itself: React reads the server's answer while hydrating, then draws again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
