// A spreadsheet may read a cell that begins with one of these as a formula (OWASP's CSV injection list):
// exported data must never run as a formula on the reader's machine.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: a leading apostrophe neutralises a value a spreadsheet could read as a formula, then
 * RFC 4180 quoting. Empty for null.
 */
export function csvCell(value: string | null): string {
  if (value === null) return "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as an RFC 4180 document: comma-separated cells, every record ending in CRLF. */
export function toCsv(rows: readonly (readonly (string | null)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** A moment as its ISO date (UTC), e.g. 2026-11-05, the way the exports write dates; empty for null. */
export function csvDate(moment: Date | null): string | null {
  return moment ? moment.toISOString().slice(0, 10) : null;
}

/** An export to download: the rows as CSV, named for what it holds and the day it was made ("deals-2026-11-05.csv"). */
export function csvFile(name: string, rows: readonly (readonly (string | null)[])[]): File {
  return new File([toCsv(rows)], `${name}-${csvDate(new Date())}.csv`, { type: "text/csv;charset=utf-8" });
}
