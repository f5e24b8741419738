// A spreadsheet may read a cell that begins with one of these as a formula (OWASP's CSV injection list), as the
// server's exports guard against (docs/product/business-intelligence.md#results-and-exports).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV cell: a leading apostrophe neutralises a would-be formula, then RFC 4180 quoting. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A table's figures as an RFC 4180 document: its headings, then its rows (their values where given, else their
 * cells), every record ending in CRLF.
 */
export function figuresCsv(
  columns: readonly string[],
  rows: readonly { cells: readonly string[]; values?: readonly string[] }[],
): string {
  return [columns, ...rows.map((row) => row.values ?? row.cells)]
    .map((cells) => `${cells.map(csvCell).join(",")}\r\n`)
    .join("");
}
