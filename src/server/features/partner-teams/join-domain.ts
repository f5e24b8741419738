import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { partners } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { JOIN_DOMAIN_REFUSALS } from "#shared/contracts/join-requests";
import { NO_SUCH_PARTNER } from "./list-partner-members";

/**
 * Sets the e-mail domain whose people may ask to join the partner's team, or with null stops requests
 * (docs/product/partner-teams.md#join-requests): a partner admin only the domain of their own address or of the
 * partner's contact, staff any; a domain names one partner. Audited as an edit of the partner.
 */
const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

export async function setJoinDomain(
  db: Db,
  caller: Caller,
  partnerId: string,
  domain: string | null,
  /** A partner admin proves a domain by an address there (theirs or the contact's); staff set any. */
  by: "partner_admin" | "staff",
) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          domain: partners.joinDomain,
          companyName: partners.companyName,
          contactEmail: partners.contactEmail,
        })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for("update");
      if (!before) throw new AppError("not_found", NO_SUCH_PARTNER);
      if (before.domain === domain) return { domain };
      const provable = [domainOf(before.contactEmail), domainOf(caller.user.email)];
      if (domain !== null && by === "partner_admin" && !provable.includes(domain)) {
        throw new AppError("conflict", JOIN_DOMAIN_REFUSALS.notYours, { field: "domain" });
      }
      await tx.update(partners).set({ joinDomain: domain }).where(eq(partners.id, partnerId));
      await recordAudit(tx, {
        partnerId,
        actorUserId: caller.user.id,
        action: "partner_updated",
        subject: { type: "partner", id: partnerId, label: before.companyName },
        details: {
          company_name: before.companyName,
          changes: { join_domain: { from: before.domain, to: domain } },
        },
      });
      return { domain };
    });
  } catch (error) {
    // partners_join_domain_unique: another partner has this domain.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw new AppError("conflict", JOIN_DOMAIN_REFUSALS.taken, { field: "domain" });
    }
    throw error;
  }
}
