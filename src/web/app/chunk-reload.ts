// A part of the app that cannot be fetched after a deploy (its file name changed) or a restart: the page is
// reloaded once to pick up the new version; a second failure soon after is shown rather than reloaded again.

const RELOADED_AT = "portal:chunk-reload-at";
/** A failure within this long after the reload is the same failure: no second reload. */
const LOOP_GUARD_MS = 30_000;

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload of a chunk's CSS too.
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether the error is a part of the app that could not be fetched, rather than a fault in a screen. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * Reloads the page unless it was reloaded for this reason moments ago; true when it reloads. Without session
 * storage (a private mode that refuses it) it never reloads, so it cannot loop.
 */
export function reloadOnceForNewVersion(
  storage: Pick<Storage, "getItem" | "setItem"> | undefined,
  reload: () => void,
  now = Date.now(),
): boolean {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (now - last < LOOP_GUARD_MS) return false;
    storage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
