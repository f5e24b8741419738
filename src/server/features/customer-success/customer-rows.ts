import { and, eq, inArray, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import { customers, partners, permissions, user, userPermissions, userRoles } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { CustomerSummary } from "#shared/contracts/customers";
import { CUSTOMER_NOT_FOUND } from "#shared/contracts/customers";

// The columns every answer about a customer reads (the directory's rows, the customer page, the writes' replies),
// and who may own one.

const owner = alias(user, "owner");

export const customerSummaryColumns = {
  id: customers.id,
  name: customers.name,
  contactName: customers.contactName,
  contactEmail: customers.contactEmail,
  contactPhone: customers.contactPhone,
  healthScore: customers.healthScore,
  status: customers.status,
  lastContactAt: customers.lastContactAt,
  source: customers.source,
  contractValue: customers.contractValue,
  startDate: customers.startDate,
  renewalDate: customers.renewalDate,
  ownerId: customers.ownerId,
  ownerName: owner.name,
  partnerId: customers.partnerId,
  partnerCompanyName: partners.companyName,
};

type SummaryRow = Omit<CustomerSummary, "owner" | "partner"> & {
  ownerId: string | null;
  ownerName: string | null;
  partnerId: string | null;
  partnerCompanyName: string | null;
};

/** The row as the contract's summary: the owner and the partner as objects, or null. */
export function toCustomerSummary(row: SummaryRow): CustomerSummary {
  const { ownerId, ownerName, partnerId, partnerCompanyName, ...rest } = row;
  return {
    ...rest,
    owner: ownerId && ownerName !== null ? { id: ownerId, name: ownerName } : null,
    partner:
      partnerId && partnerCompanyName !== null ? { id: partnerId, companyName: partnerCompanyName } : null,
  };
}

/** The customers' summary columns with `extra`, read with their owner's name and partner's company. */
export function selectCustomers<Extra extends Record<string, PgColumn>>(
  db: Pick<Db, "select">,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...customerSummaryColumns, ...extra })
    .from(customers)
    .leftJoin(owner, eq(owner.id, customers.ownerId))
    .leftJoin(partners, eq(partners.id, customers.partnerId));
}

/** The customers with these ids as summaries, in no particular order. */
export async function customerSummaries(db: Pick<Db, "select">, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await selectCustomers(db).where(inArray(customers.id, [...ids]));
  return rows.map(toCustomerSummary);
}

/** One customer as a summary; 404 CUSTOMER_NOT_FOUND without it. */
export async function customerSummaryOrNotFound(db: Pick<Db, "select">, id: string) {
  const [summary] = await customerSummaries(db, [id]);
  if (!summary) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
  return summary;
}

/**
 * The people who may own a customer and work its tickets (docs/product/customer-success.md#who-may-do-what):
 * staff holding manage_customers, and administrators, who hold every permission. Partners' contacts never.
 */
export function customerSuccessPerson(userId: SQLWrapper): SQL {
  return and(
    sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'partner')`,
    or(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} in ('admin', 'super_admin'))`,
      sql`exists (select 1 from ${userPermissions} join ${permissions} on ${permissions.id} = ${userPermissions.permissionId}
        where ${userPermissions.userId} = ${userId} and ${permissions.name} = 'manage_customers')`,
    ),
  ) as SQL;
}

export const OWNER_NOT_FOUND = "The owner must be a staff member who manages customers.";
export const PARTNER_NOT_FOUND = "The partner was not found.";

/** 400 naming the field unless the owner may own customers. */
export async function checkOwner(db: Pick<Db, "select">, ownerId: string): Promise<void> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, ownerId), customerSuccessPerson(user.id)));
  if (!found) throw new AppError("bad_request", OWNER_NOT_FOUND, { field: "ownerId" });
}

/** 400 naming the field unless the partner exists. */
export async function checkPartner(db: Pick<Db, "select">, partnerId: string): Promise<void> {
  const [found] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!found) throw new AppError("bad_request", PARTNER_NOT_FOUND, { field: "partnerId" });
}

/** A customer without a partner takes this one; one that has a partner keeps it. */
export const attachPartnerIfNone = (tx: Pick<Db, "update">, customerId: string, partnerId: string) =>
  tx
    .update(customers)
    .set({ partnerId })
    .where(and(eq(customers.id, customerId), isNull(customers.partnerId)));
