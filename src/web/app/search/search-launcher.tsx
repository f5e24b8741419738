import { lazy, Suspense, useEffect, useState } from "react";
import { isSearchShortcut, OPEN_SEARCH_EVENT } from "#web/lib/address/open-search";
import { useAuth } from "../auth/auth-context";
import { useAuthorization } from "../auth/authorization-context";

// Its own chunk, with cmdk: loaded when a person first opens the search, so no first page grows by it.
const AppSearchPalette = lazy(async () => ({
  default: (await import("./app-search-palette")).AppSearchPalette,
}));

/** An open palette: what was typed before, when it opened (a fresh palette each time), and where focus was. */
interface Opened {
  query: string;
  count: number;
  returnTo: Element | null;
}

const openedNow = (query: string): Opened => ({ query, count: Date.now(), returnTo: document.activeElement });

/**
 * Opens the search palette for a signed-in person on either host: on Ctrl+K (Cmd+K) from any screen, or when a
 * search box asks (docs/product/shell-and-navigation.md#search).
 */
export function SearchLauncher() {
  const { user } = useAuth();
  const { profile } = useAuthorization();
  const [opened, setOpened] = useState<Opened | null>(null);
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpened((current) => current ?? openedNow(""));
    };
    const onAsk = (event: Event) => setOpened(openedNow((event as CustomEvent<string>).detail ?? ""));
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, onAsk);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, onAsk);
    };
  }, [signedIn]);

  if (!user || !opened) return null;
  return (
    <Suspense fallback={null}>
      <AppSearchPalette
        key={opened.count}
        personId={user.id}
        profile={profile}
        initialQuery={opened.query}
        onClose={() => {
          setOpened(null);
          // Focus goes back to what opened the palette (docs/product/shell-and-navigation.md#focus).
          const { returnTo } = opened;
          if (returnTo instanceof HTMLElement) requestAnimationFrame(() => returnTo.focus());
        }}
      />
    </Suspense>
  );
}
