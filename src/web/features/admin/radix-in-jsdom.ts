import { beforeAll } from "vitest";

/**
 * Lets the Radix parts of the admin screens work in jsdom for each test of the calling file: Select scrolls its
 * chosen item into view and captures the pointer; Checkbox and Radio Group measure themselves with a
 * ResizeObserver. jsdom has none of these. Test support only.
 */
export function useRadixInJsdom(): void {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
}
