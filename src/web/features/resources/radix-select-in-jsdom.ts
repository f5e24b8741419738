import { beforeAll } from "vitest";

/**
 * Lets Radix Select open and choose in jsdom, which has neither scrollIntoView nor pointer capture, for each
 * test of the calling file. Test support only.
 */
export function useRadixSelectInJsdom(): void {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });
}
