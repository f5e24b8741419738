/** A chart's figures as its table shows them and its CSV holds them: headings, then one row per item. */
export interface Figures {
  /** The table's caption, for a screen reader. */
  caption: string;
  columns: readonly string[];
  /** Each row's cells as shown, its first the row's heading. */
  rows: readonly { key: string; cells: readonly string[] }[];
}
