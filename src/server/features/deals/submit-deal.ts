import { and, eq } from "drizzle-orm";
import type { DealFormValues } from "../../../shared/contracts/deals";
import type { Caller } from "../../auth/session";
import type { Db } from "../../db/client";
import { partnerDeals, partners } from "../../db/schema";
import { AppError } from "../../platform/app-error";
import { recordAudit } from "../../platform/audit";
import type { FileStorage } from "../../platform/storage/file-storage";
import { checkFiles, storeFiles } from "../../platform/uploads/file-intake";
import type { RowScope } from "../partners/partner-scope";
import { customerKey } from "./customer-key";
import { DEAL_PROPOSAL, DEAL_PROPOSALS_BUCKET } from "./deal-proposals";
import { getDeal } from "./get-deal";

export const PARTNER_SELECTION_REQUIRED = "Partner selection is required";

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
 * Registers a deal (status submitted) with its optional proposal, for the caller's own partner or, for staff,
 * the active partner they chose. The row and its audit entry are written in one transaction; if it fails the
 * stored proposal is removed again. Duplicates are never refused here: staff see them in the list.
 */
export async function submitDeal(
  deps: { db: Db; storage: FileStorage },
  caller: Caller,
  scope: RowScope,
  input: { partnerId?: string; deal: DealFormValues; proposal?: File },
) {
  const partnerId = await dealPartner(deps.db, scope, input.partnerId);
  const checked = await checkFiles(input.proposal ? [input.proposal] : [], DEAL_PROPOSAL);
  const stored = await storeFiles(
    deps.storage,
    { bucket: DEAL_PROPOSALS_BUCKET, prefix: partnerId, timestamp: Date.now() },
    checked,
  );
  const { deal } = input;
  try {
    return await deps.db.transaction(async (tx) => {
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
          submittedBy: caller.user.id,
          customerKey: customerKey(deal.companyName),
        })
        .returning({ id: partnerDeals.id });
      if (!row) throw new Error("the deal insert returned no row");
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
      return { deal: await getDeal(tx, scope, row.id) };
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
