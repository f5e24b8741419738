/** A chart's figures as its table shows them and its CSV holds them: headings, then one row per item. */
export interface Figures {
  /** The table's caption, for a screen reader. */
  caption: string;
  columns: readonly string[];
  /**
   * Each row's cells as shown, its first the row's heading, and, where they differ, its values as a spreadsheet
   * reads them (plain numbers, `2026-11` for a month): the CSV holds those.
   */
  rows: readonly { key: string; cells: readonly string[]; values?: readonly string[] }[];
}
