import { asc, inArray } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { reportRecipientDomains } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";

/** The domains, A to Z, that scheduled reports may be sent to besides the portal's own people. */
export async function readRecipientDomains(db: Pick<Db, "select">): Promise<{ domains: string[] }> {
  const rows = await db
    .select({ domain: reportRecipientDomains.domain })
    .from(reportRecipientDomains)
    .orderBy(asc(reportRecipientDomains.domain));
  return { domains: rows.map((row) => row.domain) };
}

/** Replaces the allowed domains (manage_system); schedules keep their addresses, but one outside them is not sent. */
export async function setRecipientDomains(
  db: Db,
  caller: Caller,
  input: { domains: string[] },
): Promise<{ domains: string[] }> {
  const wanted = [...new Set(input.domains)];
  return db.transaction(async (tx) => {
    const { domains: before } = await readRecipientDomains(tx);
    const added = wanted.filter((domain) => !before.includes(domain));
    const removed = before.filter((domain) => !wanted.includes(domain));
    if (added.length === 0 && removed.length === 0) return { domains: before };
    if (removed.length > 0)
      await tx.delete(reportRecipientDomains).where(inArray(reportRecipientDomains.domain, removed));
    if (added.length > 0) {
      await tx
        .insert(reportRecipientDomains)
        .values(added.map((domain) => ({ domain, addedBy: caller.user.id })))
        .onConflictDoNothing();
    }
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "report_recipient_domains_changed",
      subject: {
        type: "report_recipient_domains",
        id: "report-recipient-domains",
        label: "Report recipient domains",
      },
      details: { added, removed },
    });
    return readRecipientDomains(tx);
  });
}

/** The part of an address after its last @, lower-cased. */
export const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();
