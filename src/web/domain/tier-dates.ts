import { calendarDate } from "../lib/format/local-time";

/**
 * The last day a tier override holds, the day staff chose, in the viewer's date format. The server keeps the
 * moment it ends, the start of the next day in UTC: a millisecond before it is still that day.
 */
export const overrideLastDay = (endsAt: Date): string => calendarDate(new Date(endsAt.getTime() - 1));
