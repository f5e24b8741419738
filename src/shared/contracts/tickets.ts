import { z } from "zod";
import { TICKET_EVENT_KINDS, TICKET_PRIORITIES, TICKET_STATUSES } from "../enums";
import { queryFlag } from "./flags";
import { uuid } from "./ids";
import { cappedPageOf, pageInput } from "./paging";
import { partialChange } from "./partial-change";
import { requiredText, storableString } from "./text";

// Support tickets (docs/product/customer-success.md#support-tickets): staff work every ticket; a partner opens
// tickets about its own customers and sees its own tickets with their public replies, never internal notes.

export const TICKET_NOT_FOUND = "Ticket not found.";
export const MAX_TICKET_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_TICKET_ATTACHMENTS = 5;

export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { error: "Please choose a priority." });
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: "Please choose a ticket status." });
export const ticketIdInput = z.object({ id: uuid({ error: "Ticket id must be a UUID" }) });

const attachments = z
  .array(
    z.file({ error: "Each attachment must be a file." }).max(MAX_TICKET_ATTACHMENT_BYTES, {
      error: "Each attachment must be at most 10 MB.",
    }),
  )
  .max(MAX_TICKET_ATTACHMENTS, { error: `Attach at most ${MAX_TICKET_ATTACHMENTS} files.` })
  .optional();

const subject = requiredText("Subject", 200);
/** Markdown, shown rendered and sanitised. */
const description = requiredText("Description", 20_000);

/** The New Ticket form, for staff and partners alike (a partner names one of its own customers). */
export const ticketFormSchema = z.object({
  customerId: uuid({ error: "Please choose a customer." }),
  subject,
  description,
  priority: ticketPrioritySchema.default("normal"),
});

export type TicketFormValues = z.input<typeof ticketFormSchema>;

export const createTicketInput = ticketFormSchema.extend({
  /** Staff only: who works it. */
  assigneeId: storableString("Assignee").trim().min(1).max(100).optional(),
  attachments,
});

export const replyToTicketInput = z.object({
  ticketId: uuid({ error: "Ticket id must be a UUID" }),
  body: requiredText("Reply", 20_000),
  /** Staff only: an internal note the partner never sees. */
  internal: z.boolean().optional(),
  /** Staff only: the status the ticket moves to with this reply (e.g. pending, solved). */
  status: ticketStatusSchema.optional(),
  attachments,
});

export const updateTicketInput = partialChange(
  z.object({
    status: ticketStatusSchema.optional(),
    priority: ticketPrioritySchema.optional(),
    /** Null unassigns. */
    assigneeId: storableString("Assignee").trim().min(1).max(100).nullable().optional(),
  }),
  ["status", "priority", "assigneeId"],
).and(z.object({ id: uuid({ error: "Ticket id must be a UUID" }) }));

export const bulkAssignTicketsInput = z.object({
  ticketIds: z
    .array(uuid({ error: "Ticket ids must be UUIDs" }))
    .min(1, { error: "Please choose at least one ticket." })
    .max(100, { error: "Assign at most 100 tickets at once." }),
  /** Null unassigns them. */
  assigneeId: storableString("Assignee").trim().min(1).max(100).nullable(),
});

export const bulkAssignTicketsOutput = z.object({ assigned: z.number().int() });

export const listTicketsInput = z
  .object({
    search: storableString("Search").trim().max(200).optional(),
    status: ticketStatusSchema.optional(),
    priority: ticketPrioritySchema.optional(),
    /** A staff member's id, "me" for the caller's own, or "none" for unassigned tickets. */
    assigneeId: storableString("Assignee").trim().min(1).max(100).optional(),
    customerId: uuid({ error: "Customer id must be a UUID" }).optional(),
    /** Only tickets past either SLA target. */
    breached: queryFlag("Breached"),
    ...pageInput,
  })
  .meta({
    examples: [{ search: "login", status: "open", priority: "high", breached: false, page: 1, pageSize: 20 }],
  });

/** Where a ticket's SLA clock stands against one target. */
export const slaTargetState = z.object({
  /** running: counting down to dueAt; paused: pending or on hold, leftMinutes kept; met: done in time. */
  state: z.enum(["running", "paused", "met", "breached"]),
  dueAt: z.date().nullable(),
  /** Business minutes left (negative once breached); null when met. */
  leftMinutes: z.number().int().nullable(),
  breachedAt: z.date().nullable(),
});

export const ticketSla = z.object({ firstResponse: slaTargetState, resolution: slaTargetState });

export const ticketSummary = z.object({
  id: uuid(),
  number: z.number().int(),
  subject: z.string(),
  customer: z.object({ id: uuid(), name: z.string() }),
  partner: z.object({ id: uuid(), companyName: z.string() }).nullable(),
  requesterName: z.string(),
  priority: ticketPrioritySchema,
  status: ticketStatusSchema,
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  sla: ticketSla,
});

export type TicketSummary = z.output<typeof ticketSummary>;

export const listTicketsOutput = cappedPageOf(ticketSummary);

export const ticketAttachment = z.object({
  id: uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

export const ticketEvent = z.object({
  id: uuid(),
  kind: z.enum(TICKET_EVENT_KINDS),
  authorName: z.string().nullable(),
  body: z.string().nullable(),
  public: z.boolean(),
  /** What changed: from and to of a status, priority or assignee (their labels or names). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  createdAt: z.date(),
  attachments: z.array(ticketAttachment),
});

export const getTicketOutput = z.object({
  ticket: ticketSummary.extend({
    description: z.string(),
    firstRespondedAt: z.date().nullable(),
    solvedAt: z.date().nullable(),
  }),
  events: z.array(ticketEvent),
});

export const ticketAttachmentInput = z.object({
  ticketId: uuid({ error: "Ticket id must be a UUID" }),
  attachmentId: uuid({ error: "Attachment id must be a UUID" }),
});

/** A partner's list of its own tickets. */
export const listPartnerTicketsInput = z
  .object({ status: ticketStatusSchema.optional(), ...pageInput })
  .meta({ examples: [{ status: "open", page: 1, pageSize: 20 }] });

export const partnerTicketReplyInput = replyToTicketInput.pick({
  ticketId: true,
  body: true,
  attachments: true,
});

export const ticketOutput = z.object({ ticket: ticketSummary });

/** A partner's New Ticket: about one of its own customers; support decides who works it. */
export const openPartnerTicketInput = createTicketInput.omit({ assigneeId: true });
