import { describe, expect, it } from "vitest";
import { PARTNER_TIER_LABELS } from "#shared/labels";
import { auditActorName, auditDetailLines } from "./audit-entry-text";

const lines = (action: string, details: Record<string, unknown>) => auditDetailLines({ action, details });

describe("auditDetailLines", () => {
  it("words a tier by the programme's name for it, the default name when given none", () => {
    const renamed = { ...PARTNER_TIER_LABELS, gold: "Champion" };
    expect(
      auditDetailLines(
        { action: "partner_tier_changed", details: { from: "silver", to: "gold", cause: "promoted" } },
        renamed,
      ),
    ).toEqual(["Silver → Champion", "Why: it met the tier's requirements"]);
    expect(
      auditDetailLines(
        { action: "partner_updated", details: { changes: { tier: { from: "gold", to: "platinum" } } } },
        renamed,
      ),
    ).toEqual(["Tier: Champion → Platinum"]);
    expect(lines("partner_tier_override_cleared", { from: "gold", to: "silver" })).toEqual(["Gold → Silver"]);
  });

  it("words the user changes: created, edited, role, permissions and departments", () => {
    expect(lines("user_created", { email: "nora@example.com", role: "sales_rep", job_title: null })).toEqual([
      "nora@example.com",
      "Role: Sales Rep",
    ]);
    expect(
      lines("user_updated", {
        email: "nora@example.com",
        changes: { full_name: { from: "Nora", to: "Nora Hire" }, job_title: { from: null, to: "Engineer" } },
      }),
    ).toEqual(["Full name: Nora → Nora Hire", "Job title: (none) → Engineer"]);
    expect(lines("user_role_changed", { from: ["analyst", "viewer"], to: ["manager"] })).toEqual([
      "Role: Analyst, Viewer → Manager",
    ]);
    expect(lines("user_role_changed", { from: [], to: ["user"] })).toEqual(["Role: (none) → User"]);
    expect(
      lines("user_permissions_changed", { added: ["view_data", "edit_data"], removed: ["export_data"] }),
    ).toEqual(["Added: view_data, edit_data", "Removed: export_data"]);
    expect(
      lines("user_departments_changed", {
        from: ["Sales", "Support"],
        to: ["Engineering", "Sales"],
        primary: { from: "Sales", to: "Engineering" },
      }),
    ).toEqual(["Added: Engineering", "Removed: Support", "Primary: Sales → Engineering"]);
    expect(
      lines("user_departments_changed", {
        from: ["Sales"],
        to: ["Sales"],
        primary: { from: null, to: "Sales" },
      }),
    ).toEqual(["Primary: (none) → Sales"]);
  });

  it("words the department changes: created, edited and deleted with their members", () => {
    expect(
      lines("department_created", { name: "Sales", description: "Deals", manager: "Maya Patel" }),
    ).toEqual(["Description: Deals", "Manager: Maya Patel"]);
    expect(
      lines("department_updated", {
        changes: { name: { from: "Sale", to: "Sales" }, manager: { from: "Maya Patel", to: null } },
      }),
    ).toEqual(["Name: Sale → Sales", "Manager: Maya Patel → (none)"]);
    expect(lines("department_deleted", { name: "Sales", members_removed: 3 })).toEqual([
      "3 members' assignments removed",
    ]);
    expect(lines("department_deleted", { name: "Sales", members_removed: 1 })).toEqual([
      "1 member's assignment removed",
    ]);
    expect(lines("department_deleted", { name: "Sales", members_removed: 0 })).toEqual(["It had no members"]);
  });

  it("words a password change by the other sessions it signed out", () => {
    const changed = (ended: number) =>
      lines("password_changed", { email: "a@b.example", other_sessions_ended: ended });
    expect(changed(2)).toEqual(["2 other sessions signed out"]);
    expect(changed(1)).toEqual(["1 other session signed out"]);
    expect(changed(0)).toEqual([]);
  });

  it("words an unknown action's changes and plain values, leaving ids out", () => {
    expect(
      lines("contract_signed", {
        contract_id: "c1",
        signed_by: "Alice",
        changes: { term: { from: 1, to: 2 } },
      }),
    ).toEqual(["Term: 1 → 2", "Signed by: Alice"]);
  });
});

describe("auditActorName", () => {
  it("names the actor, else the applicant of an application, else the system", () => {
    const actor = { name: "", email: "ada@example.com" };
    expect(auditActorName({ action: "user_created", actor })).toBe("ada@example.com");
    expect(auditActorName({ action: "application_submitted", actor: null })).toBe("The applicant");
    expect(auditActorName({ action: "payout_created", actor: null })).toBe("System");
  });
});

describe("auditDetailLines: labels, never codes", () => {
  it("names deal, partner and course values by their labels", () => {
    expect(
      lines("deal_status_changed", { company_name: "Globex", from: "approved", to: "closed_won" }),
    ).toEqual(["Globex: Approved → Closed Won"]);
    expect(
      lines("deal_status_changed", {
        company_name: "Initech",
        from: "submitted",
        to: "approved",
        co_sold_with_deal: "d1",
        commission_share: 40,
      }),
    ).toEqual(["Initech: Submitted → Approved", "Co-sold with another partner: 40% of the commission"]);
    expect(
      lines("deal_co_sold", {
        company_name: "Initech",
        co_sold_with_deal: "d2",
        commission_share: 60,
        deal_id: "d1",
      }),
    ).toEqual(["Initech", "Co-sold with another partner: 60% of the commission"]);
    expect(lines("partner_status_changed", { from: "active", to: "suspended" })).toEqual([
      "Active → Suspended",
    ]);
    expect(
      lines("course_created", { course_title: "Selling 101", status: "draft", audience: "both" }),
    ).toEqual(["Selling 101", "Status: Draft", "Audience: Staff and partners"]);
    expect(
      lines("course_updated", {
        course_title: "Selling 101",
        changes: {
          status: { from: "draft", to: "published" },
          audience: { from: "staff", to: "both" },
          difficulty_level: { from: "beginner", to: "advanced" },
        },
      }),
    ).toEqual([
      "Selling 101",
      "Status: Draft → Published",
      "Audience: Staff → Staff and partners",
      "Difficulty: Beginner → Advanced",
    ]);
  });
});
