import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BusinessCalendar, DEFAULT_BUSINESS_CALENDAR } from "./contracts/customer-success-settings";
import type { TicketStatus } from "./enums";
import { addBusinessMinutes, businessMinutesBetween, type SlaHistory, slaClock } from "./sla-clock";

const at = (iso: string) => new Date(iso);
const newYork: BusinessCalendar = DEFAULT_BUSINESS_CALENDAR;
const berlin: BusinessCalendar = { ...DEFAULT_BUSINESS_CALENDAR, timeZone: "Europe/Berlin" };
const everyDay = (calendar: BusinessCalendar): BusinessCalendar => ({
  ...calendar,
  workingDays: [1, 2, 3, 4, 5, 6, 7],
});
const urgent = { firstResponseMinutes: 60, resolutionMinutes: 8 * 60 };
const normal = { firstResponseMinutes: 8 * 60, resolutionMinutes: 5 * 8 * 60 };

const history = (
  createdAt: string,
  statusChanges: [string, TicketStatus][] = [],
  firstRespondedAt: string | null = null,
): SlaHistory => ({
  createdAt: at(createdAt),
  statusChanges: statusChanges.map(([when, status]) => ({ at: at(when), status })),
  firstRespondedAt: firstRespondedAt === null ? null : at(firstRespondedAt),
});

describe("business minutes (America/New_York, Monday to Friday 09:00-17:00)", () => {
  it("carries Friday 16:30 + 60 minutes over the weekend to Monday 09:30", () => {
    // Friday 2026-01-09 16:30 EST is 21:30Z; Monday 09:30 EST is 14:30Z.
    expect(addBusinessMinutes(newYork, at("2026-01-09T21:30:00Z"), 60)).toEqual(at("2026-01-12T14:30:00Z"));
    expect(businessMinutesBetween(newYork, at("2026-01-09T21:30:00Z"), at("2026-01-12T14:30:00Z"))).toBe(60);
  });

  it("ends at the close of a window rather than the next morning when the minutes run out exactly", () => {
    expect(addBusinessMinutes(newYork, at("2026-01-09T21:30:00Z"), 30)).toEqual(at("2026-01-09T22:00:00Z"));
  });

  it("skips a holiday in the calendar's zone", () => {
    const calendar = { ...newYork, holidays: ["2026-01-12"] };
    expect(addBusinessMinutes(calendar, at("2026-01-09T21:30:00Z"), 60)).toEqual(at("2026-01-13T14:30:00Z"));
  });

  it("counts nothing backwards and nothing outside the hours", () => {
    expect(businessMinutesBetween(newYork, at("2026-01-12T15:00:00Z"), at("2026-01-12T14:00:00Z"))).toBe(0);
    expect(businessMinutesBetween(newYork, at("2026-01-10T00:00:00Z"), at("2026-01-12T14:00:00Z"))).toBe(0);
  });

  it("reaches 86,400 business minutes (180 working days) quickly", () => {
    const started = performance.now();
    const due = addBusinessMinutes(newYork, at("2026-01-05T14:00:00Z"), 86_400);
    expect(businessMinutesBetween(newYork, at("2026-01-05T14:00:00Z"), due)).toBe(86_400);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a negative amount", () => {
    expect(() => addBusinessMinutes(newYork, at("2026-01-05T14:00:00Z"), -1)).toThrow(RangeError);
  });
});

