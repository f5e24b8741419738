import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { agreementVersions, partnerMembers, partners } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { notify } from "#server/platform/notifications";
import { AGREEMENT_MESSAGES, type PublishAgreementInput } from "#shared/contracts/agreements";
import { DAY_MS } from "#shared/days";
import type { BusinessType } from "#shared/enums";
import { formatDate } from "#shared/format";
import { getAgreementVersion } from "./get-agreement-version";

/** The advisory lock (class, key) publishing holds, so two versions published at once get two numbers in order. */
export const PUBLISH_LOCK_CLASS = 50;
export const PUBLISH_LOCK_KEY = 1;

/** SHA-256 of a text's UTF-8 bytes, or of a file's bytes, hex: what a signature says was signed. */
export const textSha256 = (text: string | Uint8Array) =>
  createHash("sha256")
    .update(typeof text === "string" ? Buffer.from(text, "utf8") : text)
    .digest("hex");

/** The partner admins of every active partner a version for `businessType` (null: every partner) reaches. */
function adminsOfPartnersReached(businessType: BusinessType | null): SQL {
  return sql`select ${partnerMembers.userId} from ${partnerMembers}
    join ${partners} on ${partners.id} = ${partnerMembers.partnerId}
    where ${partnerMembers.role} = 'partner_admin' and ${partners.status} = 'active'
      and (${businessType}::business_type is null or ${partners.businessType} = ${businessType}::business_type)`;
}

/** What a partner admin is told of a new version: by when a partner approved before it signs it. */
function publishedNotice(number: number, graceDays: number): string {
  const by =
    graceDays === 0
      ? "before registering more deals"
      : `by ${formatDate(new Date(Date.now() + graceDays * DAY_MS))} to keep registering deals`;
  return `Version ${number} of the partner programme agreement was published: sign it for your company ${by}.`;
}

/** What a new version is: its fields, and its text as Markdown or as a stored PDF, with the hash of either. */
export interface NewVersion {
  title: string;
  businessType: BusinessType | null;
  graceDays: number;
  body: string;
  textSha256: string;
  document?: { key: string; name: string };
}

/**
 * Publishes a new version of the programme agreement (docs/product/agreements.md#publishing): numbered after the
 * last, for every partner or one business type, with the SHA-256 of its text. From then on it is the version its
 * partners sign; nothing of it changes afterwards. One transaction with its audit entry and the notices to the
 * partner admins it reaches.
 */
export async function publishVersion(db: Db, caller: Caller, version: NewVersion) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_CLASS}, ${PUBLISH_LOCK_KEY})`);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${agreementVersions.number}), 0)`.mapWith(Number) })
      .from(agreementVersions);
    const number = (last?.number ?? 0) + 1;
    const [row] = await tx
      .insert(agreementVersions)
      .values({
        number,
        title: version.title,
        body: version.body,
        textSha256: version.textSha256,
        documentKey: version.document?.key ?? null,
        documentName: version.document?.name ?? null,
        businessType: version.businessType,
        graceDays: version.graceDays,
        publishedBy: caller.user.id,
      })
      .returning({ id: agreementVersions.id });
    if (!row) throw new Error("the agreement version insert returned no row");
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "agreement_published",
      subject: { type: "agreement", id: row.id, label: `${version.title} (version ${number})` },
      details: {
        version_id: row.id,
        version_number: number,
        text_sha256: version.textSha256,
        business_type: version.businessType,
        grace_days: version.graceDays,
      },
    });
    await notify(tx, adminsOfPartnersReached(version.businessType), {
      kind: "agreement_published",
      message: publishedNotice(number, version.graceDays),
      subjectId: row.id,
      actorUserId: caller.user.id,
    });
    // Read in the transaction: once it commits nothing is left to fail, so a caller that stored a file for the
    // version removes it only when the version was not made.
    return getAgreementVersion(tx, row.id);
  });
}

/** A version written in Markdown: its text is the body as published, refused when no signed copy can show it. */
export async function publishAgreement(db: Db, caller: Caller, input: PublishAgreementInput) {
  // pdf-lib loads with the first version published, not with every server start.
  const { drawsASignedCopy } = await import("./agreement-pdf");
  if (!(await drawsASignedCopy({ body: input.body }))) {
    throw new AppError("bad_request", AGREEMENT_MESSAGES.tooDeep, { field: "body" });
  }
  return publishVersion(db, caller, { ...input, textSha256: textSha256(input.body) });
}
