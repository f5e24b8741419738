import { featureRouter } from "#server/rpc/feature-router";
import { partnerAdminProcedure, permissionProcedure } from "#server/rpc/procedures";
import {
  listPartnerMembersInput,
  listPartnerMembersOutput,
  listTeamInput,
} from "#shared/contracts/partner-teams";
import { listPartnerMembers } from "./list-partner-members";

const TEAMS_TAG = {
  name: "Partner teams",
  description: "The people who act for a partner, and their roles.",
};

/**
 * Partner teams (docs/product/partner-teams.md): a partner admin reads their own partner's members; staff who
 * manage partners read any partner's.
 */
export const partnerTeamsRouter = featureRouter(TEAMS_TAG, {
  mine: partnerAdminProcedure
    .route({
      method: "GET",
      path: "/team/members",
      summary: "The members of the caller's own partner, one page",
    })
    .input(listTeamInput)
    .output(listPartnerMembersOutput)
    .handler(({ input, context }) => listPartnerMembers(context.db, context.partner.id, input)),

  ofPartner: permissionProcedure("manage_partners")
    .meta({ refusals: { 404: "No partner has this id." } })
    .route({
      method: "GET",
      path: "/partners/{partnerId}/members",
      summary: "The members of a partner, one page",
    })
    .input(listPartnerMembersInput)
    .output(listPartnerMembersOutput)
    .handler(({ input, context }) => listPartnerMembers(context.db, input.partnerId, input)),
});
