import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { profiles, programmeSettings, user } from "#server/db/schema/index";
import { DEFAULT_PROGRAMME_SETTINGS, type ProgrammeSettings } from "#shared/contracts/programme-settings";

/** The singleton row's key (the table allows only this id). */
export const PROGRAMME_SETTINGS_ROW = 1;

const COLUMNS = {
  protectionDays: programmeSettings.protectionDays,
  expiryDays: programmeSettings.expiryDays,
  reminderDays: programmeSettings.reminderDays,
  maxExtensions: programmeSettings.maxExtensions,
  extensionDays: programmeSettings.extensionDays,
  reviewDays: programmeSettings.reviewDays,
  tierWindowDays: programmeSettings.tierWindowDays,
  demotionGraceDays: programmeSettings.demotionGraceDays,
  journeyStallDays: programmeSettings.journeyStallDays,
  journeyReminders: programmeSettings.journeyReminders,
  conflictPolicy: programmeSettings.conflictPolicy,
};

/** The programme's rules in force: the defaults until someone with manage_programme saves. */
export async function loadProgrammeSettings(db: Pick<Db, "select">): Promise<ProgrammeSettings> {
  const [row] = await db
    .select(COLUMNS)
    .from(programmeSettings)
    .where(eq(programmeSettings.id, PROGRAMME_SETTINGS_ROW));
  return row ?? DEFAULT_PROGRAMME_SETTINGS;
}

/** The rules with when and by whom they were last saved, as the settings page shows them. */
export async function readProgrammeSettings(db: Pick<Db, "select">) {
  const [row] = await db
    .select({
      ...COLUMNS,
      updatedAt: programmeSettings.updatedAt,
      updatedByName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${user.name})`,
    })
    .from(programmeSettings)
    .leftJoin(user, eq(user.id, programmeSettings.updatedBy))
    .leftJoin(profiles, eq(profiles.userId, programmeSettings.updatedBy))
    .where(eq(programmeSettings.id, PROGRAMME_SETTINGS_ROW));
  if (!row) return { settings: DEFAULT_PROGRAMME_SETTINGS, updatedAt: null, updatedByName: null };
  const { updatedAt, updatedByName, ...settings } = row;
  return { settings, updatedAt, updatedByName };
}
