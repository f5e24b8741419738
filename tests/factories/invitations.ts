import { newInvitationToken } from "#server/auth/invitation-tokens";
import type { Db } from "#server/db/client";
import { partnerInvitations } from "#server/db/schema/index";
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
