import type { TeamMember } from "#web/features/partner-teams/team-member-list";

/** Acme's contact, its partner admin, who signed in before. */
export const ALICE: TeamMember = {
  userId: "member-alice",
  name: "Alice Johnson",
  email: "partner@acme.example",
  role: "partner_admin",
  isContact: true,
  joinedAt: new Date("2026-01-10T09:00:00Z"),
  lastSignedInAt: new Date("2026-11-20T09:00:00Z"),
};

/** One of Acme's sales reps, who has not signed in yet. */
export const RAVI: TeamMember = {
  userId: "member-ravi",
  name: "Ravi Shah",
  email: "rep1@acme.example",
  role: "sales_rep",
  isContact: false,
  joinedAt: new Date("2026-02-10T09:00:00Z"),
  lastSignedInAt: null,
};

/** Acme's team as `team.mine` answers it: the contact, then the rep. */
export const ACME_TEAM = { items: [ALICE, RAVI], total: 2, page: 1, pageSize: 25 };
