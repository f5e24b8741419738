import type { BusinessCalendar, SlaTarget } from "./contracts/customer-success-settings";
import { DAY_MS as DAY } from "./days";
import type { TicketStatus } from "./enums";

// The SLA clock (docs/product/customer-success.md#sla): targets count business minutes, the minutes whose
// wall-clock time in the calendar's zone falls within the working hours of a working day that is not a holiday.
// Windows are found in the zone's local time, so a 09:00-17:00 day stays 8 hours across a daylight-saving change
// (its UTC instants shift); an hour repeated by a change counts twice, a skipped hour not at all. Everything
// walks whole windows, day by day, never minute by minute.

const MINUTE = 60_000;

/** Where a ticket's clock stands against one target (the contract's slaTargetState). */
export interface SlaTargetClock {
  state: "running" | "paused" | "met" | "breached";
  dueAt: Date | null;
  leftMinutes: number | null;
  breachedAt: Date | null;
}

export interface SlaHistory {
  createdAt: Date;
  /** Every status change after creation (a ticket starts as new); changes after `now` are ignored. */
  statusChanges: readonly { at: Date; status: TicketStatus }[];
  /** The first public staff reply, which meets the first response target. */
  firstRespondedAt: Date | null;
}

export interface SlaClock {
  firstResponse: SlaTargetClock;
  resolution: SlaTargetClock;
  /** When 80% of the resolution target is (or was) used, while that clock runs; null when it does not. */
  resolutionWarnAt: Date | null;
}

/** The clock counts in new and open; pending and on hold pause it; solved and closed stop it until reopened. */
const RUNNING: ReadonlySet<TicketStatus> = new Set(["new", "open"]);
const STOPPED: ReadonlySet<TicketStatus> = new Set(["solved", "closed"]);

/** The share of the resolution target after which the assignee is warned. */
export const SLA_WARN_PERCENT = 80;

// ---- Time zone offsets -------------------------------------------------------------------------------------
// A zone's offset changes a few times a year at most. Each UTC year's changes are found once (a sample a day,
// then a binary search to the second) and kept, so reading an offset afterwards is arithmetic.

interface ZoneYear {
  start: number;
  end: number;
  startOffset: number;
  /** Instants at which the offset changes, with the offset from then on. */
  changes: { at: number; offset: number }[];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const zoneYears = new Map<string, Map<number, ZoneYear>>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in milliseconds (local wall time = instant + offset). */
function intlOffset(timeZone: string, at: number): number {
  const parts = formatterFor(timeZone).formatToParts(at);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    read("year"),
    read("month") - 1,
    read("day"),
    read("hour"),
    read("minute"),
    read("second"),
  );
  return local - (at - (((at % 1000) + 1000) % 1000));
}

function zoneYear(timeZone: string, year: number): ZoneYear {
  let years = zoneYears.get(timeZone);
  if (!years) {
    years = new Map();
    zoneYears.set(timeZone, years);
  }
  const known = years.get(year);
  if (known) return known;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const startOffset = intlOffset(timeZone, start);
  const changes: ZoneYear["changes"] = [];
  let before = start;
  let offset = startOffset;
  while (before < end) {
    const after = Math.min(before + DAY, end);
    const next = intlOffset(timeZone, after);
    if (next !== offset) {
      // The change lies in (before, after]: narrow it to the second.
      let low = before;
      let high = after;
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (intlOffset(timeZone, middle) === offset) low = middle;
        else high = middle;
      }
      if (high < end) changes.push({ at: high, offset: next });
      offset = next;
    }
    before = after;
  }
  const computed = { start, end, startOffset, changes };
  years.set(year, computed);
  return computed;
}

/** The offset in force at an instant and the instant it next may change (a change, or the year's end). */
function offsetSpan(timeZone: string, at: number): { offset: number; until: number } {
  const year = zoneYear(timeZone, new Date(at).getUTCFullYear());
  let offset = year.startOffset;
  for (const change of year.changes) {
    if (change.at > at) return { offset, until: change.at };
    offset = change.offset;
  }
  return { offset, until: year.end };
}

// ---- Working windows ---------------------------------------------------------------------------------------

