import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { contactEmailIs, PARTNER_STATUS_RULES } from "#server/auth/find-partner-by-contact-email";
import { findPartnerUser } from "#server/auth/partner-users";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { partners, partnerTierStates, profiles, user } from "#server/db/schema/index";
import { advanceJourney } from "#server/features/onboarding-journey/advance-journey";
import { loadTierRules, tierRateOf } from "#server/features/programme/tier-rules-store";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { FieldChanges } from "#shared/audit-details";
import type { PartnerEditValues } from "#shared/contracts/partners";
import type { TierRule } from "#shared/tier-rules";
import { getPartnerRow, NO_SUCH_PARTNER } from "./get-partner-row";

const ADDRESS_IN_USE =
  "This email address is already used by another account or partner. Please choose a different contact email.";

/** The stored columns the edit dialog sets, from its values. */
function columnsOf(values: PartnerEditValues) {
  return {
    companyName: values.companyName,
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone ?? null,
    website: values.website ?? null,
    businessType: values.businessType,
    partnerType: values.partnerType ?? null,
    tier: values.tier,
    commissionRate: values.commissionRate.toFixed(2),
  };
}

type Columns = ReturnType<typeof columnsOf>;

/** A new tier with the rate left as it was: a rate that followed the old tier follows the new one. */
function followingTier(
  current: { tier: Columns["tier"]; commissionRate: string; ownCommissionRate: boolean },
  next: Columns,
  rules: TierRule[],
): Columns {
  const rateUntouched = Number(next.commissionRate) === Number(current.commissionRate);
  if (next.tier === current.tier || current.ownCommissionRate || !rateUntouched) return next;
  return { ...next, commissionRate: tierRateOf(rules, next.tier) };
}

/** The names audit entries record the changes under: snake_case, like every stored audit detail. */
const FIELD_NAMES: Record<keyof Columns, string> = {
  companyName: "company_name",
  contactName: "contact_name",
  contactEmail: "contact_email",
  contactPhone: "contact_phone",
  website: "website",
  businessType: "business_type",
  partnerType: "partner_type",
  tier: "tier",
  commissionRate: "commission_rate",
};

/** Only what changed, as { field: { from, to } }, for the audit entry. */
function changesOf(before: Columns, after: Columns) {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after) as (keyof Columns)[]) {
    const from = key === "commissionRate" ? Number(before[key]).toFixed(2) : before[key];
    if (from !== after[key]) changes[FIELD_NAMES[key]] = { from: before[key], to: after[key] };
  }
  return changes;
}

/**
 * Changes a partner's details and terms (the edit dialog), audited with the old and new values. A new contact
 * e-mail moves the contact's own account to it, so the partner keeps its access under the new address; an
 * address another account or live partner already uses is refused, so nobody else gains access. A new contact
 * name renames that account too: it is named after the partner record, and staff user management leaves it be.
 */
export async function updatePartner(
  db: Db,
  caller: Caller,
  input: { id: string; partner: PartnerEditValues },
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const current = await getPartnerRow(tx, input.id, { lock: true });
      if (!current) throw new AppError("not_found", NO_SUCH_PARTNER);
      const rules = await loadTierRules(tx);
      const next = followingTier(current, columnsOf(input.partner), rules);
      const changes = changesOf(current, next);
      if (Object.keys(changes).length === 0) return;

      const newEmail = next.contactEmail.toLowerCase();
      if (newEmail !== current.contactEmail.toLowerCase()) {
        await moveContactAccount(tx, current, newEmail);
      }
      if (next.contactName !== current.contactName) {
        await renameContactAccount(tx, current.id, newEmail, next.contactName);
      }
      // A rate other than the tier's is the partner's own (docs/product/programme.md#commission-rate).
      const ownCommissionRate = next.commissionRate !== tierRateOf(rules, next.tier);
      await tx
        .update(partners)
        .set({ ...next, ownCommissionRate, updatedAt: new Date() })
        .where(eq(partners.id, input.id));
      // A tier set by hand replaces a warned demotion or an override: the rules take it from there.
      if (next.tier !== current.tier) {
        await tx.delete(partnerTierStates).where(eq(partnerTierStates.partnerId, input.id));
      }
      // Another business type may follow another journey template.
      if (next.businessType !== current.businessType) await advanceJourney(tx, input.id);
      await recordAudit(tx, {
        partnerId: input.id,
        actorUserId: caller.user.id,
        action: "partner_updated",
        subject: { type: "partner", id: input.id, label: next.companyName },
        details: { company_name: next.companyName, changes },
      });
    })
    .catch((error: unknown) => {
      // Someone took the address while this ran (user e-mail or live partner e-mail unique).
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
        throw new AppError("conflict", ADDRESS_IN_USE, { field: "contactEmail" });
      }
      throw error;
    });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A live partner other than this one whose contact has the address: the account under it is that partner's. */
async function otherLivePartner(tx: Tx, partnerId: string, email: string) {
  const [found] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        contactEmailIs(email),
        ne(partners.id, partnerId),
        inArray(partners.status, [...PARTNER_STATUS_RULES.live]),
      ),
    )
    .limit(1);
  return found;
}

/** Moves the contact's partner account (if it has one) to the new address, refusing one in use elsewhere. */
async function moveContactAccount(tx: Tx, current: { id: string; contactEmail: string }, newEmail: string) {
  const otherPartner = await otherLivePartner(tx, current.id, newEmail);
  const [otherAccount] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${newEmail}`)
    .limit(1);
  if (otherPartner || otherAccount) {
    throw new AppError("conflict", ADDRESS_IN_USE, { field: "contactEmail" });
  }
  // The account under the old address belongs to whichever live partner holds it: only move our own.
  if (await otherLivePartner(tx, current.id, current.contactEmail)) return;
  const contact = await findPartnerUser(tx, current.contactEmail);
  if (!contact) return;
  await tx.update(user).set({ email: newEmail, updatedAt: new Date() }).where(eq(user.id, contact.id));
  await tx.update(profiles).set({ email: newEmail }).where(eq(profiles.userId, contact.id));
}

/** Gives the contact's partner account under `email` (if it has one, and it is this partner's) the new name. */
async function renameContactAccount(tx: Tx, partnerId: string, email: string, name: string) {
  if (await otherLivePartner(tx, partnerId, email)) return;
  const contact = await findPartnerUser(tx, email);
  if (!contact) return;
  await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, contact.id));
  await tx
    .update(profiles)
    .set({ fullName: name, updatedAt: new Date() })
    .where(eq(profiles.userId, contact.id));
}
