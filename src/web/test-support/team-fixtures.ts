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

/** An invitation of Acme's still open, sent by its contact. */
export const PENDING_INVITATION = {
  id: "5b0c1a0e-0000-4000-8000-000000000001",
  email: "newrep@acme.example",
  role: "sales_rep" as const,
  invitedByName: "Alice Johnson",
  sentAt: new Date("2026-11-25T09:00:00Z"),
  expiresAt: new Date("2026-12-02T09:00:00Z"),
  expired: false,
};
