import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { agreementVersions, partnerMembers, partners } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { notify } from "#server/platform/notifications";
import type { PublishAgreementInput } from "#shared/contracts/agreements";
import { DAY_MS } from "#shared/days";
import type { BusinessType } from "#shared/enums";
import { formatDate } from "#shared/format";
import { getAgreementVersion } from "./get-agreement-version";

/** The advisory lock (class, key) publishing holds, so two versions published at once get two numbers in order. */
const PUBLISH_LOCK_CLASS = 50;
const PUBLISH_LOCK_KEY = 1;

/** SHA-256 of a text's UTF-8 bytes, hex: what a signature says was signed. */
export const textSha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

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

/**
 * Publishes a new version of the programme agreement (docs/product/agreements.md#publishing): numbered after the
 * last, for every partner or one business type, with the SHA-256 of its text. From then on it is the version its
 * partners sign; nothing of it changes afterwards. One transaction with its audit entry.
 */
export async function publishAgreement(db: Db, caller: Caller, input: PublishAgreementInput) {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_CLASS}, ${PUBLISH_LOCK_KEY})`);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${agreementVersions.number}), 0)`.mapWith(Number) })
      .from(agreementVersions);
    const number = (last?.number ?? 0) + 1;
    const hash = textSha256(input.body);
    const [row] = await tx
      .insert(agreementVersions)
      .values({
        number,
        title: input.title,
        body: input.body,
        textSha256: hash,
        businessType: input.businessType,
        graceDays: input.graceDays,
        publishedBy: caller.user.id,
      })
      .returning({ id: agreementVersions.id });
    if (!row) throw new Error("the agreement version insert returned no row");
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "agreement_published",
      subject: { type: "agreement", id: row.id, label: `${input.title} (version ${number})` },
      details: {
        version_id: row.id,
        version_number: number,
        text_sha256: hash,
        business_type: input.businessType,
        grace_days: input.graceDays,
      },
    });
    await notify(tx, adminsOfPartnersReached(input.businessType), {
      kind: "agreement_published",
      message: publishedNotice(number, input.graceDays),
      subjectId: row.id,
      actorUserId: caller.user.id,
    });
    return row.id;
  });
  return getAgreementVersion(db, id);
}
