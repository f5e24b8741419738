import { restPath } from "#web/lib/transport/rest-paths";

/**
 * Where one attachment of a ticket is served (same origin, the session cookie authorises it): a plain link
 * downloads it under its own name.
 */
export const ticketAttachmentUrl = (ticketId: string, attachmentId: string): string =>
  restPath("tickets.attachment", { ticketId, attachmentId });