describe("daylight-saving changes", () => {
  it("keeps a 09:00-17:00 day at 8 hours on the New York spring-forward Sunday, shifted an hour in UTC", () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT; 09:00 EDT is 13:00Z (the day before it was 14:00Z).
    const calendar = everyDay(newYork);
    expect(businessMinutesBetween(calendar, at("2026-03-08T00:00:00Z"), at("2026-03-09T00:00:00Z"))).toBe(
      480,
    );
    // From Saturday 17:00 EST (22:00Z).
    expect(addBusinessMinutes(calendar, at("2026-03-07T22:00:00Z"), 120)).toEqual(at("2026-03-08T15:00:00Z"));
    expect(addBusinessMinutes(calendar, at("2026-03-07T22:00:00Z"), 1)).toEqual(at("2026-03-08T13:01:00Z"));
  });

  it("keeps 8 hours on the New York fall-back Sunday", () => {
    // 2026-11-01: 02:00 EDT becomes 01:00 EST; 09:00 EST is 14:00Z.
    const calendar = everyDay(newYork);
    expect(businessMinutesBetween(calendar, at("2026-11-01T04:00:00Z"), at("2026-11-02T05:00:00Z"))).toBe(
      480,
    );
    // From Saturday 17:00 EDT (21:00Z) to Sunday 10:00 EST.
    expect(addBusinessMinutes(calendar, at("2026-10-31T21:00:00Z"), 60)).toEqual(at("2026-11-01T15:00:00Z"));
  });

  it("counts a skipped hour not at all and a repeated hour twice", () => {
    const night = { ...everyDay(newYork), startTime: "01:00", endTime: "03:00" };
    // Spring forward: 01:00-02:00 EST, then 03:00 EDT.
    expect(businessMinutesBetween(night, at("2026-03-08T05:00:00Z"), at("2026-03-08T12:00:00Z"))).toBe(60);
    // Fall back: 01:00-02:00 EDT, 01:00-02:00 EST, 02:00-03:00 EST.
    expect(businessMinutesBetween(night, at("2026-11-01T04:00:00Z"), at("2026-11-01T12:00:00Z"))).toBe(180);
  });

  it("moves Friday 16:30 + 60 minutes to Monday 09:30 across Berlin's changes", () => {
    // Spring: Friday 2026-03-27 16:30 CET (15:30Z) -> Monday 09:30 CEST (07:30Z).
    expect(addBusinessMinutes(berlin, at("2026-03-27T15:30:00Z"), 60)).toEqual(at("2026-03-30T07:30:00Z"));
    // Autumn: Friday 2026-10-23 16:30 CEST (14:30Z) -> Monday 09:30 CET (08:30Z).
    expect(addBusinessMinutes(berlin, at("2026-10-23T14:30:00Z"), 60)).toEqual(at("2026-10-26T08:30:00Z"));
    // The change days themselves, worked every day, keep 8 hours.
    const daily = everyDay(berlin);
    expect(businessMinutesBetween(daily, at("2026-03-29T00:00:00Z"), at("2026-03-30T00:00:00Z"))).toBe(480);
    expect(businessMinutesBetween(daily, at("2026-10-25T00:00:00Z"), at("2026-10-26T00:00:00Z"))).toBe(480);
  });
});

