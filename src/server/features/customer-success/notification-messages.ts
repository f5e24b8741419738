import type { NotificationDraft } from "#server/platform/notifications";

// What staff and partners' contacts are told of support tickets (docs/product/customer-success.md).

/** A ticket as its notices name it. */
export interface NoticeTicket {
  id: string;
  number: number;
  subject: string;
}

/** Which of a ticket's two SLA targets a warning or breach is about. */
export type SlaTargetName = "first_response" | "resolution";

const TARGET_WORDS: Record<SlaTargetName, string> = {
  first_response: "first response",
  resolution: "resolution",
};

const named = (ticket: NoticeTicket) => `ticket #${ticket.number} (${ticket.subject})`;

/** To the new assignee, from whoever assigned it (nobody is told of assigning themselves). */
export const ticketAssignedNotice = (
  ticket: NoticeTicket,
  actor: { id: string; name: string },
): NotificationDraft => ({
  kind: "ticket_assigned",
  message: `${actor.name} assigned ${named(ticket)} to you.`,
  subjectId: ticket.id,
  actorUserId: actor.id,
});

/** A public reply or an internal note, to the assignee and, for public replies, the partner's contacts. */
export const ticketRepliedNotice = (
  ticket: NoticeTicket,
  reply: { authorId: string; authorName: string; internal: boolean },
): NotificationDraft => ({
  kind: "ticket_replied",
  message: reply.internal
    ? `${reply.authorName} added an internal note to ${named(ticket)}.`
    : `${reply.authorName} replied to ${named(ticket)}.`,
  subjectId: ticket.id,
  actorUserId: reply.authorId,
});

/** A partner's member opened a ticket about one of its customers: to the holders of manage_customers. */
export const ticketOpenedNotice = (
  ticket: NoticeTicket,
  opened: { partnerName: string; customerName: string; actorUserId: string; actorName: string },
): NotificationDraft => ({
  kind: "ticket_opened",
  message: `${opened.actorName} of ${opened.partnerName} opened ${named(ticket)} for ${opened.customerName}.`,
  subjectId: ticket.id,
  actorUserId: opened.actorUserId,
});

/** 80% of the resolution target is used: to the assignee. */
export const ticketSlaWarningNotice = (ticket: NoticeTicket): NotificationDraft => ({
  kind: "ticket_sla_warning",
  message: `Ticket #${ticket.number} (${ticket.subject}) has used 80% of its resolution time.`,
  subjectId: ticket.id,
  actorUserId: null,
});

/** A target was breached: to the assignee and the holders of manage_customers. */
export const ticketSlaBreachedNotice = (ticket: NoticeTicket, target: SlaTargetName): NotificationDraft => ({
  kind: "ticket_sla_breached",
  message: `Ticket #${ticket.number} (${ticket.subject}) breached its ${TARGET_WORDS[target]} target.`,
  subjectId: ticket.id,
  actorUserId: null,
});
