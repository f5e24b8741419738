import { notifications } from "#server/db/schema/index";

/** A notification as its reader gets it: the bell's list and the dashboard's Recent Activity read these columns. */
export const NOTIFICATION_COLUMNS = {
  id: notifications.id,
  kind: notifications.kind,
  message: notifications.message,
  subjectId: notifications.subjectId,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};
