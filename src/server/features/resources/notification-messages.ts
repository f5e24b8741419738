import type { NotificationDraft } from "#server/platform/notifications";

// What partners' contacts are told of resources (docs/product/notifications.md#what-people-are-told).

export const resourcePublishedNotice = (resource: {
  id: string;
  title: string;
  actorUserId: string;
}): NotificationDraft => ({
  kind: "resource_published",
  message: `New resource: ${resource.title}.`,
  subjectId: resource.id,
  actorUserId: resource.actorUserId,
});
