import { z } from "zod";
import type { Caller } from "#server/auth/session";
import { featureRouter } from "#server/rpc/feature-router";
import { API_KEYS_ALLOWED, permissionProcedure, staffProcedure } from "#server/rpc/procedures";
import {
  bulkAssignTicketsInput,
  bulkAssignTicketsOutput,
  createTicketInput,
  getTicketOutput,
  listTicketsInput,
  listTicketsOutput,
  replyToTicketInput,
  ticketAttachmentInput,
  ticketIdInput,
  ticketOutput,
  updateTicketInput,
} from "#shared/contracts/tickets";
import { bulkAssignTickets } from "./bulk-assign-tickets";
import { createTicket } from "./create-ticket";
import { getTicket } from "./get-ticket";
import { listTickets } from "./list-tickets";
import { readTicketAttachment } from "./read-ticket-attachment";
import { replyToTicket } from "./reply-to-ticket";
import { TICKET_ATTACHMENTS } from "./ticket-attachments";
import { updateTicket } from "./update-ticket";

const TICKETS_TAG = {
  name: "Support tickets",
  description: "Support tickets staff work, with their SLA clocks.",
};

/** Working tickets (replies, notes, status, priority, assignment) takes manage_customers; reading and opening any staff. */
const ticketWorker = () => permissionProcedure("manage_customers");

const actorOf = (caller: Caller) => ({ id: caller.user.id, name: caller.user.name });

const STAFF = { partnerId: null };

export const ticketsRouter = featureRouter(TICKETS_TAG, {
  list: staffProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/tickets",
      summary: "Support tickets, newest first, one page, with each ticket's SLA clocks",
      description:
        'Filters: status, priority, assignee (a staff member\'s id, "me" or "none"), customer, breached; search matches the subject or the ticket number ("1042" or "#1042").',
    })
    .input(listTicketsInput)
    .output(listTicketsOutput)
    .handler(({ input, context }) => listTickets(context.db, context.caller.user.id, input)),

  get: staffProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/tickets/{id}",
      summary: "One support ticket with its whole thread: replies, internal notes and changes",
    })
    .input(ticketIdInput)
    .output(getTicketOutput)
    .handler(({ input, context }) => getTicket(context.db, STAFF, input.id)),

  create: staffProcedure
    .meta(API_KEYS_ALLOWED)
    .meta({ upload: TICKET_ATTACHMENTS })
    .route({
      method: "POST",
      path: "/tickets",
      summary: "Open a support ticket for a customer, with optional attachments",
      description:
        "JSON, or multipart/form-data with the fields and up to 5 files as attachments (10 MB each). The assignee must hold Manage customers or be an administrator.",
      successStatus: 201,
    })
    .input(createTicketInput)
    .output(ticketOutput)
    .handler(({ input, context }) => createTicket(context, actorOf(context.caller), input)),

  reply: ticketWorker()
    .meta({ upload: TICKET_ATTACHMENTS })
    .route({
      method: "POST",
      path: "/tickets/{ticketId}/replies",
      summary: "Reply to a ticket, or add an internal note, optionally moving its status",
      description:
        "JSON, or multipart/form-data with the fields and up to 5 files as attachments (10 MB each). A public reply to a new ticket moves it to open unless a status is given.",
    })
    .input(replyToTicketInput)
    .output(getTicketOutput)
    .handler(({ input, context }) => replyToTicket(context, actorOf(context.caller), input)),

  update: ticketWorker()
    .route({
      method: "PATCH",
      path: "/tickets/{id}",
      summary: "Change a ticket's status, priority or assignee",
    })
    .input(updateTicketInput)
    .output(ticketOutput)
    .handler(({ input, context }) => updateTicket(context.db, actorOf(context.caller), input)),

  bulkAssign: ticketWorker()
    .route({
      method: "POST",
      path: "/tickets/assign",
      summary: "Assign up to 100 tickets to one staff member, or unassign them",
    })
    .input(bulkAssignTicketsInput)
    .output(bulkAssignTicketsOutput)
    .handler(({ input, context }) => bulkAssignTickets(context.db, actorOf(context.caller), input)),

  attachment: staffProcedure
    .route({
      method: "GET",
      path: "/tickets/{ticketId}/attachments/{attachmentId}",
      summary: "Download one of a ticket's attachments",
    })
    .input(ticketAttachmentInput)
    .output(z.file())
    .handler(({ input, context }) => readTicketAttachment(context, input)),
});
