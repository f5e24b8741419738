import type { PartnerDetail } from "../../../../shared/contracts/partners";
import { PARTNER_TIERS, type PartnerTier } from "../../../../shared/enums";
import { formatAmount } from "../../../../shared/format";
import { DEAL_STATUS_LABELS } from "../../../components/deal-status-badge";
import { tierName } from "../../../components/tier-badge";
import { businessTypeLabel, formatRate, humanize, PARTNER_STATUS_LABELS } from "./partner-labels";

export type AuditEntry = PartnerDetail["auditEntries"][number];

/** An audit entry in words: what happened, and the lines of detail worth reading. */
export interface AuditEntryText {
  action: string;
  details: string[];
}

const ACTIONS: Record<string, string> = {
  application_submitted: "Application submitted",
  application_approved: "Application approved",
  application_rejected: "Application rejected",
  welcome_email_resent: "Welcome e-mail sent again",
  partner_status_changed: "Status changed",
  partner_updated: "Details edited",
  deal_submitted: "Deal submitted",
  deal_status_changed: "Deal status changed",
  payout_created: "Commission payout created",
  payout_paid: "Commission payout paid",
  resource_uploaded: "Resource uploaded",
  resource_deleted: "Resource deleted",
  resource_downloaded: "Resource downloaded",
  certificate_downloaded: "Certificate downloaded",
};

/** The partner's fields, by the camelCase of the edit form's names that partner_updated records. */
const FIELD_LABELS: Record<string, string> = {
  companyName: "Company name",
  contactName: "Contact name",
  contactEmail: "Contact email",
  contactPhone: "Contact phone",
  website: "Website",
  businessType: "Business type",
  partnerType: "Partner type",
  tier: "Tier",
  commissionRate: "Commission rate",
};

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A detail value as text; undefined for what is not a plain value. */
function text(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const money = (value: unknown) => {
  const amount = text(value);
  return amount !== undefined && /^-?\d+(\.\d+)?$/.test(amount) ? formatAmount(amount) : amount;
};

/** One edited field's value as the Partners tab shows it. */
function fieldValue(field: string, value: unknown): string {
  const shown = text(value);
  if (shown === undefined || shown === "") return "(none)";
  switch (field) {
    case "commissionRate":
      return formatRate(shown);
    case "businessType":
      return businessTypeLabel(shown);
    case "tier":
      return (PARTNER_TIERS as readonly string[]).includes(shown) ? tierName(shown as PartnerTier) : shown;
    default:
      return shown;
  }
}

const statusLabel = (labels: Record<string, string>, value: unknown) => {
  const shown = text(value) ?? "?";
  return labels[shown] ?? humanize(shown);
};

/** "from → to" of a status change, or nothing when the entry lacks either. */
function move(labels: Record<string, string>, details: Record<string, unknown>): string | undefined {
  if (details.from === undefined || details.to === undefined) return undefined;
  return `${statusLabel(labels, details.from)} → ${statusLabel(labels, details.to)}`;
}

/** Lines for the details of an action with no words of its own: its plain values, by name. */
function plainDetails(details: Record<string, unknown>): string[] {
  return Object.entries(details).flatMap(([key, value]) => {
    const shown = text(value);
    return shown === undefined || key.endsWith("_id") ? [] : [`${humanize(key)}: ${shown}`];
  });
}

function detailsOf(action: string, details: Record<string, unknown>): string[] {
  const lines = (...candidates: (string | undefined | false)[]) =>
    candidates.filter((line): line is string => typeof line === "string" && line !== "");
  switch (action) {
    case "partner_updated": {
      const changes = isRecord(details.changes) ? details.changes : {};
      return Object.entries(changes).map(([key, change]) => {
        const field = camel(key);
        const label = FIELD_LABELS[field] ?? humanize(key);
        const { from, to } = isRecord(change) ? change : { from: undefined, to: undefined };
        return `${label}: ${fieldValue(field, from)} → ${fieldValue(field, to)}`;
      });
    }
    case "partner_status_changed":
      return lines(move(PARTNER_STATUS_LABELS, details));
    case "deal_status_changed": {
      const company = text(details.company_name);
      const change = move(DEAL_STATUS_LABELS, details);
      return lines(
        company && change ? `${company}: ${change}` : (change ?? company),
        details.overrode_protection_of_deal !== undefined &&
          "Approved over another partner's protected registration",
      );
    }
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
    case "certificate_downloaded":
      return lines(text(details.course_title));
    default:
      return plainDetails(details);
  }
}

/** What an entry of the partner's audit history says, in words. */
export function describeAuditEntry(entry: Pick<AuditEntry, "action" | "details">): AuditEntryText {
  return {
    action: ACTIONS[entry.action] ?? humanize(entry.action),
    details: detailsOf(entry.action, entry.details),
  };
}

/** Who made the entry: the staff member or contact, the applicant for an application, otherwise the system. */
export function auditActorName(entry: Pick<AuditEntry, "action" | "actor">): string {
  if (entry.actor) return entry.actor.name || entry.actor.email;
  return entry.action === "application_submitted" ? "The applicant" : "System";
}
