import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { cappedResult, countUpTo, SEARCH_TOTAL_CAP, TOTAL_CAP } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { supportTickets } from "#server/db/schema/index";
import type { listTicketsInput, TicketSummary } from "#shared/contracts/tickets";
import { selectTicketRows, toTicketSummaries } from "./ticket-rows";

type ListInput = z.output<typeof listTicketsInput>;

/** A search that is a ticket number, as people quote it: "1042" or "#1042". */
const TICKET_NUMBER = /^#?(\d{1,9})$/;

/** Lists run newest first; the id settles ties (the order of every created index). */
const LIST_ORDER = [desc(supportTickets.createdAt), desc(supportTickets.id)];

/**
 * Either target breached, written as the breached index's predicate so PostgreSQL reads that partial index.
 * Exported for the partner's list, which shares the shape.
 */
export const breachedCondition = (): SQL =>
  or(
    isNotNull(supportTickets.firstResponseBreachedAt),
    isNotNull(supportTickets.resolutionBreachedAt),
  ) as SQL;

/**
 * The search: the ticket's number when the text is one (or "#" and one), or its subject containing the text
 * (lower(...) LIKE, as the subject's trigram index holds it).
 */
function searchCondition(search: string): SQL {
  const subject = sql`lower(${supportTickets.subject}) like lower(${containing(search)})`;
  const number = TICKET_NUMBER.exec(search)?.[1];
  return number ? (or(eq(supportTickets.number, Number(number)), subject) as SQL) : subject;
}

/** The filters of the staff list: "me" is the caller's own tickets, "none" the unassigned ones. */
export function ticketsMatching(
  input: Omit<ListInput, "page" | "pageSize">,
  callerId: string,
): SQL | undefined {
  const assignee =
    input.assigneeId === "none"
      ? isNull(supportTickets.assigneeId)
      : input.assigneeId
        ? eq(supportTickets.assigneeId, input.assigneeId === "me" ? callerId : input.assigneeId)
        : undefined;
  return and(
    input.status ? eq(supportTickets.status, input.status) : undefined,
    input.priority ? eq(supportTickets.priority, input.priority) : undefined,
    assignee,
    input.customerId ? eq(supportTickets.customerId, input.customerId) : undefined,
    input.breached ? breachedCondition() : undefined,
    input.search ? searchCondition(input.search) : undefined,
  );
}

/**
 * One page of tickets, newest first, matching the filters, each with its SLA clocks at `now`. The total is exact
 * up to a cap (TOTAL_CAP, SEARCH_TOTAL_CAP for a search, or the end of the next page if further); past it
 * `totalCapped` says more match.
 */
export async function listTicketsWhere(
  db: Db,
  where: SQL | undefined,
  page: { page: number; pageSize: number; searched: boolean },
  now = new Date(),
): Promise<{
  items: TicketSummary[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}> {
  const upTo = countUpTo(page, page.searched ? SEARCH_TOTAL_CAP : TOTAL_CAP);
  const pageIds = db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(where)
    .orderBy(...LIST_ORDER)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  // The count needs no order: it stops at the cap by whichever path is cheapest.
  const upToCap = db
    .select({ one: sql`1` })
    .from(supportTickets)
    .where(where)
    .limit(upTo + 1)
    .as("up_to_cap");
  const [rows, [counted]] = await Promise.all([
    selectTicketRows(db)
      .where(inArray(supportTickets.id, pageIds))
      .orderBy(...LIST_ORDER),
    db.select({ count: count() }).from(upToCap),
  ]);
  return {
    items: await toTicketSummaries(db, rows, now),
    ...cappedResult(counted, upTo),
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** The staff list of every ticket (docs/product/customer-success.md#support-tickets). */
export function listTickets(db: Db, callerId: string, input: ListInput, now = new Date()) {
  return listTicketsWhere(
    db,
    ticketsMatching(input, callerId),
    { page: input.page, pageSize: input.pageSize, searched: Boolean(input.search) },
    now,
  );
}
