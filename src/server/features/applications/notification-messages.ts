import type { NotificationDraft } from "#server/platform/notifications";

// What reviewers are told (docs/product/notifications.md#what-people-are-told).

/** A company applied to become a partner: nobody signed in caused it. */
export const applicationSubmittedNotice = (application: {
  id: string;
  companyName: string;
}): NotificationDraft => ({
  kind: "application_submitted",
  message: `${application.companyName} applied to become a partner.`,
  subjectId: application.id,
  actorUserId: null,
});