interface CompiledCalendar {
  timeZone: string;
  workingDays: ReadonlySet<number>;
  holidays: ReadonlySet<number>;
  /** Milliseconds after local midnight. */
  startOfDay: number;
  endOfDay: number;
}

const timeOfDay = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return (hours * 60 + minutes) * MINUTE;
};

const dayNumberOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY);

function compile(calendar: BusinessCalendar): CompiledCalendar {
  return {
    timeZone: calendar.timeZone,
    workingDays: new Set(calendar.workingDays),
    holidays: new Set(calendar.holidays.map(dayNumberOf)),
    startOfDay: timeOfDay(calendar.startTime),
    endOfDay: timeOfDay(calendar.endTime),
  };
}

function isWorkingDay(calendar: CompiledCalendar, dayNumber: number): boolean {
  // Day 0 (1970-01-01) was a Thursday, ISO weekday 4.
  const isoWeekday = ((((dayNumber + 3) % 7) + 7) % 7) + 1;
  return calendar.workingDays.has(isoWeekday) && !calendar.holidays.has(dayNumber);
}

/**
 * The working windows from an instant on, in order, as UTC [start, end) pairs, the first clipped to begin at
 * `from`. Time is cut where the zone's offset may change; within a piece local time runs with UTC, so each
 * working day's local window maps to one UTC interval.
 */
function* windowsFrom(calendar: CompiledCalendar, from: number): Generator<[number, number]> {
  let pieceStart = from;
  for (;;) {
    const { offset, until } = offsetSpan(calendar.timeZone, pieceStart);
    const localStart = pieceStart + offset;
    const localEnd = until + offset;
    for (let day = Math.floor(localStart / DAY); day * DAY < localEnd; day++) {
      if (!isWorkingDay(calendar, day)) continue;
      const start = Math.max(day * DAY + calendar.startOfDay, localStart);
      const end = Math.min(day * DAY + calendar.endOfDay, localEnd);
      if (start < end) yield [start - offset, end - offset];
    }
    pieceStart = until;
  }
}

function businessMsBetween(calendar: CompiledCalendar, from: number, to: number): number {
  let total = 0;
  if (to <= from) return total;
  for (const [start, end] of windowsFrom(calendar, from)) {
    if (start >= to) break;
    total += Math.min(end, to) - start;
  }
  return total;
}

/** The earliest instant at which `amount` milliseconds of business time from `from` have passed. */
function addBusinessMs(calendar: CompiledCalendar, from: number, amount: number): number {
  if (amount <= 0) return from;
  let left = amount;
  for (const [start, end] of windowsFrom(calendar, from)) {
    if (end - start >= left) return start + left;
    left -= end - start;
  }
  throw new Error("unreachable: working windows never end");
}

function assertMinutes(minutes: number) {
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`Business minutes must be a finite number of at least 0, not ${minutes}.`);
  }
}

/** The earliest moment at which `minutes` business minutes from `from` have passed. */
export function addBusinessMinutes(calendar: BusinessCalendar, from: Date, minutes: number): Date {
  assertMinutes(minutes);
  return new Date(addBusinessMs(compile(calendar), from.getTime(), minutes * MINUTE));
}

/** Whole business minutes from `from` to `to`; 0 when `to` is not after `from`. */
export function businessMinutesBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  return Math.floor(businessMsBetween(compile(calendar), from.getTime(), to.getTime()) / MINUTE);
}

// ---- The clock ---------------------------------------------------------------------------------------------

/** The spans in which the ticket's status let the clock run, in order; the last is open when it runs at `now`. */
function runningSpans(
  history: SlaHistory,
  now: number,
): { spans: [number, number][]; statusNow: TicketStatus } {
  const createdAt = history.createdAt.getTime();
  const changes = history.statusChanges
    .map((change) => ({ at: Math.max(change.at.getTime(), createdAt), status: change.status }))
    .filter((change) => change.at <= now)
    .sort((a, b) => a.at - b.at);
  const spans: [number, number][] = [];
  let status: TicketStatus = "new";
  let since = createdAt;
  for (const change of changes) {
    const wasRunning = RUNNING.has(status);
    if (wasRunning !== RUNNING.has(change.status)) {
      if (wasRunning && change.at > since) spans.push([since, change.at]);
      since = change.at;
    }
    status = change.status;
  }
  if (RUNNING.has(status)) spans.push([since, Number.POSITIVE_INFINITY]);
  return { spans, statusNow: status };
}

