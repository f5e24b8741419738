import { describe, expect, it, vi } from "vitest";
import type { NotificationKind } from "#shared/enums";

// The partner host's addresses: the page says it was served by a partner host.
vi.mock("../host-kind", () => ({ hostKind: "partner" }));
const { notificationAddress } = await import("./notification-addresses");

const ID = "3f0e6d0a-1b2c-4d5e-8f90-a1b2c3d4e5f6";
const open = (audience: "partner" | "staff", kind: NotificationKind) =>
  notificationAddress(audience, { kind, subjectId: ID });

describe("where a notification opens", () => {
  it.each([
    ["deal_submitted", `/dashboard/deals/${ID}`],
    ["deal_status_changed", `/dashboard/deals/${ID}`],
    ["payout_created", "/dashboard"],
    ["payout_paid", "/dashboard"],
    ["resource_published", "/dashboard?tab=resources"],
    ["enrollment_created", `/dashboard/courses/${ID}`],
    ["certificate_earned", `/dashboard/courses/${ID}`],
    ["webhook_endpoint_failing", "/dashboard?tab=api"],
    ["ticket_replied", `/dashboard?tab=support&ticket=${ID}`],
    ["agreement_published", "/dashboard?tab=agreement"],
  ] as const)("opens a contact's %s on the partner host at %s", (kind, address) => {
    expect(open("partner", kind)).toBe(address);
  });

  it.each([
    ["application_submitted", `/partner-portal/applications/${ID}`],
    ["deal_submitted", `/partner-portal/deals/${ID}`],
    ["deal_status_changed", `/partner-portal/deals/${ID}`],
    ["payout_created", "/partner-portal/deals?view=payouts"],
    ["payout_paid", "/partner-portal/deals?view=payouts"],
    ["resource_published", "/partner-portal/resources"],
    ["enrollment_created", `/lms/courses/${ID}`],
    ["certificate_earned", `/lms/courses/${ID}`],
    ["access_changed", "/settings/profile"],
    ["partner_suspended", `/partner-portal/partners/${ID}`],
    ["partner_reactivated", `/partner-portal/partners/${ID}`],
    ["journey_stalled", `/partner-portal/partners/${ID}`],
    ["webhook_endpoint_failing", "/admin/integrations"],
    ["ticket_opened", `/customer-success/tickets/${ID}`],
    ["ticket_assigned", `/customer-success/tickets/${ID}`],
    ["ticket_replied", `/customer-success/tickets/${ID}`],
    ["ticket_sla_warning", `/customer-success/tickets/${ID}`],
    ["ticket_sla_breached", `/customer-success/tickets/${ID}`],
    ["customer_at_risk", `/customer-success/customers/${ID}`],
  ] as const)("opens staff's %s at %s", (kind, address) => {
    expect(open("staff", kind)).toBe(address);
  });
});
