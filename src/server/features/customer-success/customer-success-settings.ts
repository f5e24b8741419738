import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { customerSuccessSettings, profiles, user } from "#server/db/schema/index";
import {
  type CustomerSuccessSettings,
  customerSuccessSettingsSchema,
  DEFAULT_CUSTOMER_SUCCESS_SETTINGS,
} from "#shared/contracts/customer-success-settings";

/**
 * The defaults as their contract writes them: parsed like a stored row, so the parts compare key for key with
 * what is saved (the audit entry of a save lists only the parts that changed).
 */
const DEFAULTS: CustomerSuccessSettings = customerSuccessSettingsSchema.parse(
  DEFAULT_CUSTOMER_SUCCESS_SETTINGS,
);

/** The singleton row's key (the table allows only this id). */
export const SETTINGS_ROW_ID = 1;

export interface StoredCustomerSuccessSettings extends CustomerSuccessSettings {
  updatedAt: Date | null;
  updatedByName: string | null;
}

/**
 * The settings as stored, each part checked by its contract: a part that no longer parses (a row written by an
 * older release) falls back to its default instead of failing every ticket and score that reads it.
 */
function parsed(row: {
  healthWeights: unknown;
  slaPolicies: unknown;
  calendar: unknown;
}): CustomerSuccessSettings {
  const shape = customerSuccessSettingsSchema.shape;
  const part = <K extends keyof CustomerSuccessSettings>(
    key: K,
    value: unknown,
  ): CustomerSuccessSettings[K] => {
    const result = shape[key].safeParse(value);
    return result.success ? (result.data as CustomerSuccessSettings[K]) : DEFAULTS[key];
  };
  return {
    healthWeights: part("healthWeights", row.healthWeights),
    slaPolicies: part("slaPolicies", row.slaPolicies),
    calendar: part("calendar", row.calendar),
  };
}

/** The health weights, SLA policies and business calendar in force: the defaults until an administrator saves. */
export async function loadCustomerSuccessSettings(db: Pick<Db, "select">): Promise<CustomerSuccessSettings> {
  const [row] = await db
    .select({
      healthWeights: customerSuccessSettings.healthWeights,
      slaPolicies: customerSuccessSettings.slaPolicies,
      calendar: customerSuccessSettings.calendar,
    })
    .from(customerSuccessSettings)
    .where(eq(customerSuccessSettings.id, SETTINGS_ROW_ID));
  return row ? parsed(row) : DEFAULTS;
}

/** The settings with when and by whom they were last saved, as the settings page shows them. */
export async function readCustomerSuccessSettings(
  db: Pick<Db, "select">,
): Promise<StoredCustomerSuccessSettings> {
  const [row] = await db
    .select({
      healthWeights: customerSuccessSettings.healthWeights,
      slaPolicies: customerSuccessSettings.slaPolicies,
      calendar: customerSuccessSettings.calendar,
      updatedAt: customerSuccessSettings.updatedAt,
      updatedByName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${user.name})`,
    })
    .from(customerSuccessSettings)
    .leftJoin(user, eq(user.id, customerSuccessSettings.updatedBy))
    .leftJoin(profiles, eq(profiles.userId, customerSuccessSettings.updatedBy))
    .where(eq(customerSuccessSettings.id, SETTINGS_ROW_ID));
  if (!row) return { ...DEFAULTS, updatedAt: null, updatedByName: null };
  return { ...parsed(row), updatedAt: row.updatedAt, updatedByName: row.updatedByName };
}
