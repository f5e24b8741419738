import { newInvitationToken } from "#server/auth/invitation-tokens";
import type { Db } from "#server/db/client";
import { partnerInvitations, partnerJoinRequests } from "#server/db/schema/index";
import type { TestPartner } from "./partners";
import { nextSequence } from "./sequence";

export type InvitationOverrides = Partial<
  Omit<typeof partnerInvitations.$inferInsert, "partnerId" | "tokenHash">
>;

/** An open invitation to the partner's team, with the token its mail would carry. */
export async function createInvitation(
  db: Db,
  partner: Pick<TestPartner, "id">,
  overrides: InvitationOverrides = {},
) {
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const [row] = await db
    .insert(partnerInvitations)
    .values({
      partnerId: partner.id,
      email: `invitee-${nextSequence()}@invited.example`,
      role: "sales_rep",
      expiresAt,
      ...overrides,
      tokenHash,
    })
    .returning();
  if (!row) throw new Error("invitation not inserted");
  return { ...row, token };
}

/** A request to join the partner's team, waiting for a partner admin. */
export async function createJoinRequest(db: Db, partner: Pick<TestPartner, "id">) {
  const n = nextSequence();
  const [row] = await db
    .insert(partnerJoinRequests)
    .values({ partnerId: partner.id, email: `joiner-${n}@joining.example`, name: `Joiner ${n}` })
    .returning();
  if (!row) throw new Error("join request not inserted");
  return row;
}
