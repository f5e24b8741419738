/** One place in a pagination bar's row of page numbers. */
export type PageItem =
  | { kind: "page"; page: number /** Shown on narrow screens too. */; narrow: boolean }
  | { kind: "gap"; key: string /** Shown on wide screens. */; wide: boolean; narrow: boolean };

/**
 * The page numbers a pagination bar offers: the first, the last (unless the count is capped and no last page is
 * known), the current one and, on wide screens, its neighbours, with a gap (…) wherever pages are left out. A
 * gap of one page shows that page instead. On narrow screens the neighbours fold into the gaps.
 */
export function pageItems(page: number, pageCount: number, capped = false): PageItem[] {
  const last = capped ? Math.max(page + 1, 1) : pageCount;
  const wide = new Set([1, page - 1, page, page + 1, ...(capped ? [] : [last])]);
  const numbers = [...wide].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const narrowOnly = (n: number) => n === 1 || n === page || (!capped && n === last);

  const shown: number[] = [];
  const items: PageItem[] = [];
  numbers.forEach((n, index) => {
    const before = numbers[index - 1];
    if (before !== undefined && n - before === 2) shown.push(before + 1);
    else if (before !== undefined && n - before > 2) shown.push(-before);
    shown.push(n);
  });
  for (const entry of shown) {
    if (entry < 0) items.push({ kind: "gap", key: `after-${-entry}`, wide: true, narrow: true });
    else items.push({ kind: "page", page: entry, narrow: narrowOnly(entry) });
  }
  if (capped) items.push({ kind: "gap", key: "more", wide: true, narrow: true });

  // Where narrow screens drop pages between two they show, and no gap is there yet, they show a gap of their own.
  const result: PageItem[] = [];
  let dropped = false;
  for (const item of items) {
    if (!item.narrow) dropped = true;
    else {
      if (dropped && item.kind === "page" && result.findLast((kept) => kept.narrow)?.kind === "page") {
        result.push({ kind: "gap", key: `narrow-before-${item.page}`, wide: false, narrow: true });
      }
      dropped = false;
    }
    result.push(item);
  }
  return result;
}
