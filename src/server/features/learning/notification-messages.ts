import type { NotificationDraft } from "#server/platform/notifications";

// What learners are told (docs/product/notifications.md#what-people-are-told). Both name the course by id.

/** Someone was enrolled; enrolling oneself names oneself as the actor, so nobody is told. */
export const enrollmentCreatedNotice = (course: {
  id: string;
  title: string;
  actorUserId: string;
}): NotificationDraft => ({
  kind: "enrollment_created",
  message: `You were enrolled in ${course.title}.`,
  subjectId: course.id,
  actorUserId: course.actorUserId,
});

/** The portal awards the certificate, so no actor: the learner who passed is told. */
export const certificateEarnedNotice = (course: { id: string; title: string }): NotificationDraft => ({
  kind: "certificate_earned",
  message: `You earned a certificate for ${course.title}.`,
  subjectId: course.id,
  actorUserId: null,
});
