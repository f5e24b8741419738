import { sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { programmeSettings } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { FieldChanges } from "#shared/audit-details";
import type { ProgrammeSettings } from "#shared/contracts/programme-settings";
import { loadProgrammeSettings, PROGRAMME_SETTINGS_ROW, readProgrammeSettings } from "./programme-settings";

/** The advisory lock (class, key) that queues saves, so each audit entry's "from" is the value replaced. */
const SETTINGS_LOCK_CLASS = 49;
const SETTINGS_LOCK_KEY = 1;

/**
 * Saves the programme's rules (the singleton row) and audits each rule that changed, from and to, in one
 * transaction. Saving what is in force writes nothing. Deals approved earlier keep their terms
 * (docs/product/programme.md#settings); deals awaiting review get the new review deadline only when resubmitted.
 */
export async function updateProgrammeSettings(db: Db, caller: Caller, input: ProgrammeSettings) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_CLASS}, ${SETTINGS_LOCK_KEY})`);
    const current = await loadProgrammeSettings(tx);
    const changes: FieldChanges = {};
    for (const key of Object.keys(current) as (keyof ProgrammeSettings)[]) {
      if (current[key] !== input[key]) changes[key] = { from: String(current[key]), to: String(input[key]) };
    }
    if (Object.keys(changes).length === 0) return readProgrammeSettings(tx);
    const values = { ...input, updatedAt: new Date(), updatedBy: caller.user.id };
    await tx
      .insert(programmeSettings)
      .values({ id: PROGRAMME_SETTINGS_ROW, ...values })
      .onConflictDoUpdate({ target: programmeSettings.id, set: values });
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "programme_settings_updated",
      subject: {
        type: "programme_settings",
        id: String(PROGRAMME_SETTINGS_ROW),
        label: "Programme settings",
      },
      details: { changes },
    });
    return readProgrammeSettings(tx);
  });
}
