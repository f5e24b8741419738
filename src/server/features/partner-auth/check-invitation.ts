import type { Db } from "#server/db/client";
import { usableInvitation } from "./invitation-by-token";

/** What the invitation page shows before the person accepts: whose team, which address, which role, and who asks. */
export async function checkInvitation(db: Pick<Db, "select">, token: string) {
  const invitation = await usableInvitation(db, token, false);
  return {
    companyName: invitation.companyName,
    email: invitation.email,
    role: invitation.role,
    inviterName: invitation.inviterName,
  };
}
