// When a sample schedule runs next, from the moment the screen is shown, so the dates never lie in the past
// (docs/product/modules.md#business-intelligence). Local time, as the viewer reads it.

/** A schedule the sample reports use. */
export type ScheduleRule =
  | { kind: "weekdays"; hour: number }
  | { kind: "weekly"; weekday: number; hour: number }
  | { kind: "last-business-day"; hour: number }
  | { kind: "month-day"; day: number; hour: number }
  | { kind: "quarter-first-weekday"; weekday: number; hour: number };

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

const at = (year: number, month: number, day: number, hour: number) => new Date(year, month, day, hour);

/** The last Monday to Friday of a month. */
function lastBusinessDay(year: number, month: number, hour: number): Date {
  const date = at(year, month + 1, 0, hour);
  while (isWeekend(date)) date.setDate(date.getDate() - 1);
  return date;
}

/** The first given weekday (0 Sunday to 6 Saturday) of a month. */
function firstWeekday(year: number, month: number, weekday: number, hour: number): Date {
  const date = at(year, month, 1, hour);
  while (date.getDay() !== weekday) date.setDate(date.getDate() + 1);
  return date;
}

/** The run of a rule in the month of `year`/`month`, for the rules that run once a month or less. */
function monthlyRun(rule: ScheduleRule, year: number, month: number): Date | undefined {
  switch (rule.kind) {
    case "last-business-day":
      return lastBusinessDay(year, month, rule.hour);
    case "month-day":
      return at(year, month, rule.day, rule.hour);
    case "quarter-first-weekday":
      return month % 3 === 0 ? firstWeekday(year, month, rule.weekday, rule.hour) : undefined;
    default:
      return undefined;
  }
}

/** The first run of the rule after `now`. */
export function nextRun(rule: ScheduleRule, now: Date): Date {
  if (rule.kind === "weekdays" || rule.kind === "weekly") {
    const date = at(now.getFullYear(), now.getMonth(), now.getDate(), rule.hour);
    const runsOn = (day: Date) =>
      rule.kind === "weekdays" ? !isWeekend(day) : day.getDay() === rule.weekday;
    while (date <= now || !runsOn(date)) date.setDate(date.getDate() + 1);
    return date;
  }
  for (let ahead = 0; ; ahead++) {
    const run = monthlyRun(rule, now.getFullYear(), now.getMonth() + ahead);
    if (run && run > now) return run;
  }
}

/** The run as an ISO date (yyyy-mm-dd), as the screens format dates. */
export function nextRunDate(rule: ScheduleRule, now: Date): string {
  const run = nextRun(rule, now);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${run.getFullYear()}-${pad(run.getMonth() + 1)}-${pad(run.getDate())}`;
}
