import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "#server/db/client";
import { partnerApplications, partnerAuditLogs, partnerDeals, partners } from "#server/db/schema/index";

/** What a fault test's writers send: a deal, an application, or an application with a document. */
export type WriteKind = "deal" | "application" | "upload";

/** One write a fault test sent, and how it was answered (no status: no answer came). */
export interface TrackedWrite {
  kind: WriteKind;
  /** The deal's customer or the application's e-mail: how it is found afterwards. */
  key: string;
  /** The name its audit entry keeps. */
  label: string;
  status?: number;
}

const keysOf = (list: TrackedWrite[], deals: boolean) =>
  list.filter((write) => (write.kind === "deal") === deals).map((write) => write.key);

/**
 * Holds the database to what the writers were told: every acknowledged deal and application is stored with its
 * one audit entry, and no other write left a deal, a partner or an entry behind.
 */
export async function expectOnlyAcknowledgedWritesStored(db: Db, writes: TrackedWrite[]): Promise<void> {
  const acknowledged = writes.filter((write) => (write.status ?? 500) < 300);
  const storedDeals = await db
    .select({ id: partnerDeals.id, key: partnerDeals.companyName })
    .from(partnerDeals)
    .where(inArray(partnerDeals.companyName, keysOf(writes, true)));
  expect(storedDeals.map((row) => row.key).sort()).toEqual(keysOf(acknowledged, true).sort());
  const storedApplications = await db
    .select({ id: partnerApplications.id, key: partners.contactEmail })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .where(inArray(partners.contactEmail, keysOf(writes, false)));
  expect(storedApplications.map((row) => row.key).sort()).toEqual(keysOf(acknowledged, false).sort());
  // A refused application left no partner behind either.
  expect(await db.$count(partners, inArray(partners.contactEmail, keysOf(writes, false)))).toBe(
    storedApplications.length,
  );
  const audited = await db
    .select({ subjectId: partnerAuditLogs.subjectId })
    .from(partnerAuditLogs)
    .where(
      and(
        inArray(partnerAuditLogs.action, ["deal_submitted", "application_submitted"]),
        inArray(
          partnerAuditLogs.subjectLabel,
          writes.map((write) => write.label),
        ),
      ),
    );
  expect(audited.map((entry) => entry.subjectId).sort()).toEqual(
    [...storedDeals, ...storedApplications].map((row) => row.id).sort(),
  );
}
