import type { AuditAction } from "./audit";

// The `details` each audit action stores, by action: the server writes them through `recordAudit` and the screens
// read them back through `StoredAuditEntry`, so a key written on one side and read under another name on the
// other is a type error. The keys are the stored JSON's and stay snake_case: renaming one would orphan the trail
// already written.

/** A value as an audit entry keeps it. */
export type AuditValue = string | number | boolean | null;

/** One edited field's old and new value. */
export type FieldChange = { from: AuditValue; to: AuditValue };

/** Only the fields an edit changed, by their stored names. */
export type FieldChanges = Record<string, FieldChange>;

// Type aliases rather than interfaces: the database column takes any record, which an interface is not.

type ApiKeyDetails = { api_key_id: string; prefix: string; kind: "partner" | "integration" };

type WebhookEndpointDetails = {
  endpoint_id: string;
  url: string;
  secret_prefix: string;
  kind: "partner" | "administrators";
};

type ResourceDetails = { resource_id: string; resource_title: string; content_type: string };

type ApplicationDecisionDetails = {
  /** Absent from the demo's entries, as from entries written before decisions named their application. */
  application_id?: string;
  company_name: string;
  notes?: string | null;
};

export type AuditDetailsByAction = {
  application_submitted: { company_name: string; documents: number };
  application_approved: ApplicationDecisionDetails;
  application_rejected: ApplicationDecisionDetails;
  welcome_email_resent: { application_id: string };
  partner_status_changed: { company_name: string; from: string; to: string };
  partner_updated: { company_name: string; changes: FieldChanges };
  /** By the programme's rules (`cause`: promoted, demoted, override_ended) or a staff override's end. */
  partner_tier_changed: {
    company_name: string;
    from: string;
    to: string;
    cause: string;
    commission_rate: string;
  };
  partner_tier_warned: { company_name: string; from: string; to: string; due_on: string };
  partner_tier_overridden: {
    company_name: string;
    from: string;
    to: string;
    reason: string;
    ends_on: string;
  };
  partner_tier_override_cleared: { company_name: string; from: string; to: string };
  partner_member_role_changed: { member_name: string; member_email: string; from: string; to: string };
  partner_member_invited: { member_email: string; role: string };
  partner_invitation_revoked: { member_email: string; role: string };
  partner_member_joined: { member_name: string; member_email: string; role: string };
  partner_member_removed: {
    member_name: string;
    member_email: string;
    role: string;
    api_keys_revoked: number;
  };
  deal_submitted: {
    deal_id: string;
    company_name: string;
    /** The stored decimal as text; the demo's entries hold a number. */
    deal_value: string | number;
    submitted_by_admin: boolean;
  };
  deal_status_changed: {
    deal_id: string;
    company_name: string;
    from: string;
    to: string;
    /** The other partner's deal whose protection this approval overrode. */
    overrode_protection_of_deal?: string;
    /** Approved as a co-sell of this other partner's deal, with this deal's partner's commission share (percent). */
    co_sold_with_deal?: string;
    commission_share?: number;
    /** Why: a reviewer's question, a partner's answer or reason for withdrawing. */
    note?: string;
  };
  /** The protected deal a reviewer paired with another partner's, and its partner's share now (percent). */
  deal_co_sold: {
    deal_id: string;
    company_name: string;
    co_sold_with_deal: string;
    commission_share: number;
  };
  deal_extension_requested: { deal_id: string; company_name: string; reason: string };
  deal_extension_decided: {
    deal_id: string;
    company_name: string;
    granted: boolean;
    note?: string;
    /** Granted: the new end of the registration (ISO). */
    expires_at?: string;
  };
  payout_created: { payout_id: string; deal_id: string; commission_amount: string };
  payout_paid: {
    payout_id: string;
    deal_id: string;
    commission_amount: string;
    reference: string;
    paid_at: string;
  };
  resource_uploaded: ResourceDetails & { is_public: boolean; file_name: string; file_size: number };
  resource_deleted: ResourceDetails;
  resource_downloaded: ResourceDetails;
  certificate_downloaded: { course_id: string; course_title: string; completion_date: string };
  course_created: { course_id: string; course_title: string; status: string; audience: string };
  course_updated: { course_id: string; course_title: string; changes: FieldChanges };
  learners_enrolled: { course_id: string; course_title: string; learners: string[] };
  user_created: { email: string; role: string; job_title: string | null };
  user_updated: { email: string; changes: FieldChanges };
  user_role_changed: { email: string; from: string[]; to: string[] };
  user_permissions_changed: { email: string; added: string[]; removed: string[] };
  user_departments_changed: {
    email: string;
    from: string[];
    to: string[];
    primary: { from: string | null; to: string | null };
  };
  /** An administrator ended one of a user's sessions, or all of them (`all`). */
  user_sessions_ended: { email: string; sessions_ended: number; all: boolean };
  department_created: { name: string; description: string | null; manager: string | null };
  department_updated: { changes: FieldChanges };
  department_deleted: { name: string; description: string | null; members_removed: number };
  /** A person changed their own password; the entry says no more than that it happened. */
  password_changed: { email: string; other_sessions_ended: number };
  /** A partner's key (its partner in the entry) or an integration's, with the permissions it was given. */
  api_key_created: ApiKeyDetails & { expires_at: string | null; permissions: string[] };
  api_key_revoked: ApiKeyDetails;
  webhook_endpoint_created: WebhookEndpointDetails & { events: string[] };
  webhook_endpoint_deleted: WebhookEndpointDetails;
  /** `signing` is set when the rotation moved the endpoint to Standard Webhooks signatures. */
  webhook_secret_rotated: WebhookEndpointDetails & { previous_secret_prefix: string; signing?: "standard" };
  /** Made by hand, or by a deal closed won (its deal named). */
  customer_created: { customer_id: string; name: string; source: string; deal_id?: string };
  customer_updated: { customer_id: string; name: string; changes: FieldChanges };
  customer_contact_logged: { customer_id: string; name: string; kind: string; occurred_at: string };
  onboarding_step_changed: { customer_id: string; name: string; step: string; done: boolean };
  ticket_created: {
    ticket_id: string;
    number: number;
    subject: string;
    customer_id: string;
    priority: string;
  };
  ticket_updated: { ticket_id: string; number: number; changes: FieldChanges };
  /** A public reply or an internal note; the body stays on the ticket. */
  ticket_replied: { ticket_id: string; number: number; internal: boolean; attachments: number };
  tickets_assigned: { ticket_ids: string[]; numbers: number[]; assignee: string | null };
  customer_success_settings_updated: { changes: FieldChanges };
  programme_settings_updated: { changes: FieldChanges };
  programme_tiers_updated: { changes: FieldChanges };
  /** A new version of the programme agreement, by number, with whom it is for and the hash of its text. */
  agreement_published: AgreementDetails & { business_type: string | null; grace_days: number };
  /** A partner's signature, naming the signer as they typed it. */
  agreement_signed: AgreementDetails & { signature_id: string; signer_name: string; signer_title: string };
  signed_agreement_downloaded: AgreementDetails & { signature_id: string };
  /** A journey template saved: whose it is ("default" or a business type) and its steps in order, by title. */
  journey_template_saved: { audience: string; steps: string[] };
  /** A manual step of a partner's journey ticked or unticked by staff. */
  journey_step_ticked: { step_id: string; step: string };
  journey_step_unticked: { step_id: string; step: string };
  report_created: ReportDetails & { dataset: string; visibility: string };
  report_updated: ReportDetails & { changes: FieldChanges };
  report_shared: ReportDetails;
  report_unshared: ReportDetails;
  report_deleted: ReportDetails & { dataset: string };
  /** Each download of a report's CSV, with how many rows it held. */
  report_exported: ReportDetails & { rows: number };
  /** Set or changed: when it recurs and how many people and addresses receive it. */
  report_scheduled: ReportDetails & {
    rule: string;
    time_of_day: string;
    time_zone: string;
    people: number;
    addresses: string[];
  };
  report_unscheduled: ReportDetails;
  report_recipient_domains_changed: { added: string[]; removed: string[] };
};

/** An agreement version, by id, number and the SHA-256 of its text. */
type AgreementDetails = { version_id: string; version_number: number; text_sha256: string };

/** A saved report, by id and the name it had then. */
type ReportDetails = { report_id: string; name: string };

export type AuditDetails<A extends AuditAction = AuditAction> = AuditDetailsByAction[A];

/** An action with the details it writes; `action` tells which details these are. */
export type AuditRecord = { [A in AuditAction]: { action: A; details: AuditDetails<A> } }[AuditAction];

/**
 * An entry as read back from the trail: entries written by older code may lack a key, so every key is optional
 * and the screens still check each value before they show it.
 */
export type StoredAuditEntry = {
  [A in AuditAction]: { action: A; details: Partial<AuditDetails<A>> };
}[AuditAction];
