import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { PartnerScope } from "#server/platform/partner-scope";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { TicketFormValues, TicketSummary } from "#shared/contracts/tickets";
import { createTicket } from "./create-ticket";

/**
 * A partner's contact opens a ticket about one of the partner's own customers (docs/product/customer-success.md#partners):
 * the contact is its requester and the partner its owner; support decides who works it. Any other customer is
 * answered 404 "Customer not found." like a missing one. Holders of manage_customers are told, the partner's
 * webhooks get ticket.created, and it is audited (createTicket).
 */
export function openPartnerTicket(
  deps: { db: Db; storage: FileStorage },
  caller: Caller,
  scope: PartnerScope,
  input: TicketFormValues & { attachments?: File[] },
): Promise<{ ticket: TicketSummary }> {
  return createTicket(deps, { id: caller.user.id, name: caller.user.name }, input, scope);
}
