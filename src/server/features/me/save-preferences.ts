import type { Db } from "#server/db/client";
import { personPreferences } from "#server/db/schema/index";
import type { Preferences } from "#shared/contracts/profile";

/** Saves the caller's own preferences, whole: they follow the person to any browser they sign in on. */
export async function savePreferences(
  db: Pick<Db, "insert">,
  userId: string,
  preferences: Preferences,
): Promise<Preferences> {
  const [saved] = await db
    .insert(personPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: personPreferences.userId, set: preferences })
    .returning({
      theme: personPreferences.theme,
      timeZone: personPreferences.timeZone,
      dateLocale: personPreferences.dateLocale,
    });
  if (!saved) throw new Error("the preferences upsert returned no row");
  return saved;
}
