/** What an audit entry can be about. */
export const AUDIT_SUBJECT_TYPES = [
  "partner",
  "application",
  "deal",
  "payout",
  "resource",
  "user",
  "department",
  "course",
  "api_key",
  "webhook_endpoint",
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AUDIT_SUBJECT_LABELS: Record<AuditSubjectType, string> = {
  partner: "Partner",
  application: "Application",
  deal: "Deal",
  payout: "Payout",
  resource: "Resource",
  user: "User",
  department: "Department",
  course: "Course",
  api_key: "API key",
  webhook_endpoint: "Webhook endpoint",
};

/** Every action the trail records, with the words the audit log shows for it. */
export const AUDIT_ACTIONS = {
  application_submitted: "Application submitted",
  application_approved: "Application approved",
  application_rejected: "Application rejected",
  welcome_email_resent: "Welcome email resent",
  partner_status_changed: "Partner status changed",
  partner_updated: "Partner updated",
  deal_submitted: "Deal submitted",
  deal_status_changed: "Deal status changed",
  payout_created: "Payout created",
  payout_paid: "Payout paid",
  resource_uploaded: "Resource uploaded",
  resource_deleted: "Resource deleted",
  resource_downloaded: "Resource downloaded",
  certificate_downloaded: "Certificate downloaded",
  course_created: "Course created",
  course_updated: "Course updated",
  learners_enrolled: "Learners enrolled",
  user_created: "User created",
  user_updated: "User updated",
  user_role_changed: "User role changed",
  user_permissions_changed: "User permissions changed",
  user_departments_changed: "User departments changed",
  department_created: "Department created",
  department_updated: "Department updated",
  department_deleted: "Department deleted",
  password_changed: "Password changed",
  api_key_created: "API key created",
  api_key_revoked: "API key revoked",
  webhook_endpoint_created: "Webhook endpoint created",
  webhook_endpoint_deleted: "Webhook endpoint deleted",
  webhook_secret_rotated: "Webhook secret rotated",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
