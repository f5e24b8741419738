const pad = (n: number) => String(n).padStart(2, "0");

/** Today in the user's own time zone as YYYY-MM-DD, the format of a date input's value and its min. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
