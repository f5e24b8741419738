import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { profiles, user } from "#server/db/schema/index";
import { inNameOrder } from "#server/features/users/people-keys";
import type { customerSuccessPeopleOutput } from "#shared/contracts/customers";
import { customerSuccessPerson } from "./customer-rows";

/**
 * Who may own a customer or work a ticket, A to Z as every list of people: staff holding manage_customers and
 * administrators. The list is the choosers' options, so it is whole: a team is tens of people, not thousands.
 */
export async function listCustomerSuccessPeople(
  db: Db,
): Promise<z.output<typeof customerSuccessPeopleOutput>> {
  const rows = await db
    .select({ id: user.id, email: user.email, fullName: profiles.fullName })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(customerSuccessPerson(user.id))
    .orderBy(...inNameOrder(profiles.nameKey, profiles.emailKey, profiles.userId));
  return { people: rows.map((row) => ({ id: row.id, name: row.fullName || row.email, email: row.email })) };
}
