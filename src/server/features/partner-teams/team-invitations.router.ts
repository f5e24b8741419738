import { featureRouter } from "#server/rpc/feature-router";
import { partnerAdminProcedure, permissionProcedure } from "#server/rpc/procedures";
import {
  invitationIdInput,
  invitationOutput,
  inviteMemberInput,
  invitePartnerMemberInput,
  listInvitationsInput,
  listInvitationsOutput,
  listPartnerInvitationsInput,
  partnerInvitationIdInput,
  revokeInvitationOutput,
} from "#shared/contracts/partner-invitations";
import { listOpenInvitations } from "./invitation-rows";
import { inviteMember } from "./invite-member";
import { resendInvitation } from "./resend-invitation";
import { revokeInvitation } from "./revoke-invitation";

const INVITE_REFUSALS_DOC = {
  409: "The address is a staff account, already a member here or of another partner, already invited, or the partner is not active.",
} as const;
const CHANGE_REFUSALS_DOC = {
  404: "No invitation of the partner has this id.",
  409: "The invitation was accepted or withdrawn, the address joined a partner since, or the partner is not active.",
} as const;

const INVITATIONS_TAG = {
  name: "Partner team invitations",
  description: "Invitations to join a partner's team: a one-time link by e-mail, valid 7 days.",
};

/**
 * Invitations (docs/product/partner-teams.md#invitations): a partner admin invites to, lists, resends and revokes
 * on their own partner; staff who manage partners do the same on any partner.
 */
export const teamInvitationsRouter = featureRouter(INVITATIONS_TAG, {
  mine: partnerAdminProcedure
    .route({ method: "GET", path: "/team/invitations", summary: "Your partner's open invitations, one page" })
    .input(listInvitationsInput)
    .output(listInvitationsOutput)
    .handler(({ input, context }) => listOpenInvitations(context.db, context.partner.id, input)),

  invite: partnerAdminProcedure
    .meta({ refusals: INVITE_REFUSALS_DOC })
    .route({ method: "POST", path: "/team/invitations", summary: "Invite someone to your partner's team" })
    .input(inviteMemberInput)
    .output(invitationOutput)
    .handler(({ input, context }) => inviteMember(context, context.caller, context.partner.id, input)),

  resend: partnerAdminProcedure
    .meta({ refusals: CHANGE_REFUSALS_DOC })
    .route({
      method: "POST",
      path: "/team/invitations/{id}/resend",
      summary: "Mail an invitation again with a new link",
    })
    .input(invitationIdInput)
    .output(invitationOutput)
    .handler(({ input, context }) => resendInvitation(context, context.caller, context.partner.id, input)),

  revoke: partnerAdminProcedure
    .meta({ refusals: CHANGE_REFUSALS_DOC })
    .route({ method: "DELETE", path: "/team/invitations/{id}", summary: "Withdraw an invitation" })
    .input(invitationIdInput)
    .output(revokeInvitationOutput)
    .handler(({ input, context }) => revokeInvitation(context.db, context.caller, context.partner.id, input)),

  ofPartner: permissionProcedure("manage_partners")
    .meta({ refusals: { 404: "No partner has this id." } })
    .route({
      method: "GET",
      path: "/partners/{partnerId}/invitations",
      summary: "A partner's open invitations, one page",
    })
    .input(listPartnerInvitationsInput)
    .output(listInvitationsOutput)
    .handler(({ input, context }) => listOpenInvitations(context.db, input.partnerId, input)),

  inviteTo: permissionProcedure("manage_partners")
    .meta({ refusals: { 404: "No partner has this id.", ...INVITE_REFUSALS_DOC } })
    .route({
      method: "POST",
      path: "/partners/{partnerId}/invitations",
      summary: "Invite someone to a partner's team",
    })
    .input(invitePartnerMemberInput)
    .output(invitationOutput)
    .handler(({ input, context }) => inviteMember(context, context.caller, input.partnerId, input)),

  resendOf: permissionProcedure("manage_partners")
    .meta({ refusals: CHANGE_REFUSALS_DOC })
    .route({
      method: "POST",
      path: "/partners/{partnerId}/invitations/{id}/resend",
      summary: "Mail a partner's invitation again with a new link",
    })
    .input(partnerInvitationIdInput)
    .output(invitationOutput)
    .handler(({ input, context }) => resendInvitation(context, context.caller, input.partnerId, input)),

  revokeOf: permissionProcedure("manage_partners")
    .meta({ refusals: CHANGE_REFUSALS_DOC })
    .route({
      method: "DELETE",
      path: "/partners/{partnerId}/invitations/{id}",
      summary: "Withdraw a partner's invitation",
    })
    .input(partnerInvitationIdInput)
    .output(revokeInvitationOutput)
    .handler(({ input, context }) => revokeInvitation(context.db, context.caller, input.partnerId, input)),
});
