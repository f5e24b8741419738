import { and, eq, ne } from "drizzle-orm";
import { findPartnerByContactEmail } from "#server/auth/find-partner-by-contact-email";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { account, profiles } from "#server/db/schema/index";
import type { ProfileSettings } from "#shared/contracts/profile";

/**
 * The caller's own Profile Settings: name and job title; a partner's contact also its partner's contact phone,
 * a staff member the single sign-on account they sign in with.
 */
export async function getProfileSettings(db: Pick<Db, "select">, caller: Caller): Promise<ProfileSettings> {
  const [profile] = await db
    .select({ fullName: profiles.fullName, jobTitle: profiles.jobTitle })
    .from(profiles)
    .where(eq(profiles.userId, caller.user.id))
    .limit(1);
  const fullName = profile?.fullName ?? caller.user.name;
  const jobTitle = profile?.jobTitle ?? null;
  if (caller.profile.roles.includes("partner")) {
    const partner = await findPartnerByContactEmail(db, caller.user.email, "any");
    return {
      email: caller.user.email,
      fullName,
      jobTitle,
      contactPhone: partner?.contactPhone ?? null,
      isPartner: true,
      signInAccount: null,
    };
  }
  const [workAccount] = await db
    .select({ provider: account.providerId, accountId: account.accountId })
    .from(account)
    .where(and(eq(account.userId, caller.user.id), ne(account.providerId, "credential")))
    .limit(1);
  return {
    email: caller.user.email,
    fullName,
    jobTitle,
    contactPhone: null,
    isPartner: false,
    signInAccount: workAccount ?? null,
  };
}
