import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { customerContactLogs, customers } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import {
  CUSTOMER_NOT_FOUND,
  type contactLogEntry,
  type logCustomerContactInput,
} from "#shared/contracts/customers";
import { recomputeHealth } from "./recompute-health";

/**
 * Logs a call, meeting or e-mail on the customer's timeline. Last contact becomes the latest contact logged, so
 * an older one entered late leaves it be; the score is recomputed in the same transaction, and the entry audited.
 */
export async function logCustomerContact(
  db: Db,
  caller: Caller,
  input: z.output<typeof logCustomerContactInput>,
): Promise<{ entry: z.output<typeof contactLogEntry> }> {
  const occurredAt = input.occurredAt ?? new Date();
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .update(customers)
      .set({
        lastContactAt: sql`greatest(${customers.lastContactAt}, ${occurredAt.toISOString()}::timestamptz)`,
      })
      .where(eq(customers.id, input.customerId))
      .returning({ id: customers.id, name: customers.name, partnerId: customers.partnerId });
    if (!customer) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
    const [entry] = await tx
      .insert(customerContactLogs)
      .values({
        customerId: customer.id,
        kind: input.kind,
        summary: input.summary,
        occurredAt,
        loggedBy: caller.user.id,
      })
      .returning({
        id: customerContactLogs.id,
        kind: customerContactLogs.kind,
        summary: customerContactLogs.summary,
        occurredAt: customerContactLogs.occurredAt,
      });
    if (!entry) throw new Error("the contact log insert returned no row");
    await recomputeHealth(tx, [customer.id]);
    await recordAudit(tx, {
      partnerId: customer.partnerId,
      actorUserId: caller.user.id,
      action: "customer_contact_logged",
      subject: { type: "customer", id: customer.id, label: customer.name },
      details: {
        customer_id: customer.id,
        name: customer.name,
        kind: input.kind,
        occurred_at: occurredAt.toISOString(),
      },
    });
    return { entry: { ...entry, loggedByName: caller.user.name } };
  });
}
