import { and, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { PartnerStatus } from "#shared/enums";
import type { Db } from "../db/client";
import { partners } from "../db/schema";

/** Partners whose contact e-mail is this one, case aside (the index on lower(contact_email) serves it). */
export function contactEmailIs(email: string): SQL {
  return sql`lower(${partners.contactEmail}) = ${email.toLowerCase()}`;
}

// One e-mail may have several partner rows (a rejected company may apply again): the most current one counts.
const MOST_CURRENT_FIRST = sql`case ${partners.status} when 'active' then 0 when 'pending' then 1 when 'suspended' then 2 else 3 end`;

/** Which partner rows a caller may be matched to, by status. */
export const PARTNER_STATUS_RULES = {
  /** Every row: the most current one wins. */
  any: undefined,
  /** Only an active partner: whoever may act as one. */
  active: ["active"],
  /** Any partner that still holds its e-mail (not rejected): a new application would clash with it. */
  live: ["pending", "active", "suspended"],
} as const satisfies Record<string, readonly PartnerStatus[] | undefined>;

export type PartnerStatusRule = keyof typeof PARTNER_STATUS_RULES;

/** The partner whose contact has this e-mail, limited to the statuses the rule allows. */
export async function findPartnerByContactEmail(
  db: Pick<Db, "select">,
  email: string,
  rule: PartnerStatusRule,
) {
  const statuses: readonly PartnerStatus[] | undefined = PARTNER_STATUS_RULES[rule];
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(contactEmailIs(email), statuses ? inArray(partners.status, [...statuses]) : undefined))
    .orderBy(MOST_CURRENT_FIRST, desc(partners.createdAt))
    .limit(1);
  return partner;
}
