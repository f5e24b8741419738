import { z } from "zod";
import { featureRouter } from "#server/rpc/feature-router";
import {
  API_KEYS_ALLOWED,
  partnerOrPermissionProcedure,
  partnerProcedure,
  permissionProcedure,
} from "#server/rpc/procedures";
import {
  changeDealStatusInput,
  changeDealStatusOutput,
  dealConflictsOutput,
  dealIdInput,
  dealStatsOutput,
  decideDealExtensionInput,
  exportDealsInput,
  getDealOutput,
  listDealsInput,
  listDealsOutput,
  requestDealExtensionInput,
  resubmitDealInput,
  submitDealInput,
  submitDealOutput,
  withdrawDealInput,
} from "#shared/contracts/deals";
import { changeDealStatus } from "./change-deal-status";
import { DEAL_PROPOSAL } from "./deal-proposals";
import { dealStats } from "./deal-stats";
import { decideDealExtension } from "./decide-deal-extension";
import { exportDeals } from "./export-deals";
import { getDealDetail } from "./get-deal-detail";
import { listDealConflicts } from "./list-deal-conflicts";
import { listDeals } from "./list-deals";
import { readDealProposal } from "./read-deal-proposal";
import { requestDealExtension } from "./request-deal-extension";
import { resubmitDeal } from "./resubmit-deal";
import { submitDeal } from "./submit-deal";
import { withdrawDeal } from "./withdraw-deal";

/** Partners act on their own deals; partner administrators (manage_partners) on everyone's. */
const partnerOrAdmin = () => partnerOrPermissionProcedure("manage_partners");

const DEALS_TAG = {
  name: "Deals",
  description: "Deals partners register for their customers, their proposals and their review by staff.",
};

export const dealsRouter = featureRouter(DEALS_TAG, {
  submit: partnerOrAdmin()
    .meta(API_KEYS_ALLOWED)
    .meta({ upload: DEAL_PROPOSAL })
    .route({
      method: "POST",
      path: "/deals",
      summary: "Register a deal, with an optional proposal",
      description:
        "JSON, or multipart/form-data with the fields as deal[field] and the proposal file as proposal (PDF, Word or PowerPoint; 10 MB). Partners register for their own partner; administrators name the partner.",
      successStatus: 201,
    })
    .input(submitDealInput)
    .output(submitDealOutput)
    .handler(({ input, context }) => submitDeal(context, context.caller, context.scope, input)),

  list: partnerOrAdmin()
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/deals",
      summary: "Deals, newest first, one page: a partner's own, or every partner's for administrators",
    })
    .input(listDealsInput)
    .output(listDealsOutput)
    .handler(({ input, context }) => listDeals(context.db, context.scope, input)),

  get: partnerOrAdmin()
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/deals/{id}",
      summary: "One deal: its figures, status history, proposal's name and commission payout",
    })
    .input(dealIdInput)
    .output(getDealOutput)
    .handler(({ input, context }) => getDealDetail(context.db, context.scope, input.id)),

  downloadProposal: partnerOrAdmin()
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/deals/{id}/proposal",
      summary: "Download a deal's proposal",
    })
    .input(dealIdInput)
    .output(z.file())
    .handler(({ input, context }) => readDealProposal(context, context.scope, input.id)),

  stats: partnerProcedure
    .route({
      method: "GET",
      path: "/deals/stats",
      summary: "The signed-in partner's deals by status, commission to date and completed courses",
    })
    .output(dealStatsOutput)
    .handler(({ context }) => dealStats(context.db, context.scope)),

  export: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/deals/export.csv",
      summary: "Download the deals of the list's filters and search as CSV (at most 50,000)",
    })
    .input(exportDealsInput)
    .output(z.file())
    .handler(({ input, context }) => exportDeals(context.db, input)),

  conflicts: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/deals/{id}/conflicts",
      summary: "A deal beside other partners' open deals for the same end customer",
    })
    .input(dealIdInput)
    .output(dealConflictsOutput)
    .handler(({ input, context }) => listDealConflicts(context.db, input.id)),

  changeStatus: permissionProcedure("manage_partners")
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "POST",
      path: "/deals/{id}/status",
      summary: "Move a deal along its lifecycle; closing it won creates its commission payout",
    })
    .input(changeDealStatusInput)
    .output(changeDealStatusOutput)
    .handler(({ input, context }) => changeDealStatus(context, context.caller, input)),

  resubmit: partnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "POST",
      path: "/deals/{id}/resubmit",
      summary: "Answer a returned deal's question and submit it again, with its fields as they now stand",
    })
    .input(resubmitDealInput)
    .output(submitDealOutput)
    .handler(({ input, context }) => resubmitDeal(context.db, context.caller, context.scope, input)),

  withdraw: partnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "POST",
      path: "/deals/{id}/withdraw",
      summary: "Withdraw a deal not yet closed, with the reason; its customer is free at once",
    })
    .input(withdrawDealInput)
    .output(submitDealOutput)
    .handler(({ input, context }) => withdrawDeal(context.db, context.caller, context.scope, input)),

  requestExtension: partnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "POST",
      path: "/deals/{id}/extension-request",
      summary: "Ask for more time on an approved deal before its registration expires",
    })
    .input(requestDealExtensionInput)
    .output(submitDealOutput)
    .handler(({ input, context }) => requestDealExtension(context.db, context.caller, context.scope, input)),

  decideExtension: permissionProcedure("manage_partners")
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "POST",
      path: "/deals/{id}/extension-decision",
      summary: "Grant or refuse a partner's request for more time on a deal",
    })
    .input(decideDealExtensionInput)
    .output(submitDealOutput)
    .handler(({ input, context }) => decideDealExtension(context.db, context.caller, input)),
});