describe("slaClock", () => {
  // Monday 2026-01-12 09:00 EST is 14:00Z.
  const monday9 = "2026-01-12T14:00:00Z";

  it("runs from creation, with the due time and the minutes left", () => {
    const clock = slaClock(newYork, urgent, history(monday9), at("2026-01-12T14:20:00Z"));
    expect(clock.firstResponse).toEqual({
      state: "running",
      dueAt: at("2026-01-12T15:00:00Z"),
      leftMinutes: 40,
      breachedAt: null,
    });
    expect(clock.resolution).toEqual({
      state: "running",
      dueAt: at("2026-01-12T22:00:00Z"),
      leftMinutes: 460,
      breachedAt: null,
    });
  });

  it("pauses while pending and resumes with the minutes it kept", () => {
    const changes: [string, TicketStatus][] = [
      ["2026-01-12T15:00:00Z", "pending"],
      ["2026-01-12T19:00:00Z", "open"],
    ];
    const paused = slaClock(newYork, urgent, history(monday9, changes, monday9), at("2026-01-12T17:00:00Z"));
    expect(paused.resolution).toEqual({ state: "paused", dueAt: null, leftMinutes: 420, breachedAt: null });
    expect(paused.resolutionWarnAt).toBeNull();
    const resumed = slaClock(newYork, urgent, history(monday9, changes, monday9), at("2026-01-12T20:00:00Z"));
    // 60 minutes before the pause, 60 after: 360 left, 120 today (to 17:00), 240 on Tuesday to 13:00 EST.
    expect(resumed.resolution).toEqual({
      state: "running",
      dueAt: at("2026-01-13T18:00:00Z"),
      leftMinutes: 360,
      breachedAt: null,
    });
    expect(resumed.firstResponse.state).toBe("met");
  });

  it("stops when solved and resumes when reopened", () => {
    const solved: [string, TicketStatus][] = [["2026-01-12T16:00:00Z", "solved"]];
    const answered = "2026-01-12T14:30:00Z";
    const stopped = slaClock(newYork, urgent, history(monday9, solved, answered), at("2026-01-12T17:00:00Z"));
    expect(stopped.resolution).toEqual({ state: "met", dueAt: null, leftMinutes: null, breachedAt: null });
    expect(stopped.firstResponse.state).toBe("met");
    const reopened = slaClock(
      newYork,
      urgent,
      history(monday9, [...solved, ["2026-01-13T14:00:00Z", "open"]], answered),
      at("2026-01-13T14:30:00Z"),
    );
    // 120 minutes on Monday, 30 on Tuesday: 330 left, due Tuesday 15:00 EST.
    expect(reopened.resolution).toEqual({
      state: "running",
      dueAt: at("2026-01-13T20:00:00Z"),
      leftMinutes: 330,
      breachedAt: null,
    });
  });

  it("stamps the breach at the moment the target ran out, and keeps it after a late reply", () => {
    // Created Monday 16:30 EST with 60 minutes to answer: 30 on Monday, due Tuesday 09:30 EST.
    const created = "2026-01-12T21:30:00Z";
    const late = slaClock(newYork, urgent, history(created), at("2026-01-13T15:00:00Z"));
    expect(late.firstResponse).toEqual({
      state: "breached",
      dueAt: at("2026-01-13T14:30:00Z"),
      leftMinutes: -30,
      breachedAt: at("2026-01-13T14:30:00Z"),
    });
    const answered = slaClock(
      newYork,
      urgent,
      history(created, [], "2026-01-13T15:15:00Z"),
      at("2026-01-13T16:00:00Z"),
    );
    expect(answered.firstResponse).toEqual({
      state: "breached",
      dueAt: null,
      leftMinutes: -45,
      breachedAt: at("2026-01-13T14:30:00Z"),
    });
  });

  it("is met by a reply exactly at the due time, and breached at once on reopening with nothing left", () => {
    const onTime = slaClock(newYork, urgent, history(monday9, [], "2026-01-12T15:00:00Z"), at(monday9));
    expect(onTime.firstResponse.state).toBe("running");
    const later = slaClock(
      newYork,
      urgent,
      history(monday9, [], "2026-01-12T15:00:00Z"),
      at("2026-01-13T00:00:00Z"),
    );
    expect(later.firstResponse).toEqual({ state: "met", dueAt: null, leftMinutes: null, breachedAt: null });
    // Put on hold exactly when the resolution target ran out (17:00 EST), reopened on Saturday.
    const held = history(monday9, [
      ["2026-01-12T22:00:00Z", "on_hold"],
      ["2026-01-17T15:00:00Z", "open"],
    ]);
    expect(slaClock(newYork, urgent, held, at("2026-01-16T12:00:00Z")).resolution).toEqual({
      state: "paused",
      dueAt: null,
      leftMinutes: 0,
      breachedAt: null,
    });
    expect(slaClock(newYork, urgent, held, at("2026-01-17T16:00:00Z")).resolution.breachedAt).toEqual(
      at("2026-01-17T15:00:00Z"),
    );
  });

  it("warns at 80% of the resolution target", () => {
    // 2,400 minutes: 80% is 1,920, four full working days from Monday 09:00, so Thursday 17:00 EST.
    const clock = slaClock(newYork, normal, history(monday9), at("2026-01-13T14:00:00Z"));
    expect(clock.resolutionWarnAt).toEqual(at("2026-01-15T22:00:00Z"));
    expect(clock.resolution.dueAt).toEqual(at("2026-01-16T22:00:00Z"));
    const afterWarning = slaClock(newYork, normal, history(monday9), at("2026-01-16T15:00:00Z"));
    expect(afterWarning.resolutionWarnAt).toEqual(at("2026-01-15T22:00:00Z"));
  });

  it("counts a target across the New York spring-forward weekend in local hours", () => {
    // Friday 2026-03-06 16:00 EST (21:00Z), 8 hours: 1 on Friday, 7 on Monday from 09:00 EDT (13:00Z).
    const clock = slaClock(newYork, urgent, history("2026-03-06T21:00:00Z"), at("2026-03-06T21:00:00Z"));
    expect(clock.resolution.dueAt).toEqual(at("2026-03-09T20:00:00Z"));
  });
});

// ---- The reference: a plain walk, one minute at a time -----------------------------------------------------

const referenceFormat = new Map<string, Intl.DateTimeFormat>();

