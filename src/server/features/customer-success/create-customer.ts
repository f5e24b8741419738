import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { customerKey } from "#server/db/customer-key";
import { customers } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { createCustomerInput } from "#shared/contracts/customers";
import { CUSTOMER_EXISTS, type CustomerSummary } from "#shared/contracts/customers";
import { checkOwner, checkPartner, customerSummaryOrNotFound } from "./customer-rows";
import { createOnboardingSteps } from "./onboarding-steps";
import { recomputeHealth } from "./recompute-health";

/**
 * Adds a customer by hand (Add Customer) with its onboarding checklist and its health computed, audited. A name
 * that normalises to an existing customer's key is the same customer (the rule won deals follow): 409. The owner
 * must be someone who manages customers, the partner one that exists.
 */
export async function createCustomer(
  db: Db,
  caller: Caller,
  input: z.output<typeof createCustomerInput>,
): Promise<{ customer: CustomerSummary }> {
  return db.transaction(async (tx) => {
    if (input.ownerId) await checkOwner(tx, input.ownerId);
    if (input.partnerId) await checkPartner(tx, input.partnerId);
    const [row] = await tx
      .insert(customers)
      .values({
        name: input.name,
        customerKey: customerKey(input.name),
        contactName: input.contactName,
        contactEmail: input.contactEmail ?? null,
        contactPhone: input.contactPhone ?? null,
        ownerId: input.ownerId ?? null,
        partnerId: input.partnerId ?? null,
        source: "manual",
        contractValue: input.contractValue,
        startDate: input.startDate,
        renewalDate: input.renewalDate ?? null,
      })
      .onConflictDoNothing({ target: customers.customerKey })
      .returning({ id: customers.id });
    if (!row) throw new AppError("conflict", CUSTOMER_EXISTS, { field: "name" });
    await createOnboardingSteps(tx, row.id, input.startDate);
    await recordAudit(tx, {
      partnerId: input.partnerId ?? null,
      actorUserId: caller.user.id,
      action: "customer_created",
      subject: { type: "customer", id: row.id, label: input.name },
      details: { customer_id: row.id, name: input.name, source: "manual" },
    });
    await recomputeHealth(tx, [row.id]);
    return { customer: await customerSummaryOrNotFound(tx, row.id) };
  });
}
