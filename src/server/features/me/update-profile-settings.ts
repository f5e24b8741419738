import { eq } from "drizzle-orm";
import type { z } from "zod";
import { findPartnerByContactEmail } from "#server/auth/find-partner-by-contact-email";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partners, profiles, user } from "#server/db/schema/index";
import { advanceMembersJourneys } from "#server/features/onboarding-journey/advance-journey";
import { recordAudit } from "#server/platform/audit";
import type { FieldChanges } from "#shared/audit-details";
import type { ProfileSettings, profileSettingsSchema } from "#shared/contracts/profile";
import { getProfileSettings } from "./get-profile-settings";

/**
 * Saves the caller's own name and job title; a partner's contact also changes its partner's contact name and
 * phone, which the partner's audit trail records as a partner update (docs/product/profile-and-preferences.md).
 */
export async function updateProfileSettings(
  db: Db,
  caller: Caller,
  input: z.output<typeof profileSettingsSchema>,
): Promise<ProfileSettings> {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name: input.fullName }).where(eq(user.id, caller.user.id));
    await tx
      .insert(profiles)
      .values({
        userId: caller.user.id,
        email: caller.user.email,
        fullName: input.fullName,
        jobTitle: input.jobTitle ?? null,
      })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { fullName: input.fullName, jobTitle: input.jobTitle ?? null },
      });
    if (!caller.profile.roles.includes("partner")) return;
    // A job title saved completes the partner's profile step.
    await advanceMembersJourneys(tx, [caller.user.id]);
    const partner = await findPartnerByContactEmail(tx, caller.user.email, "active");
    if (!partner) return;
    const contactPhone = input.contactPhone ?? null;
    const changes: FieldChanges = {};
    if (partner.contactName !== input.fullName) {
      changes.contact_name = { from: partner.contactName, to: input.fullName };
    }
    if (partner.contactPhone !== contactPhone) {
      changes.contact_phone = { from: partner.contactPhone, to: contactPhone };
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(partners)
      .set({ contactName: input.fullName, contactPhone })
      .where(eq(partners.id, partner.id));
    await recordAudit(tx, {
      action: "partner_updated",
      details: { company_name: partner.companyName, changes },
      partnerId: partner.id,
      actorUserId: caller.user.id,
      subject: { type: "partner", id: partner.id, label: partner.companyName },
    });
  });
  return getProfileSettings(db, { ...caller, user: { ...caller.user, name: input.fullName } });
}
