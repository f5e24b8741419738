import { z } from "zod";
import { AUDIT_ACTION_NAMES, AUDIT_SUBJECT_TYPES } from "../audit";
import { canonicalId, uuid } from "./ids";
import { momentField } from "./moments";
import { limitInput, pageInput } from "./paging";
import { storableString } from "./text";
import { personOption } from "./users";

/** The audit log: newest first, filtered by action, actor, subject and a time range (inclusive). */
export const listAuditEntriesInput = z
  .object({
    action: z.enum(AUDIT_ACTION_NAMES, { error: "Please choose an action from the list." }).optional(),
    actorId: storableString("The actor").min(1).max(100).optional(),
    subjectType: z
      .enum(AUDIT_SUBJECT_TYPES, { error: "Please choose a subject type from the list." })
      .optional(),
    subjectId: storableString("The subject").min(1).max(100).overwrite(canonicalId).optional(),
    from: momentField("From must be a date.").optional(),
    to: momentField("To must be a date.").optional(),
    ...pageInput,
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    error: "From must not be after To.",
    path: ["to"],
  })
  .refine((input) => !input.subjectId || input.subjectType, {
    error: "Please choose the subject's type too.",
    path: ["subjectType"],
  })
  .meta({
    examples: [
      {
        action: "user_created",
        subjectType: "user",
        subjectId: "someone",
        from: "2026-01-01T00:00:00.000Z",
        to: "2026-12-31T23:59:59.999Z",
        page: 1,
        pageSize: 20,
      },
    ],
  });
export type ListAuditEntriesInput = z.input<typeof listAuditEntriesInput>;

export const auditEntryItem = z.object({
  id: uuid(),
  createdAt: z.date(),
  /** One of AUDIT_ACTIONS; older or future entries may carry others, shown by name. */
  action: z.string(),
  actor: personOption.nullable(),
  subject: z.object({ type: z.enum(AUDIT_SUBJECT_TYPES), id: z.string(), label: z.string() }).nullable(),
  partner: z.object({ id: uuid(), companyName: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryItem = z.infer<typeof auditEntryItem>;

export const listAuditEntriesOutput = z.object({
  items: z.array(auditEntryItem),
  total: z.number().int(),
  /** True when there are more entries than `total` says (counting stops at a cap, as the deals list's does). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** People to filter the audit log by: anyone whose name or e-mail contains `search`. */
export const auditActorOptionsInput = z
  .object({
    search: storableString("Search").trim().max(200).optional(),
    limit: limitInput(50, 20),
  })
  .meta({ examples: [{ search: "person", limit: 20 }] });
