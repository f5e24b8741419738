import { and, eq, sql } from "drizzle-orm";
import { joiningStanding } from "#server/auth/joining-standing";
import type { Db } from "#server/db/client";
import { partnerJoinRequests, partners } from "#server/db/schema/index";
import { notify, partnerAdmins } from "#server/platform/notifications";
import { enforceRateLimits, type PerCallerRules } from "#server/platform/rate-limit";

/**
 * Someone asks to join the team of the active partner whose join domain their e-mail is at
 * (docs/product/partner-teams.md#join-requests). The answer is the same whatever happens, so the form tells
 * nobody which domains belong to which partner, nor who has an account: a request is recorded, and the partner's
 * admins told, only when the domain is a partner's and the address could join it; a repeat while one is open
 * changes nothing.
 */
const ONE_HOUR = 60 * 60 * 1000;
const JOIN_REQUEST_LIMITS: PerCallerRules = {
  perEmail: { limit: 3, windowMs: ONE_HOUR },
  perAddress: { limit: 20, windowMs: ONE_HOUR },
};

export async function requestToJoin(
  db: Db,
  input: { email: string; name: string },
  request: { clientIp: string | undefined },
) {
  // Each request may tell a partner's admins: counted per address and per sender, as the setup mail is.
  await enforceRateLimits(
    db,
    "team-join-request",
    { email: input.email, clientIp: request.clientIp },
    JOIN_REQUEST_LIMITS,
  );
  const domain = input.email.slice(input.email.lastIndexOf("@") + 1);
  await db.transaction(async (tx) => {
    const [partner] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(and(sql`lower(${partners.joinDomain}) = ${domain}`, eq(partners.status, "active")))
      .limit(1);
    if (!partner) return;
    if ((await joiningStanding(tx, input.email, partner.id)).refusal) return;
    const [request] = await tx
      .insert(partnerJoinRequests)
      .values({ partnerId: partner.id, email: input.email, name: input.name })
      .onConflictDoNothing()
      .returning({ id: partnerJoinRequests.id });
    if (!request) return;
    await notify(tx, partnerAdmins(partner.id), {
      kind: "team_join_requested",
      message: `${input.name} (${input.email}) asked to join your team.`,
      subjectId: request.id,
      actorUserId: null,
    });
  });
  return { received: true as const };
}
