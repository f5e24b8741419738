import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { agreementSignatures, agreementVersions } from "#server/db/schema/index";
import { AGREEMENTS_BUCKET } from "#server/features/agreements/agreement-documents";
import {
  PUBLISH_LOCK_CLASS,
  PUBLISH_LOCK_KEY,
  textSha256,
} from "#server/features/agreements/publish-agreement";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { SAMPLE_PDF } from "../support/files/sample-files";
import { nextSequence } from "./sequence";

export type TestAgreementVersion = typeof agreementVersions.$inferSelect;

/** A published agreement version for every partner, numbered after the last, with the hash of its text. */
export async function createAgreementVersion(
  db: Db,
  overrides: Partial<typeof agreementVersions.$inferInsert> = {},
): Promise<TestAgreementVersion> {
  const body = overrides.body ?? `Agreement text ${nextSequence()}.`;
  // Numbered under the lock publishing holds: callers made at once on a PostgreSQL pool would otherwise read the
  // same highest number.
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_CLASS}, ${PUBLISH_LOCK_KEY})`);
    return tx
      .insert(agreementVersions)
      .values({
        number: sql`(select coalesce(max(${agreementVersions.number}), 0) + 1 from ${agreementVersions})`,
        title: "Partner Programme Agreement",
        textSha256: textSha256(body),
        graceDays: 30,
        ...overrides,
        body,
      })
      .returning();
  });
  if (!row) throw new Error("agreement version not inserted");
  return row;
}

/** A partner's signature of a new version, with a stored copy (a sample PDF) to download. */
export async function createAgreementSignature(
  db: Db,
  storage: FileStorage,
  partner: { id: string },
  signer: { id: string; name: string; email: string },
) {
  const version = await createAgreementVersion(db);
  const documentKey = `${partner.id}/${version.id}-signed.pdf`;
  await storage.put(AGREEMENTS_BUCKET, documentKey, SAMPLE_PDF);
  const [row] = await db
    .insert(agreementSignatures)
    .values({
      partnerId: partner.id,
      versionId: version.id,
      signedBy: signer.id,
      signerName: signer.name,
      signerTitle: "Owner",
      signerEmail: signer.email,
      textSha256: version.textSha256,
      documentKey,
    })
    .returning();
  if (!row) throw new Error("agreement signature not inserted");
  return row;
}
