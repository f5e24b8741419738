import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { customerOnboardingSteps, customers } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import {
  CUSTOMER_NOT_FOUND,
  type completeOnboardingStepInput,
  type onboardingStepSchema,
} from "#shared/contracts/customers";
import { onboardingStepsOf } from "./get-customer";

export const STEP_NOT_FOUND = "This customer has no such onboarding step.";

/**
 * Ticks an onboarding step done (stamping when and by whom) or clears it again, audited; answers the customer's
 * whole checklist. A step already in the state asked for keeps its stamp.
 */
export async function completeOnboardingStep(
  db: Db,
  caller: Caller,
  input: z.output<typeof completeOnboardingStepInput>,
): Promise<{ onboarding: z.output<typeof onboardingStepSchema>[] }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, name: customers.name, partnerId: customers.partnerId })
      .from(customers)
      .where(eq(customers.id, input.customerId));
    if (!customer) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
    const [step] = await tx
      .select({ id: customerOnboardingSteps.id, completedAt: customerOnboardingSteps.completedAt })
      .from(customerOnboardingSteps)
      .where(
        and(
          eq(customerOnboardingSteps.customerId, customer.id),
          eq(customerOnboardingSteps.step, input.step),
        ),
      )
      .for("update");
    if (!step) throw new AppError("not_found", STEP_NOT_FOUND);
    if ((step.completedAt !== null) !== input.done) {
      await tx
        .update(customerOnboardingSteps)
        .set(
          input.done
            ? { completedAt: new Date(), completedBy: caller.user.id }
            : { completedAt: null, completedBy: null },
        )
        .where(eq(customerOnboardingSteps.id, step.id));
      await recordAudit(tx, {
        partnerId: customer.partnerId,
        actorUserId: caller.user.id,
        action: "onboarding_step_changed",
        subject: { type: "customer", id: customer.id, label: customer.name },
        details: { customer_id: customer.id, name: customer.name, step: input.step, done: input.done },
      });
    }
    return { onboarding: await onboardingStepsOf(tx, customer.id) };
  });
}
