import { sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { customerSuccessSettings } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { FieldChanges } from "#shared/audit-details";
import type { CustomerSuccessSettings } from "#shared/contracts/customer-success-settings";
import {
  loadCustomerSuccessSettings,
  readCustomerSuccessSettings,
  SETTINGS_ROW_ID,
  type StoredCustomerSuccessSettings,
} from "./customer-success-settings";
import { RUN_LOCK_CLASS, RUN_LOCK_KEY } from "./daily-health-run";

/** The advisory lock (class, key) that queues saves of the settings, so each audit entry's "from" is true. */
const SETTINGS_LOCK_CLASS = 46;
const SETTINGS_LOCK_KEY = 2;

const SETTINGS_KEYS = ["healthWeights", "slaPolicies", "calendar"] as const;

/**
 * Saves the Customer Success settings (the singleton row) and audits which parts changed, each as its JSON
 * before and after, in one transaction. Saving what is already in force writes nothing.
 *
 * New weights apply to every customer's score, and recomputing 100,000 customers does not fit in a request.
 * Instead the save removes today's snapshots and today's customer_health_days row: the day's health run is then
 * due again, and the customer success jobs (customer-success-jobs.ts) run it on their next minute's tick with
 * the new weights, recomputing every customer and writing the day afresh. Until then the scores are those of the
 * old weights; each customer page explains its score with the weights in force at once (customer-health.ts).
 */
export async function updateCustomerSuccessSettings(
  db: Db,
  caller: Caller,
  input: CustomerSuccessSettings,
): Promise<StoredCustomerSuccessSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_CLASS}, ${SETTINGS_LOCK_KEY})`);
    const current = await loadCustomerSuccessSettings(tx);
    const changes: FieldChanges = {};
    for (const key of SETTINGS_KEYS) {
      const from = JSON.stringify(current[key]);
      const to = JSON.stringify(input[key]);
      if (from !== to) changes[key] = { from, to };
    }
    if (Object.keys(changes).length === 0) return readCustomerSuccessSettings(tx);
    const values = {
      healthWeights: input.healthWeights,
      slaPolicies: input.slaPolicies,
      calendar: input.calendar,
      updatedAt: new Date(),
      updatedBy: caller.user.id,
    };
    await tx
      .insert(customerSuccessSettings)
      .values({ id: SETTINGS_ROW_ID, ...values })
      .onConflictDoUpdate({ target: customerSuccessSettings.id, set: values });
    if (changes.healthWeights) {
      // After a batch of the run in flight has committed, so none of its snapshots of the old weights stays.
      await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK_CLASS}, ${RUN_LOCK_KEY})`);
      await tx.execute(sql`
        delete from customer_health_snapshots where day = (now() at time zone 'UTC')::date`);
      await tx.execute(sql`delete from customer_health_days where day = (now() at time zone 'UTC')::date`);
    }
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "customer_success_settings_updated",
      subject: {
        type: "customer_success_settings",
        id: String(SETTINGS_ROW_ID),
        label: "Customer Success settings",
      },
      details: { changes },
    });
    return readCustomerSuccessSettings(tx);
  });
}
