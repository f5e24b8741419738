import { beforeAll } from "vitest";

/**
 * Lets Radix parts work in jsdom for each test of the calling file: Select scrolls its chosen item into view and
 * captures the pointer; Checkbox and Radio Group measure themselves with a ResizeObserver. jsdom has none of
 * these, and each stub stands in only where it is missing.
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
