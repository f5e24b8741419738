import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { personPreferences } from "#server/db/schema/index";
import type { NotificationKind } from "#shared/enums";
import { availableNotificationKinds } from "./available-notification-kinds";

/**
 * The kinds the caller chose to receive by e-mail too, among those they can be told of now (access they lost
 * takes its kinds out of the answer), and the kinds they can choose from.
 */
export async function getNotificationEmailChoices(
  db: Pick<Db, "select">,
  caller: Caller,
): Promise<{ kinds: NotificationKind[]; available: NotificationKind[] }> {
  const available = availableNotificationKinds(caller.profile);
  const [saved] = await db
    .select({ kinds: personPreferences.notificationEmails })
    .from(personPreferences)
    .where(eq(personPreferences.userId, caller.user.id))
    .limit(1);
  const chosen = new Set(saved?.kinds ?? []);
  return { kinds: available.filter((kind) => chosen.has(kind)), available };
}
