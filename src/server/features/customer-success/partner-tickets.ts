import { desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { supportTickets } from "#server/db/schema/index";
import { ownRows, type PartnerScope } from "#server/platform/partner-scope";
import type { listTicketsOutput } from "#shared/contracts/tickets";
import type { TicketStatus } from "#shared/enums";
import { selectTicketRows, toTicketSummaries } from "./ticket-rows";

/**
 * One page of the partner's own tickets (those it opened), newest first, of one status if asked. Only the ids
 * of the page are read through the partner's index; their summaries are read for those ids alone.
 */
export async function partnerTickets(
  db: Db,
  scope: PartnerScope,
  input: { status?: TicketStatus; page: number; pageSize: number },
  now = new Date(),
): Promise<z.output<typeof listTicketsOutput>> {
  const where = ownRows(
    scope,
    supportTickets,
    input.status ? eq(supportTickets.status, input.status) : undefined,
  );
  const page = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const ids = page.map((row) => row.id);
  const [rows, counted] = await Promise.all([
    ids.length === 0
      ? []
      : selectTicketRows(db)
          .where(inArray(supportTickets.id, ids))
          .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id)),
    cappedTotal(db, supportTickets, where, countUpTo(input)),
  ]);
  return {
    items: await toTicketSummaries(db, rows, now),
    ...counted,
    page: input.page,
    pageSize: input.pageSize,
  };
}