/** Whether the minute starting at `instant` is business time: its local date and clock read in the zone. */
function isBusinessMinute(calendar: BusinessCalendar, instant: number): boolean {
  let format = referenceFormat.get(calendar.timeZone);
  if (!format) {
    // Swedish writes "2026-03-08 09:00:00", the ISO order.
    format = new Intl.DateTimeFormat("sv-SE", {
      timeZone: calendar.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    referenceFormat.set(calendar.timeZone, format);
  }
  const text = format.format(instant);
  const date = text.slice(0, 10);
  const clock = text.slice(11, 16);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return (
    calendar.workingDays.includes(weekday) &&
    !calendar.holidays.includes(date) &&
    clock >= calendar.startTime &&
    clock < calendar.endTime
  );
}

const MINUTE = 60_000;

function referenceBetween(calendar: BusinessCalendar, from: number, to: number): number {
  let count = 0;
  for (let minute = from; minute < to; minute += MINUTE) if (isBusinessMinute(calendar, minute)) count++;
  return count;
}

function referenceAdd(calendar: BusinessCalendar, from: number, minutes: number): number {
  let left = minutes;
  let instant = from;
  while (left > 0) {
    if (isBusinessMinute(calendar, instant)) left--;
    instant += MINUTE;
  }
  return instant;
}

const RUNNING_STATUSES: TicketStatus[] = ["new", "open"];

function referenceClock(
  calendar: BusinessCalendar,
  target: { firstResponseMinutes: number; resolutionMinutes: number },
  ticket: SlaHistory,
  now: number,
) {
  const created = ticket.createdAt.getTime();
  const statusAt = (instant: number): TicketStatus => {
    let status: TicketStatus = "new";
    let latest = Number.NEGATIVE_INFINITY;
    for (const change of ticket.statusChanges) {
      const when = Math.max(change.at.getTime(), created);
      if (when <= Math.min(instant, now) && when >= latest) {
        latest = when;
        status = change.status;
      }
    }
    return status;
  };
  const statusNow = statusAt(now);
  const responded = ticket.firstRespondedAt !== null && ticket.firstRespondedAt.getTime() <= now;
  const respondedAt = responded ? (ticket.firstRespondedAt as Date).getTime() : Number.POSITIVE_INFINITY;

  // Each target walks from creation: at every minute's start, first see whether the target is used up while
  // the clock runs, then count the minute if the clock runs through it.
  const walk = (minutes: number, stopAt: number) => {
    const runs = (instant: number) => RUNNING_STATUSES.includes(statusAt(instant)) && instant < stopAt;
    const horizon = RUNNING_STATUSES.includes(statusNow) && stopAt > now ? Number.POSITIVE_INFINITY : now;
    let used = 0;
    let usedAtNow = 0;
    for (let instant = created; instant <= horizon; instant += MINUTE) {
      if (instant === now) usedAtNow = used;
      if (used >= minutes && runs(instant)) {
        if (instant > now) return { reachedAt: null, dueAt: instant, usedAtNow };
        return { reachedAt: instant, dueAt: null, usedAtNow: instant === now ? used : usedUntil(now) };
      }
      if (runs(instant) && isBusinessMinute(calendar, instant)) used++;
    }
    return { reachedAt: null, dueAt: null, usedAtNow };

    function usedUntil(end: number) {
      let count = 0;
      for (let minute = created; minute < end; minute += MINUTE) {
        if (runs(minute) && isBusinessMinute(calendar, minute)) count++;
      }
      return count;
    }
  };

  const toClock = (
    run: ReturnType<typeof walk>,
    minutes: number,
    running: boolean,
    stopped: boolean,
  ): ReturnType<typeof slaClock>["resolution"] => {
    if (run.reachedAt !== null) {
      return {
        state: "breached",
        dueAt: running ? new Date(run.reachedAt) : null,
        leftMinutes: minutes - run.usedAtNow,
        breachedAt: new Date(run.reachedAt),
      };
    }
    if (stopped) return { state: "met", dueAt: null, leftMinutes: null, breachedAt: null };
    if (running) {
      return {
        state: "running",
        dueAt: new Date(run.dueAt as number),
        leftMinutes: minutes - run.usedAtNow,
        breachedAt: null,
      };
    }
    return { state: "paused", dueAt: null, leftMinutes: minutes - run.usedAtNow, breachedAt: null };
  };

  const running = RUNNING_STATUSES.includes(statusNow);
  const solved = statusNow === "solved" || statusNow === "closed";
  const warnMinutes = Math.ceil((target.resolutionMinutes * 4) / 5);
  const warn = running ? walk(warnMinutes, Number.POSITIVE_INFINITY) : null;
  return {
    firstResponse: toClock(
      walk(target.firstResponseMinutes, respondedAt),
      target.firstResponseMinutes,
      running && !responded,
      responded || solved,
    ),
    resolution: toClock(
      walk(target.resolutionMinutes, Number.POSITIVE_INFINITY),
      target.resolutionMinutes,
      running,
      solved,
    ),
    resolutionWarnAt: warn === null ? null : new Date((warn.reachedAt ?? warn.dueAt) as number),
  };
}

// ---- Random calendars, histories and moments ---------------------------------------------------------------

// Zones with and without daylight saving, half-hour changes (Lord Howe), changes at midnight (Santiago) and
// odd offsets; moments near their 2026 changes, so a span often crosses one.
const ZONES = [
  "America/New_York",
  "Europe/Berlin",
  "Australia/Sydney",
  "Australia/Lord_Howe",
  "America/Santiago",
  "America/St_Johns",
  "Pacific/Chatham",
  "Asia/Kolkata",
  "UTC",
];
const CHANGES_2026 = [
  "2026-03-08T07:00:00Z",
  "2026-11-01T06:00:00Z",
  "2026-03-29T01:00:00Z",
  "2026-10-25T01:00:00Z",
  "2026-04-04T15:00:00Z",
  "2026-10-03T16:00:00Z",
  "2026-04-05T03:00:00Z",
  "2026-09-06T04:00:00Z",
  "2026-06-15T12:00:00Z",
].map((iso) => Date.parse(iso));

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const workingWindow = fc.oneof(
  // Small hours, where the changes happen.
  fc.tuple(fc.integer({ min: 0, max: 180 }), fc.integer({ min: 60, max: 240 })),
  fc.tuple(fc.integer({ min: 0, max: 1380 }), fc.integer({ min: 60, max: 1440 })),
);

const scenario = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    workingDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 2, maxLength: 7 }),
    window: workingWindow,
    anchor: fc.constantFrom(...CHANGES_2026),
    createdOffset: fc.integer({ min: -3 * 1440, max: 1440 }),
    span: fc.integer({ min: 0, max: 5 * 1440 }),
    holidayOffsets: fc.uniqueArray(fc.integer({ min: -4, max: 10 }), { maxLength: 4 }),
    changes: fc.array(
      fc.record({
        fraction: fc.double({ min: 0, max: 1, noNaN: true }),
        status: fc.constantFrom<TicketStatus>("new", "open", "pending", "on_hold", "solved", "closed"),
      }),
      { maxLength: 6 },
    ),
    respondedFraction: fc.option(fc.double({ min: 0, max: 1.3, noNaN: true })),
    firstResponseMinutes: fc.integer({ min: 1, max: 180 }),
    extraResolution: fc.integer({ min: 0, max: 300 }),
  })
  .map((s) => {
    const [startMinute, length] = s.window;
    const endMinute = Math.min(startMinute + length, 1439);
    const calendar: BusinessCalendar = {
      timeZone: s.timeZone,
      workingDays: [...s.workingDays].sort((a, b) => a - b),
      startTime: hhmm(startMinute),
      endTime: hhmm(Math.max(endMinute, startMinute + 1)),
      holidays: s.holidayOffsets.map((days) =>
        new Date(s.anchor + days * 86_400_000).toISOString().slice(0, 10),
      ),
    };
    const created = s.anchor + s.createdOffset * MINUTE;
    const now = created + s.span * MINUTE;
    const minuteOf = (fraction: number) => created + Math.floor(fraction * s.span) * MINUTE;
    const ticket: SlaHistory = {
      createdAt: new Date(created),
      statusChanges: s.changes.map((change) => ({
        at: new Date(minuteOf(change.fraction)),
        status: change.status,
      })),
      firstRespondedAt: s.respondedFraction === null ? null : new Date(minuteOf(s.respondedFraction)),
    };
    const target = {
      firstResponseMinutes: s.firstResponseMinutes,
      resolutionMinutes: s.firstResponseMinutes + s.extraResolution,
    };
    return { calendar, ticket, target, now };
  });

describe("the SLA clock against a minute-by-minute reference", () => {
  it("agrees on business minutes between two moments and after an amount", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 600 }), ({ calendar, ticket, now }, minutes) => {
        const from = ticket.createdAt.getTime();
        expect(businessMinutesBetween(calendar, ticket.createdAt, new Date(now))).toBe(
          referenceBetween(calendar, from, now),
        );
        expect(addBusinessMinutes(calendar, ticket.createdAt, minutes).getTime()).toBe(
          referenceAdd(calendar, from, minutes),
        );
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it("agrees on every target's state, due time, minutes left and breach, and on the warning", () => {
    fc.assert(
      fc.property(scenario, ({ calendar, ticket, target, now }) => {
        expect(slaClock(calendar, target, ticket, new Date(now))).toEqual(
          referenceClock(calendar, target, ticket, now),
        );
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
