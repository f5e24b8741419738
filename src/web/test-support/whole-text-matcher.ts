import type { MatcherFunction } from "@testing-library/react";

/**
 * Finds the element whose whole text is `text`, even when part of it sits in a child element (a phrase kept on
 * one line), which getByText's own-text matching would miss; the innermost such element only.
 */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
}
