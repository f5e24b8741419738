import { describe, expect, it } from "vitest";
import type { ActivityItem } from "#shared/contracts/dashboard";
import type { NotificationKind } from "#shared/enums";
import {
  ACTIVITY_STATUSES,
  activityStatusOf,
  activityStatusStyle,
  UNKNOWN_STATUS_STYLE,
} from "./activity-status";

describe("activityStatusStyle", () => {
  it("gives each known status its own colour", () => {
    expect(activityStatusStyle("urgent")).toContain("red");
    expect(activityStatusStyle("completed")).toContain("green");
    expect(activityStatusStyle("success")).toContain("blue");
    expect(activityStatusStyle("info")).toContain("amber");
    const styles = new Set(ACTIVITY_STATUSES.map(activityStatusStyle));
    expect(styles.size).toBe(ACTIVITY_STATUSES.length);
    expect(styles.has(UNKNOWN_STATUS_STYLE)).toBe(false);
  });

  it.each(["pending", "", "URGENT", "toString", "constructor"])("shows %j in grey", (status) => {
    expect(activityStatusStyle(status)).toBe(UNKNOWN_STATUS_STYLE);
    expect(UNKNOWN_STATUS_STYLE).toContain("slate");
  });
});

describe("activityStatusOf", () => {
  const notification = (kind: NotificationKind): ActivityItem => ({
    source: "notification",
    notification: {
      id: "6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f01",
      kind,
      message: "Something happened.",
      subjectId: "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01",
      createdAt: new Date("2026-11-20T09:30:00Z"),
      readAt: null,
    },
  });

  it("calls an audit entry a change completed", () => {
    expect(
      activityStatusOf({
        source: "audit",
        entry: {
          id: "0b6f6a4e-2c1d-4e8f-9a0b-1c2d3e4f5a01",
          createdAt: new Date("2026-11-20T09:30:00Z"),
          action: "user_created",
          actor: null,
          subject: null,
          partner: null,
          details: {},
        },
      }),
    ).toBe("completed");
  });

  it.each([
    ["ticket_sla_breached", "urgent"],
    ["ticket_sla_warning", "urgent"],
    ["customer_at_risk", "urgent"],
    ["webhook_endpoint_failing", "urgent"],
    ["partner_suspended", "urgent"],
    ["certificate_earned", "success"],
    ["payout_paid", "success"],
    ["deal_submitted", "info"],
    ["ticket_assigned", "info"],
  ] as const)("calls a %s notification %s", (kind, status) => {
    expect(activityStatusOf(notification(kind))).toBe(status);
  });
});
