import { AUDIT_ACTIONS } from "#shared/audit";
import type { StoredAuditEntry } from "#shared/audit-details";
import { PARTNER_TIERS, type PartnerTier } from "#shared/enums";
import { formatAmount } from "#shared/format";
import {
  COURSE_AUDIENCE_LABELS,
  COURSE_DIFFICULTY_LABELS,
  COURSE_STATUS_LABELS,
  CUSTOMER_CONTACT_KIND_LABELS,
  DEAL_STATUS_LABELS,
  labelOf,
  ONBOARDING_STEP_LABELS,
  PARTNER_MEMBER_ROLE_LABELS,
  PARTNER_STATUS_LABELS,
  PARTNER_TIER_LABELS,
  TICKET_PRIORITY_LABELS,
} from "#shared/labels";
import { REPORT_DATASETS, type ReportDatasetKey } from "#shared/report-datasets";
import { formatRate } from "../lib/format/format-rate";
import { humanize } from "../lib/format/humanize";
import { businessTypeLabel } from "./business-type-labels";
import { roleLabel } from "./role-labels";

// An audit entry's details in words, for every screen that shows the trail: a partner's history and the audit
// log. Each screen names the actions itself (the history says "Status changed" of its one partner). The details
// are read as `shared/audit-details.ts` declares them per action, the same declaration the server writes through.

/** What an entry says, as the procedures answer it. */
export interface AuditEntryFacts {
  action: string;
  details: Record<string, unknown>;
  actor: { name: string; email: string } | null;
}

/** The fields a `changes` record names, by the camelCase of their stored names. */
const FIELD_LABELS: Record<string, string> = {
  // A partner's (partner_updated).
  companyName: "Company name",
  contactName: "Contact name",
  contactEmail: "Contact email",
  contactPhone: "Contact phone",
  website: "Website",
  businessType: "Business type",
  partnerType: "Partner type",
  tier: "Tier",
  commissionRate: "Commission rate",
  // A user's (user_updated) and a department's (department_updated).
  fullName: "Full name",
  jobTitle: "Job title",
  name: "Name",
  description: "Description",
  manager: "Manager",
  // A course's (course_updated).
  difficultyLevel: "Difficulty",
};

const NONE = "(none)";

/** A co-sold deal's pairing, with this deal's partner's share; never the other partner's name. */
const coSoldLine = (share: unknown) =>
  typeof share === "number" && `Co-sold with another partner: ${share}% of the commission`;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A detail value as text; undefined for what is not a plain value. */
