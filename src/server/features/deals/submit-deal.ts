import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { customerKey } from "#server/db/customer-key";
import { partnerDeals, partners } from "#server/db/schema/index";
import { assertAgreementSigned } from "#server/features/agreements/agreement-standing";
import { advanceJourney } from "#server/features/onboarding-journey/advance-journey";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { administrators, notify } from "#server/platform/notifications";
import { type RowScope, wholePartner } from "#server/platform/partner-scope";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { checkFiles, storeFiles } from "#server/platform/uploads/file-intake";
import { emitWebhookEvent } from "#server/platform/webhooks/events";
import type { DealFormValues } from "#shared/contracts/deals";
import { DEAL_PROPOSAL, DEAL_PROPOSALS_BUCKET } from "./deal-proposals";
import { getDeal } from "./get-deal";
import { dealSubmittedNotice } from "./notification-messages";
import { reviewDeadline } from "./registration-clock";

export const PARTNER_SELECTION_REQUIRED = "Partner selection is required";

export const ALREADY_REGISTERED =
  "A deal for this customer is already registered: the same deal was submitted before and is still awaiting review.";

/** The partner the deal is for: a contact's own, or the active partner staff chose. */
async function dealPartner(db: Db, scope: RowScope, chosen: string | undefined) {
  if (scope.partnerId !== null) return scope.partnerId;
  if (!chosen) throw new AppError("bad_request", PARTNER_SELECTION_REQUIRED, { field: "partnerId" });
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, chosen), eq(partners.status, "active")))
    .limit(1);
  if (!partner) {
    throw new AppError("bad_request", "Please choose an active partner for this deal.", {
      field: "partnerId",
    });
  }
  return partner.id;
}

/**
 * The partner's own registration of this very deal (same customer, contact, value, close date, description,
 * with or without a proposal as this one) that still awaits review, if any. Only the partner's own deals are
 * read: nothing here tells a partner about another's.
 */
async function pendingRepeat(
  tx: Pick<Db, "select">,
  partnerId: string,
  deal: DealFormValues,
  withProposal: boolean,
) {
  const [found] = await tx
    .select({ id: partnerDeals.id, submittedBy: partnerDeals.submittedBy })
    .from(partnerDeals)
    .where(
      and(
        eq(partnerDeals.partnerId, partnerId),
        eq(partnerDeals.customerKey, customerKey(deal.companyName)),
        inArray(partnerDeals.status, ["submitted", "in_review"]),
        sql`lower(${partnerDeals.contactPerson}) = lower(${deal.contactPerson})`,
        sql`${partnerDeals.dealValue} = ${deal.dealValue}::numeric`,
        sql`${partnerDeals.expectedCloseDate} is not distinct from ${deal.expectedCloseDate ?? null}::date`,
        sql`${partnerDeals.description} is not distinct from ${deal.description ?? null}::text`,
        withProposal ? isNotNull(partnerDeals.documentKey) : isNull(partnerDeals.documentKey),
      ),
    )
    .orderBy(asc(partnerDeals.submittedAt))
    .limit(1);
  return found;
}

/**
 * Registers a deal (status submitted) with its optional proposal, for the caller's own partner or, for staff,
 * the active partner they chose. The row and its audit entry are written in one transaction; if it fails the
 * stored proposal is removed again. The same partner registering the very same deal again while the first
 * awaits review is refused (409, naming the first); any other registration of a customer someone already holds
 * is taken and flagged to staff as a possible duplicate (docs/decisions/0019).
 */
export async function submitDeal(
  deps: { db: Db; storage: FileStorage },
  caller: Caller,
  scope: RowScope,
  input: { partnerId?: string; deal: DealFormValues; proposal?: File },
) {
  const partnerId = await dealPartner(deps.db, scope, input.partnerId);
  // A partner registers deals once its agreement is signed; staff registering on its behalf are not held.
  if (scope.partnerId !== null) await assertAgreementSigned(deps.db, partnerId);
  const checked = await checkFiles(input.proposal ? [input.proposal] : [], DEAL_PROPOSAL);
  const stored = await storeFiles(
    deps.storage,
    // A folder of its own: one partner's proposals of the same name sent in the same millisecond (an
    // integration sending in parallel) would otherwise get one key, and the second would fail.
    { bucket: DEAL_PROPOSALS_BUCKET, prefix: `${partnerId}/${randomUUID()}`, timestamp: Date.now() },
    checked,
  );
  const { deal } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      // One submission of a partner at a time, so two identical ones sent at once cannot both pass the check.
      const [partner] = await tx
        .select({ companyName: partners.companyName })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for("no key update");
      if (!partner) throw new Error("the deal's partner is missing");
      const repeated = await pendingRepeat(tx, partnerId, deal, stored.files.length > 0);
      if (repeated) {
        // A colleague's registration counts too, but a sales rep is not given the id of a deal they cannot open.
        const opens =
          scope.partnerId === null || scope.repId === null || repeated.submittedBy === scope.repId;
        throw new AppError("conflict", ALREADY_REGISTERED, {
          reason: "already_registered",
          ...(opens ? { dealId: repeated.id } : {}),
        });
      }
      const [row] = await tx
        .insert(partnerDeals)
        .values({
          partnerId,
          companyName: deal.companyName,
          contactPerson: deal.contactPerson,
          dealValue: deal.dealValue,
          expectedCloseDate: deal.expectedCloseDate ?? null,
          description: deal.description ?? null,
          documentKey: stored.files[0]?.key ?? null,
          documentName: stored.files[0]?.name ?? null,
          submittedBy: caller.user.id,
          customerKey: customerKey(deal.companyName),
          reviewDueAt: await reviewDeadline(tx, new Date()),
        })
        .returning({ id: partnerDeals.id });
      if (!row) throw new Error("the deal insert returned no row");
      await notify(
        tx,
        administrators(),
        dealSubmittedNotice({
          id: row.id,
          partnerName: partner.companyName,
          customer: deal.companyName,
          dealValue: deal.dealValue,
          actor: { id: caller.user.id, name: caller.user.name, onBehalf: scope.partnerId === null },
        }),
      );
      await recordAudit(tx, {
        partnerId,
        actorUserId: caller.user.id,
        action: "deal_submitted",
        subject: { type: "deal", id: row.id, label: deal.companyName },
        details: {
          deal_id: row.id,
          company_name: deal.companyName,
          deal_value: deal.dealValue,
          submitted_by_admin: scope.partnerId === null,
        },
      });
      // A first registration completes the journey's deal step and starts the time to first deal.
      await advanceJourney(tx, partnerId);
      // Webhooks get the deal as its partner reads it (decision 0030).
      await emitWebhookEvent(tx, {
        type: "deal.submitted",
        partnerId,
        data: { deal: await getDeal(tx, wholePartner(partnerId), row.id) },
      });
      return { deal: await getDeal(tx, scope, row.id) };
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
