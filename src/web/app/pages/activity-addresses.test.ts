import { describe, expect, it } from "vitest";
import type { AuditSubjectType } from "#shared/audit";
import type { ActivityItem } from "#shared/contracts/dashboard";
import { activityAddress } from "./activity-addresses";

const ID = "3f0e6d0a-1b2c-4d5e-8f90-a1b2c3d4e5f6";

const entryAbout = (subject: { type: AuditSubjectType; id: string } | null): ActivityItem => ({
  source: "audit",
  entry: {
    id: "0b6f6a4e-2c1d-4e8f-9a0b-1c2d3e4f5a01",
    createdAt: new Date("2026-11-20T09:30:00Z"),
    action: "user_created",
    actor: null,
    subject: subject && { ...subject, label: "Its name" },
    partner: null,
    details: {},
  },
});

describe("where a dashboard event opens", () => {
  it.each([
    ["partner", `/partner-portal/partners/${ID}`],
    ["application", `/partner-portal/applications/${ID}`],
    ["deal", `/partner-portal/deals/${ID}`],
    ["payout", "/partner-portal/deals?view=payouts"],
    ["resource", "/partner-portal/resources"],
    ["user", "/admin/users"],
    ["department", "/admin/departments"],
    ["course", `/lms/courses/${ID}`],
    ["webhook_endpoint", "/admin/integrations"],
    ["customer", `/customer-success/customers/${ID}`],
    ["ticket", `/customer-success/tickets/${ID}`],
    ["customer_success_settings", "/customer-success/settings"],
  ] as const)("an audit entry about a %s opens %s", (type, address) => {
    expect(activityAddress(entryAbout({ type, id: ID }))).toBe(address);
  });

  it("opens nothing for an entry about an API key or about nothing", () => {
    expect(activityAddress(entryAbout({ type: "api_key", id: ID }))).toBeUndefined();
    expect(activityAddress(entryAbout(null))).toBeUndefined();
  });

  it("opens a staff member's notification where the bell opens it", () => {
    const item: ActivityItem = {
      source: "notification",
      notification: {
        id: "6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f01",
        kind: "ticket_assigned",
        message: "Jane Admin assigned ticket #1042 (Login fails) to you.",
        subjectId: ID,
        createdAt: new Date("2026-11-20T09:30:00Z"),
        readAt: null,
      },
    };
    expect(activityAddress(item)).toBe(`/customer-success/tickets/${ID}`);
  });
});
