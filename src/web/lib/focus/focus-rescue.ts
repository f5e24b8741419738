// Keyboard focus must never fall to the page's body (docs/product/shell-and-navigation.md#focus). A control that
// had focus can vanish or be disabled under it: a deal's Approve button once the deal is approved, a row that
// leaves a filtered list, a dialog's opener disabled while its action runs. Then focus goes to the nearest
// enclosing fallback still on the page: an element marked with FOCUS_FALLBACK (a row), or, when that is gone
// too, the list's heading, else the screen's.

/** Marks an element (a row, a list) that takes the focus when a control inside it is gone. */
export const FOCUS_FALLBACK = "data-focus-fallback";

const FOCUSABLE =
  "a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]";

/** Whether focus can be put on the element now. */
export function canTakeFocus(element: HTMLElement | null | undefined): boolean {
  return Boolean(element?.isConnected && element.matches(FOCUSABLE) && !element.closest("[inert]"));
}

/**
 * The fallbacks around an element, nearest first, kept while it is on the page (it may be removed later): the
 * marked elements around it (its row), then the heading of the nearest part of the page that has one of its
 * own (the list's heading; a row's own heading does not count).
 */
function fallbacksOf(element: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  let heading: HTMLElement | undefined;
  for (let at = element.parentElement; at; at = at.parentElement) {
    if (at.hasAttribute(FOCUS_FALLBACK)) found.push(at);
    heading ??= [...at.querySelectorAll<HTMLElement>("h1, h2, h3")].find(
      (candidate) => !candidate.closest(`[${FOCUS_FALLBACK}]`) && !candidate.contains(element),
    );
  }
  if (heading) found.push(heading);
  return found;
}

/** The screen's own heading, where focus goes when nothing nearer is left. */
function screenHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>("#main-content h1, main h1, h1");
}

function focusElement(element: HTMLElement) {
  // A row or heading takes focus only from a script, never from Tab.
  if (!element.matches(FOCUSABLE)) element.tabIndex = -1;
  element.focus({ preventScroll: false });
}

/** How long a removal waits before rescuing focus: dialogs return it themselves within a frame or two. */
export const RESCUE_DELAY_MS = 100;

/** A control that had focus, with the fallbacks that were around it then. */
export interface FocusOrigin {
  element: HTMLElement;
  fallbacks: HTMLElement[];
}

let last: FocusOrigin | null = null;

/** An element as a place to give focus back to: an option of a menu stands for the menu's button. */
function originOf(element: HTMLElement, doc: Document): FocusOrigin {
  const popup = element.closest<HTMLElement>('[role="listbox"][id]');
  const owner = popup ? doc.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(popup.id)}"]`) : null;
  const place = owner ?? element;
  return { element: place, fallbacks: fallbacksOf(place) };
}

/**
 * Where focus is now, to give it back later (e.g. when a dialog that opened from it closes). When it is nowhere,
 * e.g. a menu whose choice opens the dialog has just closed, the control that had it last.
 */
export function focusOrigin(doc: Document = document): FocusOrigin | null {
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement) || active === doc.body) return last;
  return originOf(active, doc);
}

/** Focuses the origin's control, or, when it can no longer take focus, the nearest fallback still there. */
export function returnFocusTo(origin: FocusOrigin | null): void {
  if (!origin) return;
  last = origin;
  if (canTakeFocus(origin.element)) origin.element.focus();
  else rescue(origin.element.ownerDocument);
}

function rescue(doc: Document) {
  if (!last || (doc.activeElement && doc.activeElement !== doc.body)) return;
  const target = canTakeFocus(last.element)
    ? last.element
    : (last.fallbacks.find((fallback) => fallback.isConnected) ?? screenHeading(doc));
  // Behind an open dialog nothing may take the focus: the dialog itself does.
  const dialog = doc.querySelector<HTMLElement>(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
  );
  if (dialog && !dialog.contains(target)) focusElement(dialog);
  else if (target) focusElement(target);
}

/**
 * Watches the page once: remembers the focused control and its fallbacks, and when the control disappears or is
 * disabled with focus on it, moves focus to the nearest fallback. Returns the function that stops watching.
 */
export function watchFocus(doc: Document = document): () => void {
  const remember = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement) || event.target === doc.body) return;
    // A dialog sits outside the page; focus inside it keeps the fallbacks of the control that opened it, for
    // when the dialog's action takes that control away.
    const inDialog = event.target.closest('[role="dialog"], [role="alertdialog"]') !== null;
    const origin = originOf(event.target, doc);
    last = inDialog && last ? { ...origin, fallbacks: last.fallbacks } : origin;
  };
  // Focus that leaves for nowhere while its control is still there was the person's own doing (a click on the page).
  const forget = (event: FocusEvent) => {
    if (event.relatedTarget === null && event.target instanceof HTMLElement && canTakeFocus(event.target)) {
      queueMicrotask(() => {
        if (last?.element === event.target && canTakeFocus(event.target as HTMLElement)) last = null;
      });
    }
  };
  // Dialogs give focus back a moment after they are removed: look once they have had their turn.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (pending === undefined && doc.activeElement === doc.body && last) {
      pending = setTimeout(() => {
        pending = undefined;
        rescue(doc);
      }, RESCUE_DELAY_MS);
    }
  });
  doc.addEventListener("focusin", remember);
  doc.addEventListener("focusout", forget);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled"],
  });
  return () => {
    doc.removeEventListener("focusin", remember);
    doc.removeEventListener("focusout", forget);
    observer.disconnect();
    clearTimeout(pending);
  };
}