interface TargetRun {
  /** The first moment (at most `now`) the target's minutes were all used while the clock ran. */
  reachedAt: number | null;
  /** While the clock runs at `now` and the target is not yet reached: when it will be. */
  dueAt: number | null;
  usedMs: number;
}

/**
 * Walks the spans, cut at `stopAt`, to the moment the used business time first reaches `targetMs` while the
 * clock runs (a span entered with the target already used reaches it at its start).
 */
function runTarget(
  calendar: CompiledCalendar,
  spans: readonly [number, number][],
  targetMs: number,
  stopAt: number,
  now: number,
): TargetRun {
  let usedMs = 0;
  let reachedAt: number | null = null;
  let dueAt: number | null = null;
  for (const [spanStart, spanEnd] of spans) {
    if (spanStart >= stopAt) break;
    const end = Math.min(spanEnd, stopAt);
    const until = Math.min(end, now);
    if (reachedAt === null) {
      const reach = usedMs >= targetMs ? spanStart : addBusinessMs(calendar, spanStart, targetMs - usedMs);
      if (reach < end) {
        if (reach <= now) reachedAt = reach;
        else dueAt = reach;
      }
    }
    usedMs += businessMsBetween(calendar, spanStart, until);
  }
  return { reachedAt, dueAt, usedMs };
}

function targetClock(
  run: TargetRun,
  targetMinutes: number,
  running: boolean,
  stopped: boolean,
): SlaTargetClock {
  const leftMinutes = targetMinutes - Math.floor(run.usedMs / MINUTE);
  if (run.reachedAt !== null) {
    const breachedAt = new Date(run.reachedAt);
    return { state: "breached", dueAt: running ? breachedAt : null, leftMinutes, breachedAt };
  }
  if (stopped) return { state: "met", dueAt: null, leftMinutes: null, breachedAt: null };
  if (running) {
    return {
      state: "running",
      dueAt: run.dueAt === null ? null : new Date(run.dueAt),
      leftMinutes,
      breachedAt: null,
    };
  }
  return { state: "paused", dueAt: null, leftMinutes, breachedAt: null };
}

/**
 * Where a ticket stands against its targets at `now`, from its stored history alone. The first response target
 * is met by the first public staff reply; the resolution target by solving or closing (reopening resumes it).
 * A target is breached at the moment its minutes are all used while its clock runs, and stays breached even when
 * met later. A ticket solved or closed with no reply needs no first response any more.
 */
export function slaClock(
  calendar: BusinessCalendar,
  target: SlaTarget,
  history: SlaHistory,
  now: Date,
): SlaClock {
  const compiled = compile(calendar);
  const at = now.getTime();
  const { spans, statusNow } = runningSpans(history, at);
  const running = RUNNING.has(statusNow);
  const solved = STOPPED.has(statusNow);

  const respondedAt = history.firstRespondedAt?.getTime() ?? null;
  const responded = respondedAt !== null && respondedAt <= at;
  const responseStop = responded ? respondedAt : Number.POSITIVE_INFINITY;
  const firstResponse = targetClock(
    runTarget(compiled, spans, target.firstResponseMinutes * MINUTE, responseStop, at),
    target.firstResponseMinutes,
    running && !responded,
    responded || solved,
  );

  const forever = Number.POSITIVE_INFINITY;
  const resolution = targetClock(
    runTarget(compiled, spans, target.resolutionMinutes * MINUTE, forever, at),
    target.resolutionMinutes,
    running,
    solved,
  );

  let resolutionWarnAt: Date | null = null;
  if (running) {
    const warnMinutes = Math.ceil((target.resolutionMinutes * SLA_WARN_PERCENT) / 100);
    const warn = runTarget(compiled, spans, warnMinutes * MINUTE, forever, at);
    const warnAt = warn.reachedAt ?? warn.dueAt;
    resolutionWarnAt = warnAt === null ? null : new Date(warnAt);
  }
  return { firstResponse, resolution, resolutionWarnAt };
}
