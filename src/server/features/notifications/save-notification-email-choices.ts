import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { personPreferences } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { NotificationKind } from "#shared/enums";
import { NOTIFICATION_KIND_LABELS } from "#shared/labels";
import { availableNotificationKinds } from "./available-notification-kinds";

/**
 * Saves, whole, the kinds the caller also wants by e-mail. A kind they cannot be told of is refused, naming
 * the field, rather than kept for a mail that would never come.
 */
export async function saveNotificationEmailChoices(
  db: Pick<Db, "insert">,
  caller: Caller,
  kinds: NotificationKind[],
): Promise<{ kinds: NotificationKind[]; available: NotificationKind[] }> {
  const available = availableNotificationKinds(caller.profile);
  const refused = kinds.find((kind) => !available.includes(kind));
  if (refused) {
    throw new AppError(
      "bad_request",
      `"${NOTIFICATION_KIND_LABELS[refused]}" is not among the notifications you receive, so it cannot be sent by e-mail.`,
      { field: "kinds" },
    );
  }
  const ordered = available.filter((kind) => kinds.includes(kind));
  await db
    .insert(personPreferences)
    .values({ userId: caller.user.id, notificationEmails: ordered })
    .onConflictDoUpdate({ target: personPreferences.userId, set: { notificationEmails: ordered } });
  return { kinds: ordered, available };
}
