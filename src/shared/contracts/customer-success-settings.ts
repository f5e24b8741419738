import { z } from "zod";
import { TICKET_PRIORITIES } from "../enums";
import {
  DEFAULT_HEALTH_WEIGHTS,
  HEALTH_INPUT_LABELS,
  HEALTH_INPUTS,
  type HealthWeights,
} from "../health-score";
import { storableString } from "./text";

// Customer Success settings (docs/product/customer-success.md#settings): the health weights, the SLA targets per
// priority and the business calendar the targets count in. Administrators change them; every staff member reads.

const weight = (label: string) =>
  z
    .number({ error: `${label} must be a number from 0 to 100.` })
    .int({ error: `${label} must be a whole number.` })
    .min(0, { error: `${label} must be at least 0.` })
    .max(100, { error: `${label} must be at most 100.` });

export const healthWeightsSchema = z.object(
  Object.fromEntries(
    HEALTH_INPUTS.map((input) => [input, weight(`The weight of ${HEALTH_INPUT_LABELS[input]}`)]),
  ) as Record<keyof HealthWeights, ReturnType<typeof weight>>,
);

/** Business minutes: at most 60 working days of 24 hours, and at least one minute. */
const businessMinutes = (label: string) =>
  z
    .number({ error: `${label} must be a number of minutes.` })
    .int({ error: `${label} must be a whole number of minutes.` })
    .min(1, { error: `${label} must be at least 1 minute.` })
    .max(60 * 24 * 60, { error: `${label} must be at most 86,400 minutes.` });

export const slaTargetSchema = z
  .object({
    firstResponseMinutes: businessMinutes("First response target"),
    resolutionMinutes: businessMinutes("Resolution target"),
  })
  .refine((t) => t.resolutionMinutes >= t.firstResponseMinutes, {
    error: "The resolution target must not be shorter than the first response target.",
    path: ["resolutionMinutes"],
  });

export const slaPoliciesSchema = z.object(
  Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, slaTargetSchema])) as Record<
    (typeof TICKET_PRIORITIES)[number],
    typeof slaTargetSchema
  >,
);

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (label: string) =>
  z.string({ error: `${label} must be a time (HH:MM).` }).regex(TIME_OF_DAY, {
    error: `${label} must be a time of day as HH:MM, e.g. 09:00.`,
  });

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Working days (ISO: 1 Monday ... 7 Sunday), the working hours in the calendar's zone, and holidays. */
export const businessCalendarSchema = z
  .object({
    timeZone: storableString("Time zone").refine(isTimeZone, {
      error: "Time zone must be an IANA zone, e.g. Europe/Berlin.",
    }),
    workingDays: z
      .array(z.number().int().min(1).max(7), { error: "Working days must be a list of days from 1 to 7." })
      .min(1, { error: "Please choose at least one working day." })
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    startTime: timeOfDay("Start of the working day"),
    endTime: timeOfDay("End of the working day"),
    holidays: z
      .array(z.iso.date({ error: "Each holiday must be a date (YYYY-MM-DD)." }))
      .max(366, { error: "At most 366 holidays." })
      .transform((days) => [...new Set(days)].sort()),
  })
  .refine((c) => c.startTime < c.endTime, {
    error: "The working day must end after it starts.",
    path: ["endTime"],
  });

export type BusinessCalendar = z.output<typeof businessCalendarSchema>;
export type SlaPolicies = z.output<typeof slaPoliciesSchema>;
export type SlaTarget = z.output<typeof slaTargetSchema>;

export const DEFAULT_SLA_POLICIES: SlaPolicies = {
  urgent: { firstResponseMinutes: 60, resolutionMinutes: 8 * 60 },
  high: { firstResponseMinutes: 4 * 60, resolutionMinutes: 3 * 8 * 60 },
  normal: { firstResponseMinutes: 8 * 60, resolutionMinutes: 5 * 8 * 60 },
  low: { firstResponseMinutes: 2 * 8 * 60, resolutionMinutes: 10 * 8 * 60 },
};

export const DEFAULT_BUSINESS_CALENDAR: BusinessCalendar = {
  timeZone: "America/New_York",
  workingDays: [1, 2, 3, 4, 5],
  startTime: "09:00",
  endTime: "17:00",
  holidays: [],
};

export const customerSuccessSettingsSchema = z.object({
  healthWeights: healthWeightsSchema,
  slaPolicies: slaPoliciesSchema,
  calendar: businessCalendarSchema,
});

export type CustomerSuccessSettings = z.output<typeof customerSuccessSettingsSchema>;

export const DEFAULT_CUSTOMER_SUCCESS_SETTINGS: CustomerSuccessSettings = {
  healthWeights: DEFAULT_HEALTH_WEIGHTS,
  slaPolicies: DEFAULT_SLA_POLICIES,
  calendar: DEFAULT_BUSINESS_CALENDAR,
};

export const customerSuccessSettingsOutput = customerSuccessSettingsSchema.extend({
  updatedAt: z.date().nullable(),
  updatedByName: z.string().nullable(),
});

export const updateCustomerSuccessSettingsInput = customerSuccessSettingsSchema.meta({
  examples: [DEFAULT_CUSTOMER_SUCCESS_SETTINGS],
});
