import { z } from "zod";
import { REPORT_SCHEDULE_PRESETS } from "../enums";
import { uuid } from "./ids";
import { emailAddress, storableString } from "./text";

// A saved report's delivery schedule (docs/product/business-intelligence.md#scheduled-deliveries).

export const SCHEDULE_LIMITS = { people: 50, addresses: 50, domains: 100 } as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const reportScheduleFormSchema = z
  .object({
    preset: z.enum(REPORT_SCHEDULE_PRESETS, { error: "Choose how often the report is sent." }),
    /** The RRULE of a custom schedule (e.g. FREQ=WEEKLY;BYDAY=TU,TH); ignored for the other presets. */
    customRule: storableString("The rule")
      .max(200, { error: "A rule is at most 200 characters." })
      .optional(),
    timeOfDay: z.string().regex(TIME_OF_DAY, { error: "Enter the time as HH:MM, such as 08:30." }),
    timeZone: storableString("The time zone")
      .min(1, { error: "Choose a time zone." })
      .max(64, { error: "Choose a time zone." }),
    recipientUserIds: z
      .array(
        storableString("A recipient")
          .min(1, { error: "Choose a recipient." })
          .max(100, { error: "Choose a recipient." }),
      )
      .max(SCHEDULE_LIMITS.people, { error: "A schedule is sent to at most 50 people." })
      .default([]),
    recipientAddresses: z
      .array(emailAddress("Recipient address", { required: true }))
      .max(SCHEDULE_LIMITS.addresses, { error: "A schedule is sent to at most 50 addresses." })
      .default([]),
  })
  .refine((form) => form.recipientUserIds.length + form.recipientAddresses.length > 0, {
    error: "Add at least one recipient.",
    path: ["recipientUserIds"],
  });
export type ReportScheduleForm = z.input<typeof reportScheduleFormSchema>;

export const setReportScheduleInput = reportScheduleFormSchema.safeExtend({ reportId: uuid() });
export const reportScheduleIdInput = z.object({ reportId: uuid() });

export const scheduleRecipient = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const reportScheduleItem = z.object({
  reportId: z.string(),
  reportName: z.string(),
  preset: z.enum(REPORT_SCHEDULE_PRESETS),
  rule: z.string(),
  timeOfDay: z.string(),
  timeZone: z.string(),
  people: z.array(scheduleRecipient),
  addresses: z.array(z.string()),
  /** The next delivery (or retry after a failure); null once the rule has no date ahead. */
  nextRunAt: z.date().nullable(),
  lastRunAt: z.date().nullable(),
  lastRows: z.number().int().nullable(),
  lastFailureAt: z.date().nullable(),
  lastFailure: z.string().nullable(),
  /** Failed tries of the delivery now due; it is retried until it succeeds or the next one is due. */
  failedAttempts: z.number().int(),
  /** Whether the caller may change or remove it (schedule_reports and may edit the report). */
  canEdit: z.boolean(),
});
export type ReportScheduleItem = z.infer<typeof reportScheduleItem>;

export const listReportSchedulesOutput = z.object({ items: z.array(reportScheduleItem) });

/** The e-mail domains reports may be delivered to, besides the portal's own people. */
export const recipientDomainsSchema = z.object({
  domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
          error: "Enter a domain such as example.com.",
        }),
    )
    .max(SCHEDULE_LIMITS.domains, { error: "At most 100 domains." }),
});
