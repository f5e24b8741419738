import { featureRouter } from "#server/rpc/feature-router";
import { partnerAdminProcedure, permissionProcedure } from "#server/rpc/procedures";
import {
  changeMemberRoleInput,
  changeMemberRoleOutput,
  changePartnerMemberRoleInput,
  listPartnerMembersInput,
  listPartnerMembersOutput,
  listTeamInput,
  removeMemberInput,
  removeMemberOutput,
  removePartnerMemberInput,
} from "#shared/contracts/partner-teams";
import { changeMemberRole } from "./change-member-role";
import { listPartnerMembers } from "./list-partner-members";
import { removeMember } from "./remove-member";

const MEMBER_CHANGE_REFUSALS = {
  404: "No member of the partner has this user id.",
  409: "The member is the partner's contact, or the caller themselves.",
} as const;

const TEAMS_TAG = {
  name: "Partner teams",
  description: "The people who act for a partner, and their roles.",
};

/**
 * Partner teams (docs/product/partner-teams.md): a partner admin reads and changes their own partner's members;
 * staff who manage partners do the same on any partner.
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

  changeRole: partnerAdminProcedure
    .meta({ refusals: MEMBER_CHANGE_REFUSALS })
    .route({
      method: "POST",
      path: "/team/members/{userId}/role",
      summary: "Give a member of your partner another role",
    })
    .input(changeMemberRoleInput)
    .output(changeMemberRoleOutput)
    .handler(({ input, context }) => changeMemberRole(context.db, context.caller, context.partner.id, input)),

  remove: partnerAdminProcedure
    .meta({ refusals: MEMBER_CHANGE_REFUSALS })
    .route({
      method: "DELETE",
      path: "/team/members/{userId}",
      summary: "Remove a member from your partner: their sessions end and their API keys are revoked",
    })
    .input(removeMemberInput)
    .output(removeMemberOutput)
    .handler(({ input, context }) => removeMember(context.db, context.caller, context.partner.id, input)),

  changeRoleOf: permissionProcedure("manage_partners")
    .meta({ refusals: MEMBER_CHANGE_REFUSALS })
    .route({
      method: "POST",
      path: "/partners/{partnerId}/members/{userId}/role",
      summary: "Give a member of a partner another role",
    })
    .input(changePartnerMemberRoleInput)
    .output(changeMemberRoleOutput)
    .handler(({ input, context }) => changeMemberRole(context.db, context.caller, input.partnerId, input)),

  removeFrom: permissionProcedure("manage_partners")
    .meta({ refusals: MEMBER_CHANGE_REFUSALS })
    .route({
      method: "DELETE",
      path: "/partners/{partnerId}/members/{userId}",
      summary: "Remove a member from a partner: their sessions end and their API keys are revoked",
    })
    .input(removePartnerMemberInput)
    .output(removeMemberOutput)
    .handler(({ input, context }) => removeMember(context.db, context.caller, input.partnerId, input)),
});
