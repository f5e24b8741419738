import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { personPreferences } from "#server/db/schema/index";
import type { Preferences } from "#shared/contracts/profile";

/** Defaults for a person who never saved a choice: the system theme, the browser's zone and date format. */
export const DEFAULT_PREFERENCES: Preferences = { theme: "system", timeZone: null, dateLocale: null };

/** The caller's own saved preferences, or the defaults. */
export async function getPreferences(db: Pick<Db, "select">, userId: string): Promise<Preferences> {
  const [saved] = await db
    .select({
      theme: personPreferences.theme,
      timeZone: personPreferences.timeZone,
      dateLocale: personPreferences.dateLocale,
    })
    .from(personPreferences)
    .where(eq(personPreferences.userId, userId))
    .limit(1);
  return saved ?? DEFAULT_PREFERENCES;
}
