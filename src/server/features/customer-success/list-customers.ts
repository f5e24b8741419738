import { and, asc, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { cappedTotal, countUpTo, SEARCH_TOTAL_CAP, TOTAL_CAP } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { customers } from "#server/db/schema/index";
import type { listCustomersInput, listCustomersOutput } from "#shared/contracts/customers";
import { selectCustomers, toCustomerSummary } from "./customer-rows";

type Input = z.output<typeof listCustomersInput>;

/** Each sort with the id settling ties, in the order of the index that serves it (schema/customer-success.ts). */
const ORDERS: Record<Input["sort"], SQL[]> = {
  name: [sql`lower(${customers.name}) asc`, asc(customers.id)],
  health_asc: [asc(customers.healthScore), asc(customers.id)],
  health_desc: [desc(customers.healthScore), desc(customers.id)],
  last_contact: [sql`${customers.lastContactAt} desc nulls last`, desc(customers.id)],
};

/** The customers a directory's filters and search name. */
function customersMatching(input: Input): SQL | undefined {
  const pattern = input.search ? containing(input.search) : undefined;
  return and(
    input.status ? eq(customers.status, input.status) : undefined,
    input.ownerId === "none"
      ? isNull(customers.ownerId)
      : input.ownerId
        ? eq(customers.ownerId, input.ownerId)
        : undefined,
    input.partnerId ? eq(customers.partnerId, input.partnerId) : undefined,
    // lower(...) LIKE lower(pattern) is ILIKE, written to match the lower-cased names the trigram indexes hold.
    pattern
      ? or(
          sql`lower(${customers.name}) like lower(${pattern})`,
          sql`lower(${customers.contactName}) like lower(${pattern})`,
        )
      : undefined,
  );
}

/**
 * One page of the customer directory: filtered by status, owner ("none": without one) and partner, searched by
 * the customer's or its contact's name ignoring case, sorted by name, health either way or latest contact (never
 * contacted last). The total is exact up to a cap, as the deals list counts (capped-total.ts).
 */
export async function listCustomers(db: Db, input: Input): Promise<z.output<typeof listCustomersOutput>> {
  const where = customersMatching(input);
  const upTo = countUpTo(input, input.search ? SEARCH_TOTAL_CAP : TOTAL_CAP);
  const [rows, counted] = await Promise.all([
    selectCustomers(db)
      .where(where)
      .orderBy(...ORDERS[input.sort])
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    cappedTotal(db, customers, where, upTo),
  ]);
  return { items: rows.map(toCustomerSummary), ...counted, page: input.page, pageSize: input.pageSize };
}
