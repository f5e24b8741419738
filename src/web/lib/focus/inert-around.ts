/**
 * Makes everything on the page but `keep` (and what contains it) inert, and returns the function that undoes it.
 * Only what this call made inert is released again: a dialog's own marks stay. (The aria-hidden package's
 * inertOthers shares its counts with the aria-hidden marks Radix sets, so behind a dialog it never releases.)
 */
export function inertAround(keep: Element): () => void {
  const made: Element[] = [];
  for (let at: Element | null = keep; at?.parentElement; at = at.parentElement) {
    for (const sibling of at.parentElement.children) {
      if (sibling === at || sibling.hasAttribute("inert") || sibling.tagName === "SCRIPT") continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
    if (at.parentElement === keep.ownerDocument.body) break;
  }
  return () => {
    for (const element of made) element.removeAttribute("inert");
  };
}
