import type { MouseEvent } from "react";

/**
 * A plain left click, with no modifier key: the screen may take it over (open details over a list, say); a click
 * that asks for a new tab or window stays the link's own.
 */
export function plainClick(event: MouseEvent<Element>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
