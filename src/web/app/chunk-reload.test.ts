import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnceForNewVersion } from "./chunk-reload";

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe("a part of the app that cannot be fetched", () => {
  it.each([
    "Failed to fetch dynamically imported module: http://localhost/assets/deals-tab-abc.js",
    "error loading dynamically imported module: http://localhost/assets/x.js",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/app.css",
  ])("is recognised from the browser's words: %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("is not confused with a fault in a screen", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads the page once, and not again for a failure right after that reload", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForNewVersion(storage, reload, 1_010_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads again for a later deploy, once the guard has passed", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForNewVersion(storage, reload, 1_000_000);
    expect(reloadOnceForNewVersion(storage, reload, 1_000_000 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads without session storage, so it cannot loop", () => {
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(undefined, reload)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForNewVersion(refusing, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