function text(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((item) => text(item) ?? []) : [];

const money = (value: unknown) => {
  const amount = text(value);
  return amount !== undefined && /^-?\d+(\.\d+)?$/.test(amount) ? formatAmount(amount) : amount;
};

/** A stored name without a label of its own, as capitalised words ("active": "Active", "signed_by": "Signed by"). */
const words = (value: string) => {
  const words = value.replaceAll("_", " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/** The programme's name of each tier, as the screens read them (`useTierNames`). */
type TierNames = Record<PartnerTier, string>;

/** One changed field's value as the screens show it. */
function fieldValue(field: string, value: unknown, tierNames: TierNames): string {
  const shown = text(value);
  if (shown === undefined || shown === "") return NONE;
  switch (field) {
    case "commissionRate":
      return formatRate(shown);
    case "businessType":
      return businessTypeLabel(shown);
    case "tier":
      return (PARTNER_TIERS as readonly string[]).includes(shown) ? tierNames[shown as PartnerTier] : shown;
    // A course's (course_updated), the only changes record with these fields.
    case "status":
      return labelOf(COURSE_STATUS_LABELS, shown);
    case "audience":
      return labelOf(COURSE_AUDIENCE_LABELS, shown);
    case "difficultyLevel":
      return labelOf(COURSE_DIFFICULTY_LABELS, shown);
    default:
      return shown;
  }
}

/** "Label: old → new" for each field of a `changes` record ({field: {from, to}}). */
function changeLinesOf(changes: unknown, tierNames: TierNames): string[] {
  if (!isRecord(changes)) return [];
  return Object.entries(changes).map(([key, change]) => {
    const field = camel(key);
    const label = FIELD_LABELS[field] ?? words(key);
    const { from, to } = isRecord(change) ? change : { from: undefined, to: undefined };
    return `${label}: ${fieldValue(field, from, tierNames)} → ${fieldValue(field, to, tierNames)}`;
  });
}

/** "from → to" of a status change, or nothing when the entry lacks either. */
function move(
  labelOf: (status: string) => string,
  details: { from?: unknown; to?: unknown },
): string | undefined {
  if (details.from === undefined || details.to === undefined) return undefined;
  const label = (value: unknown) => labelOf(text(value) ?? "?");
  return `${label(details.from)} → ${label(details.to)}`;
}

const reportDatasetLabel = (dataset: string) =>
  Object.hasOwn(REPORT_DATASETS, dataset) ? REPORT_DATASETS[dataset as ReportDatasetKey].label : dataset;

const dealStatus = (status: string) => labelOf(DEAL_STATUS_LABELS, status);
const partnerStatus = (status: string) => labelOf(PARTNER_STATUS_LABELS, status);

/** Why the programme moved a partner's tier (partner_tier_changed). */
const TIER_CHANGE_CAUSES: Record<string, string> = {
  promoted: "it met the tier's requirements",
  demoted: "the grace period passed without meeting the tier's requirements",
  override_ended: "a staff override ended",
};

/** A list of names, or "(none)". */
const names = (list: readonly string[]) => (list.length > 0 ? list.join(", ") : NONE);

/** "Added: a, b", or nothing for an empty list. */
const listLine = (label: string, list: readonly string[]) =>
  list.length > 0 && `${label}: ${list.join(", ")}`;

/** Lines for the details of an action with no words of its own: its changes, then its plain values by name. */
function plainDetails(details: Record<string, unknown>, tierNames: TierNames): string[] {
  const values = Object.entries(details).flatMap(([key, value]) => {
    const shown = text(value);
    return shown === undefined || key.endsWith("_id") ? [] : [`${words(key)}: ${shown}`];
  });
  return [...changeLinesOf(details.changes, tierNames), ...values];
}

const lines = (...candidates: (string | undefined | false)[]) =>
  candidates.filter((line): line is string => typeof line === "string" && line !== "");

/** A partner member an entry is about: name and e-mail. */
function memberLine(details: Record<string, unknown>): string | undefined {
  const name = text(details.member_name);
  const email = text(details.member_email);
  return name && email ? `${name} (${email})` : (name ?? email);
}

const memberRole = (role: string) => labelOf(PARTNER_MEMBER_ROLE_LABELS, role);

/** Every action in words; an action added to the trail without words here is a type error. */
function detailsOf(entry: StoredAuditEntry, tierNames: TierNames): string[] {
  const { action, details } = entry;
  const changeLines = (changes: unknown) => changeLinesOf(changes, tierNames);
  const tierLabelOf = (tier: string) => labelOf(tierNames, tier);
  switch (action) {
    case "partner_updated":
    case "user_updated":
    case "department_updated":
    case "customer_success_settings_updated":
    case "programme_settings_updated":
    case "programme_tiers_updated":
      return changeLines(details.changes);
    case "customer_updated":
      return lines(text(details.name), ...changeLines(details.changes));
    case "customer_created":
      return lines(
        text(details.name),
        details.source === "won_deal" ? "From a deal closed won" : "Added by hand",
      );
    case "customer_contact_logged":
      return lines(
        text(details.name),
        text(details.kind) &&
          `${labelOf(CUSTOMER_CONTACT_KIND_LABELS, text(details.kind) as string)} on ${text(details.occurred_at)}`,
      );
    case "onboarding_step_changed":
      return lines(
        text(details.name),
        text(details.step) &&
          `${labelOf(ONBOARDING_STEP_LABELS, text(details.step) as string)} ${details.done === false ? "reopened" : "done"}`,
      );
    case "ticket_created":
      return lines(
        typeof details.number === "number" && `#${details.number} ${text(details.subject) ?? ""}`.trim(),
        text(details.priority) &&
          `Priority: ${labelOf(TICKET_PRIORITY_LABELS, text(details.priority) as string)}`,
      );
    case "ticket_updated":
      return lines(
        typeof details.number === "number" && `#${details.number}`,
        ...changeLines(details.changes),
      );
    case "ticket_replied": {
      const files = typeof details.attachments === "number" ? details.attachments : 0;
      return lines(
        typeof details.number === "number" && `#${details.number}`,
        details.internal === true ? "Internal note" : "Public reply",
        files > 0 && `${files} ${files === 1 ? "attachment" : "attachments"}`,
      );
    }
    case "tickets_assigned":
      return lines(
        listLine(
          "Tickets",
          (Array.isArray(details.numbers) ? details.numbers : []).map((n) => `#${n}`),
        ),
        `Assignee: ${text(details.assignee) ?? "nobody"}`,
      );
    case "partner_status_changed":
      return lines(move(partnerStatus, details));
    case "partner_tier_changed":
      return lines(
        move(tierLabelOf, details),
        text(details.cause) &&
          `Why: ${TIER_CHANGE_CAUSES[String(details.cause)] ?? humanize(String(details.cause))}`,
        text(details.commission_rate) && `Commission rate: ${formatRate(String(details.commission_rate))}`,
      );
    case "partner_tier_warned":
      return lines(
        move(tierLabelOf, details),
        text(details.due_on) && `Unless it qualifies by ${text(details.due_on)}`,
      );
    case "partner_tier_overridden":
      return lines(
        move(tierLabelOf, details),
        text(details.reason) && `Reason: ${text(details.reason)}`,
        text(details.ends_on) && `Until ${text(details.ends_on)}`,
      );
    case "partner_tier_override_cleared":
      return lines(move(tierLabelOf, details));
    case "partner_member_role_changed":
      return lines(memberLine(details), move(memberRole, details));
    case "partner_member_invited":
    case "partner_invitation_revoked":
    case "partner_member_joined":
      return lines(memberLine(details), text(details.role) && `Role: ${memberRole(String(details.role))}`);
    case "partner_member_removed":
      return lines(
        memberLine(details),
        typeof details.api_keys_revoked === "number" &&
          details.api_keys_revoked > 0 &&
          `${details.api_keys_revoked} API ${details.api_keys_revoked === 1 ? "key" : "keys"} revoked`,
      );
    case "deal_status_changed": {
      const company = text(details.company_name);
      const change = move(dealStatus, details);
      return lines(
        company && change ? `${company}: ${change}` : (change ?? company),
        details.overrode_protection_of_deal !== undefined &&
          "Approved over another partner's protected registration",
        coSoldLine(details.commission_share),
        text(details.note),
      );
    }
    case "deal_co_sold":
      return lines(text(details.company_name), coSoldLine(details.commission_share));
    case "deal_extension_requested":
      return lines(text(details.company_name), text(details.reason));
    case "deal_extension_decided":
      return lines(
        text(details.company_name),
        details.granted ? "Extension granted" : "Extension refused",
        text(details.note),
      );
    case "deal_submitted":
      return lines(
        [text(details.company_name), money(details.deal_value)].filter(Boolean).join(", "),
        details.submitted_by_admin === true && "Submitted by an administrator",
      );
    case "payout_created":
      return lines(money(details.commission_amount));
    case "payout_paid":
      return lines(
        money(details.commission_amount),
        text(details.reference) && `Reference ${text(details.reference)}`,
      );
    case "application_submitted": {
      const documents = typeof details.documents === "number" ? details.documents : undefined;
      return lines(documents !== undefined && `${documents} ${documents === 1 ? "document" : "documents"}`);
    }
    case "application_approved":
    case "application_rejected":
      return lines(text(details.notes) && `Notes: ${text(details.notes)}`);
    case "welcome_email_resent":
      return [];
    case "resource_downloaded":
    case "resource_uploaded":
    case "resource_deleted":
      return lines(text(details.resource_title));
    case "agreement_published":
      return lines(
        typeof details.version_number === "number" && `Version ${details.version_number}`,
        `For: ${details.business_type ? businessTypeLabel(String(details.business_type)) : "every partner"}`,
        typeof details.grace_days === "number" && `Grace period: ${details.grace_days} days`,
        text(details.text_sha256) && `SHA-256: ${text(details.text_sha256)}`,
      );
    case "agreement_signed":
      return lines(
        typeof details.version_number === "number" && `Version ${details.version_number}`,
        text(details.signer_name) &&
          `Signed by ${text(details.signer_name)}${text(details.signer_title) ? `, ${text(details.signer_title)}` : ""}`,
        text(details.text_sha256) && `SHA-256: ${text(details.text_sha256)}`,
      );
    case "journey_template_saved":
      return lines(
        text(details.audience) &&
          `For: ${details.audience === "default" ? "every partner without its own" : businessTypeLabel(String(details.audience))}`,
        Array.isArray(details.steps) && `Steps: ${details.steps.map(String).join(", ") || "none"}`,
      );
    case "journey_step_ticked":
    case "journey_step_unticked":
      return lines(text(details.step));
    case "signed_agreement_downloaded":
      return lines(typeof details.version_number === "number" && `Version ${details.version_number}`);
    case "certificate_downloaded":
      return lines(
        text(details.course_title),
        text(details.completion_date) && `Completed ${text(details.completion_date)}`,
      );
    case "course_created":
      return lines(
        text(details.course_title),
        text(details.status) && `Status: ${labelOf(COURSE_STATUS_LABELS, text(details.status) as string)}`,
        text(details.audience) &&
          `Audience: ${labelOf(COURSE_AUDIENCE_LABELS, text(details.audience) as string)}`,
      );
    case "course_updated":
      return lines(text(details.course_title), ...changeLines(details.changes));
    case "learners_enrolled":
      return lines(text(details.course_title), listLine("Enrolled", textList(details.learners)));
    case "user_created":
      return lines(
        text(details.email),
        text(details.role) && `Role: ${roleLabel(text(details.role) as string)}`,
        text(details.job_title) && `Job title: ${text(details.job_title)}`,
      );
    case "user_role_changed":
      return lines(
        details.from !== undefined &&
          `Role: ${names(textList(details.from).map(roleLabel))} → ${names(textList(details.to).map(roleLabel))}`,
      );
    case "user_permissions_changed":
      return lines(
        listLine("Added", textList(details.added)),
        listLine("Removed", textList(details.removed)),
      );
    case "user_departments_changed": {
      const from = textList(details.from);
      const to = textList(details.to);
      const primary: { from?: unknown; to?: unknown } = isRecord(details.primary) ? details.primary : {};
      const primaryFrom = text(primary.from) ?? NONE;
      const primaryTo = text(primary.to) ?? NONE;
      return lines(
        listLine(
          "Added",
          to.filter((name) => !from.includes(name)),
        ),
        listLine(
          "Removed",
          from.filter((name) => !to.includes(name)),
        ),
        primaryFrom !== primaryTo && `Primary: ${primaryFrom} → ${primaryTo}`,
      );
    }
    case "user_sessions_ended": {
      const ended = typeof details.sessions_ended === "number" ? details.sessions_ended : 0;
      const what = details.all === true ? "Every session" : "One session";
      return lines(`${what} ended (${ended} signed out)`);
    }
    case "department_created":
      return lines(
        text(details.description) && `Description: ${text(details.description)}`,
        text(details.manager) && `Manager: ${text(details.manager)}`,
      );
    case "password_changed": {
      const ended = typeof details.other_sessions_ended === "number" ? details.other_sessions_ended : 0;
      return lines(ended > 0 && `${ended} other ${ended === 1 ? "session" : "sessions"} signed out`);
    }
    case "api_key_created":
      return lines(
        text(details.prefix) && `Key: ppk_${text(details.prefix)}_…`,
        details.kind === "integration" && listLine("Permissions", textList(details.permissions)),
        text(details.expires_at) && `Expires: ${text(details.expires_at)}`,
      );
    case "api_key_revoked":
      return lines(text(details.prefix) && `Key: ppk_${text(details.prefix)}_…`);
    case "webhook_endpoint_created":
      return lines(
        text(details.url) && `Address: ${text(details.url)}`,
        listLine("Events", textList(details.events)),
        text(details.secret_prefix) && `Secret: ${text(details.secret_prefix)}…`,
      );
    case "webhook_endpoint_deleted":
      return lines(text(details.url) && `Address: ${text(details.url)}`);
    case "webhook_secret_rotated":
      return lines(
        text(details.previous_secret_prefix) && `Previous secret: ${text(details.previous_secret_prefix)}…`,
        text(details.secret_prefix) && `New secret: ${text(details.secret_prefix)}…`,
        details.signing === "standard" && "Moved to Standard Webhooks signatures",
      );
    case "report_created":
      return lines(
        text(details.name),
        text(details.dataset) && `Dataset: ${reportDatasetLabel(text(details.dataset) as string)}`,
        details.visibility === "shared" ? "Shared with all staff" : "Private",
      );
    case "report_updated":
      return lines(text(details.name), ...changeLines(details.changes));
    case "report_shared":
    case "report_unshared":
      return lines(text(details.name));
    case "report_deleted":
      return lines(
        text(details.name),
        text(details.dataset) && `Dataset: ${reportDatasetLabel(text(details.dataset) as string)}`,
      );
    case "report_exported": {
      const rows = typeof details.rows === "number" ? details.rows : undefined;
      return lines(
        text(details.name),
        rows !== undefined && `${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"}`,
      );
    }
    case "report_scheduled":
      return lines(
        text(details.name),
        text(details.rule) &&
          `${text(details.rule)} at ${text(details.time_of_day) ?? "?"} (${text(details.time_zone) ?? "?"})`,
        typeof details.people === "number" && details.people > 0 && `People: ${details.people}`,
        listLine("Addresses", textList(details.addresses)),
      );
    case "report_unscheduled":
      return lines(text(details.name));
    case "report_recipient_domains_changed":
      return lines(
        listLine("Added", textList(details.added)),
        listLine("Removed", textList(details.removed)),
      );
    case "department_deleted": {
      const removed = typeof details.members_removed === "number" ? details.members_removed : undefined;
      return lines(
        removed !== undefined &&
          (removed === 0
            ? "It had no members"
            : `${removed} ${removed === 1 ? "member's assignment" : "members' assignments"} removed`),
      );
    }
  }
}

/** An action's name as the audit log shows it; one this version does not know, as words. */
export const auditActionName = (action: string): string =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? humanize(action);

/** The lines of detail worth reading about an entry, in words, each tier by the programme's name for it. */
export function auditDetailLines(
  entry: Pick<AuditEntryFacts, "action" | "details">,
  tierNames: TierNames = PARTNER_TIER_LABELS,
): string[] {
  const known = Object.hasOwn(AUDIT_ACTIONS, entry.action);
  return known ? detailsOf(entry as StoredAuditEntry, tierNames) : plainDetails(entry.details, tierNames);
}

/** Who made the entry: the staff member or contact, the applicant for an application, otherwise the system. */
export function auditActorName(entry: Pick<AuditEntryFacts, "action" | "actor">): string {
  if (entry.actor) return entry.actor.name || entry.actor.email;
  return entry.action === "application_submitted" ? "The applicant" : "System";
}
