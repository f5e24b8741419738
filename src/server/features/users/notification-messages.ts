import type { Caller } from "#server/auth/session";
import type { NotificationDraft } from "#server/platform/notifications";

// What a person is told when their access changes (docs/product/notifications.md#what-people-are-told).

/** A role or permission change, named by who made it; it is about the person, so it names their user id. */
export const accessChangedNotice = (userId: string, caller: Caller): NotificationDraft => ({
  kind: "access_changed",
  message: `Your roles or permissions were changed by ${caller.user.name || caller.user.email}.`,
  subjectId: userId,
  actorUserId: caller.user.id,
});
