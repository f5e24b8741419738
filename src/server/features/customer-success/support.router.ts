import { z } from "zod";
import { featureRouter } from "#server/rpc/feature-router";
import { partnerProcedure } from "#server/rpc/procedures";
import { partnerCustomersOutput } from "#shared/contracts/customers";
import {
  getTicketOutput,
  listPartnerTicketsInput,
  listTicketsOutput,
  openPartnerTicketInput,
  partnerTicketReplyInput,
  ticketAttachmentInput,
  ticketIdInput,
  ticketOutput,
} from "#shared/contracts/tickets";
import { openPartnerTicket } from "./open-partner-ticket";
import { partnerAttachment } from "./partner-attachment";
import { partnerCustomers } from "./partner-customers";
import { partnerReply } from "./partner-reply";
import { partnerTicket } from "./partner-ticket";
import { partnerTickets } from "./partner-tickets";
import { TICKET_ATTACHMENTS } from "./ticket-attachments";

const SUPPORT_TAG = {
  name: "Support",
  description: "A partner's customers and the support tickets it opens about them.",
};

// A partner's contacts only, each on the partner's own customers and tickets; another partner's ticket or
// customer is answered like a missing one (docs/product/customer-success.md#partners).
export const supportRouter = featureRouter(SUPPORT_TAG, {
  customers: partnerProcedure
    .route({
      method: "GET",
      path: "/support/customers",
      summary: "The signed-in partner's customers, with the tickets it has open about each",
    })
    .output(partnerCustomersOutput)
    .handler(({ context }) => partnerCustomers(context.db, context.scope)),

  tickets: partnerProcedure
    .route({
      method: "GET",
      path: "/support/tickets",
      summary: "The signed-in partner's tickets, newest first, one page",
    })
    .input(listPartnerTicketsInput)
    .output(listTicketsOutput)
    .handler(({ input, context }) => partnerTickets(context.db, context.scope, input)),

  ticket: partnerProcedure
    .route({
      method: "GET",
      path: "/support/tickets/{id}",
      summary: "One of the partner's tickets with its public replies (never internal notes)",
    })
    .input(ticketIdInput)
    .output(getTicketOutput)
    .handler(({ input, context }) => partnerTicket(context.db, context.scope, input.id)),

  openTicket: partnerProcedure
    .meta({ upload: TICKET_ATTACHMENTS })
    .route({
      method: "POST",
      path: "/support/tickets",
      summary: "Open a ticket about one of the partner's customers, with optional attachments",
      description:
        "JSON, or multipart/form-data with the fields by name and up to five files as attachments[] (PNG, JPEG, GIF, WebP, PDF, text, CSV, Word docx or Excel xlsx; 10 MB each).",
      successStatus: 201,
    })
    .input(openPartnerTicketInput)
    .output(ticketOutput)
    .handler(({ input, context }) => openPartnerTicket(context, context.caller, context.scope, input)),

  reply: partnerProcedure
    .meta({ upload: TICKET_ATTACHMENTS })
    .route({
      method: "POST",
      path: "/support/tickets/{ticketId}/replies",
      summary: "Reply on one of the partner's tickets; a pending or solved ticket is open again",
      description:
        "JSON, or multipart/form-data with body and up to five files as attachments[] (PNG, JPEG, GIF, WebP, PDF, text, CSV, Word docx or Excel xlsx; 10 MB each).",
    })
    .input(partnerTicketReplyInput)
    .output(getTicketOutput)
    .handler(({ input, context }) => partnerReply(context, context.caller, context.scope, input)),

  attachment: partnerProcedure
    .route({
      method: "GET",
      path: "/support/tickets/{ticketId}/attachments/{attachmentId}",
      summary: "Download a file of the partner's ticket: of its opening or a public reply",
    })
    .input(ticketAttachmentInput)
    .output(z.file())
    .handler(({ input, context }) => partnerAttachment(context, context.scope, input)),
});
