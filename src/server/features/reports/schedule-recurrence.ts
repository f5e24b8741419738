import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import rrulePackage from "rrule";
import type { ReportSchedulePreset } from "#shared/enums";

// A schedule recurs by an RRULE (RFC 5545) at a wall-clock time in an IANA time zone. The rule is expanded by the
// rrule library in "floating" time (a Date whose UTC fields are the zone's wall clock), and each occurrence is then
// placed in the zone by date-fns-tz, so daylight-saving changes move the instant and never the wall-clock time.

// rrule's CommonJS build is the one Node's ES module loader and the bundler both read by default import.
const { RRule } = rrulePackage;

export const PRESET_RULES: Record<Exclude<ReportSchedulePreset, "custom">, string> = {
  weekdays: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
  mondays: "FREQ=WEEKLY;BYDAY=MO",
  last_business_day: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
  first_of_month: "FREQ=MONTHLY;BYMONTHDAY=1",
  quarter_first_monday: "FREQ=MONTHLY;BYMONTH=1,4,7,10;BYDAY=MO;BYSETPOS=1",
};

/** Parts a custom rule may not set: the time and zone are the schedule's own, and nothing runs more than daily. */
const FORBIDDEN_PARTS = ["DTSTART", "TZID", "BYHOUR", "BYMINUTE", "BYSECOND", "BYEASTER"];
const FREQUENCIES = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY]);

/** A custom rule as stored (upper-case, without "RRULE:"), or why it cannot be used. */
export function checkCustomRule(text: string): { rule: string } | { problem: string } {
  const rule = text
    .trim()
    .replace(/^RRULE:/i, "")
    .toUpperCase();
  if (rule === "") return { problem: "Enter a rule, such as FREQ=WEEKLY;BYDAY=TU,TH." };
  if (/[\r\n]/.test(rule)) return { problem: "A rule is one line, such as FREQ=WEEKLY;BYDAY=TU,TH." };
  const names = rule.split(";").map((part) => part.split("=")[0] ?? "");
  const forbidden = names.find((name) => FORBIDDEN_PARTS.includes(name));
  if (forbidden)
    return { problem: `A rule may not set ${forbidden}: the schedule's time and time zone say when.` };
  const unreadable = {
    problem:
      "That is not a rule this portal reads. Write it as in RFC 5545, such as FREQ=MONTHLY;BYMONTHDAY=15.",
  };
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(rule);
  } catch {
    return unreadable;
  }
  if (options.freq === undefined) return unreadable;
  if (!FREQUENCIES.has(options.freq)) {
    return {
      problem: "A report is delivered at most once a day: use FREQ=DAILY, WEEKLY, MONTHLY or YEARLY.",
    };
  }
  return { rule };
}

export interface Recurrence {
  rule: string;
  /** HH:MM on the zone's wall clock. */
  timeOfDay: string;
  timeZone: string;
  /** When the schedule was set: a rule's INTERVAL and COUNT count from that day. */
  anchor: Date;
}

const WALL = "yyyy-MM-dd'T'HH:mm:ss";

/** The zone's wall-clock time at an instant, as a floating Date. */
const floating = (instant: Date, timeZone: string) =>
  new Date(`${formatInTimeZone(instant, timeZone, WALL)}Z`);

/**
 * The instant a wall-clock time happens in the zone. A time the clocks skip (02:30 on the night they go forward)
 * happens an hour later, when the clock first shows it.
 */
function instantOf(wall: Date, timeZone: string): Date {
  const text = wall.toISOString().slice(0, 19);
  const instant = fromZonedTime(text, timeZone);
  return formatInTimeZone(instant, timeZone, WALL) === text
    ? instant
    : new Date(instant.getTime() + 60 * 60 * 1000);
}

/** The first occurrence strictly after `after`, or null when the rule has ended (COUNT or UNTIL). */
export function nextOccurrence(recurrence: Recurrence, after: Date): Date | null {
  const [hours = 0, minutes = 0] = recurrence.timeOfDay.split(":").map(Number);
  const anchorDay = floating(recurrence.anchor, recurrence.timeZone);
  const dtstart = new Date(
    Date.UTC(anchorDay.getUTCFullYear(), anchorDay.getUTCMonth(), anchorDay.getUTCDate(), hours, minutes),
  );
  const rule = new RRule({
    ...RRule.parseString(recurrence.rule),
    dtstart,
    byhour: hours,
    byminute: minutes,
    bysecond: 0,
  });
  let cursor = floating(after, recurrence.timeZone);
  // An hour the clocks repeat can put the next wall-clock occurrence at or before `after`: step past it.
  for (let step = 0; step < 3; step++) {
    const wall = rule.after(cursor, false);
    if (!wall) return null;
    const instant = instantOf(wall, recurrence.timeZone);
    if (instant > after) return instant;
    cursor = wall;
  }
  return null;
}

/** The rule a preset stands for, or the custom one given. */
export function ruleOf(
  preset: ReportSchedulePreset,
  custom: string | undefined,
): { rule: string } | { problem: string } {
  return preset === "custom" ? checkCustomRule(custom ?? "") : { rule: PRESET_RULES[preset] };
}

/** Whether a name is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  return Intl.supportedValuesOf("timeZone").includes(name) || name === "UTC";
}
