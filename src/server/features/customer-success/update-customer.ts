import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { customerKey } from "#server/db/customer-key";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { customers } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { AuditValue, FieldChanges } from "#shared/audit-details";
import {
  CUSTOMER_EXISTS,
  CUSTOMER_NOT_FOUND,
  type CustomerSummary,
  type updateCustomerInput,
} from "#shared/contracts/customers";
import type { CustomerStatus } from "#shared/enums";
import { statusForScore } from "#shared/health-score";
import { checkOwner, checkPartner, customerSummaryOrNotFound } from "./customer-rows";
import { recomputeHealth } from "./recompute-health";

type Input = z.output<typeof updateCustomerInput>;

/** The columns an edit may set, as stored, with the names the audit entry records them under. */
const FIELDS = {
  name: "name",
  contactName: "contact_name",
  contactEmail: "contact_email",
  contactPhone: "contact_phone",
  ownerId: "owner_id",
  partnerId: "partner_id",
  contractValue: "contract_value",
  startDate: "start_date",
  renewalDate: "renewal_date",
  csmRating: "csm_rating",
  status: "status",
} as const;
type Field = keyof typeof FIELDS;
type Columns = { [Key in Field]: AuditValue };

/** The status an edit leaves: churned by hand, or back to what the score says when churned is cleared. */
function statusAfter(churned: boolean | undefined, current: { status: CustomerStatus; healthScore: number }) {
  if (churned === true) return "churned";
  if (churned === false)
    return current.status === "churned" ? statusForScore(current.healthScore, "healthy") : current.status;
  return current.status;
}

/**
 * Edits a customer, audited with the old and new value of each field that changed. `churned` is the only status
 * set by hand; clearing it puts back what the score says. The score is recomputed in the same transaction (a new
 * CSM rating, renewal or start date moves it). A new name re-keys the customer: one that normalises to another
 * customer's key is refused with 409, as adding it would be.
 */
export async function updateCustomer(
  db: Db,
  caller: Caller,
  input: Input,
): Promise<{ customer: CustomerSummary }> {
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(customers).where(eq(customers.id, input.id)).for("update");
      if (!current) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
      if (input.ownerId && input.ownerId !== current.ownerId) await checkOwner(tx, input.ownerId);
      if (input.partnerId && input.partnerId !== current.partnerId) await checkPartner(tx, input.partnerId);

      const before: Columns = {
        name: current.name,
        contactName: current.contactName,
        contactEmail: current.contactEmail,
        contactPhone: current.contactPhone,
        ownerId: current.ownerId,
        partnerId: current.partnerId,
        contractValue: Number(current.contractValue).toFixed(2),
        startDate: current.startDate,
        renewalDate: current.renewalDate,
        csmRating: current.csmRating,
        status: current.status,
      };
      const given = <Value>(value: Value | undefined, fallback: AuditValue) =>
        value === undefined ? fallback : (value as AuditValue);
      const after: Columns = {
        name: given(input.name, before.name),
        contactName: given(input.contactName, before.contactName),
        contactEmail: given(input.contactEmail, before.contactEmail),
        contactPhone: given(input.contactPhone, before.contactPhone),
        ownerId: given(input.ownerId, before.ownerId),
        partnerId: given(input.partnerId, before.partnerId),
        contractValue:
          input.contractValue === undefined ? before.contractValue : Number(input.contractValue).toFixed(2),
        startDate: given(input.startDate, before.startDate),
        renewalDate: given(input.renewalDate, before.renewalDate),
        csmRating: given(input.csmRating, before.csmRating),
        status: statusAfter(input.churned, current),
      };
      const changes: FieldChanges = {};
      for (const field of Object.keys(FIELDS) as Field[]) {
        if (before[field] !== after[field])
          changes[FIELDS[field]] = { from: before[field], to: after[field] };
      }
      if (Object.keys(changes).length === 0)
        return { customer: await customerSummaryOrNotFound(tx, current.id) };

      const name = after.name as string;
      await tx
        .update(customers)
        .set({
          name,
          customerKey: customerKey(name),
          contactName: after.contactName as string,
          contactEmail: after.contactEmail as string | null,
          contactPhone: after.contactPhone as string | null,
          ownerId: after.ownerId as string | null,
          partnerId: after.partnerId as string | null,
          contractValue: after.contractValue as string,
          startDate: after.startDate as string,
          renewalDate: after.renewalDate as string | null,
          csmRating: after.csmRating as number | null,
          status: after.status as CustomerStatus,
        })
        .where(eq(customers.id, current.id));
      await recomputeHealth(tx, [current.id]);
      await recordAudit(tx, {
        partnerId: (after.partnerId as string | null) ?? null,
        actorUserId: caller.user.id,
        action: "customer_updated",
        subject: { type: "customer", id: current.id, label: name },
        details: { customer_id: current.id, name, changes },
      });
      return { customer: await customerSummaryOrNotFound(tx, current.id) };
    })
    .catch((error: unknown) => {
      // The new name normalises to another customer's key.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
        throw new AppError("conflict", CUSTOMER_EXISTS, { field: "name" });
      }
      throw error;
    });
}
