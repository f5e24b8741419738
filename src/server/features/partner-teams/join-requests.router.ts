import { featureRouter } from "#server/rpc/feature-router";
import { partnerAdminProcedure, permissionProcedure, publicProcedure } from "#server/rpc/procedures";
import {
  approveJoinRequestInput,
  approveJoinRequestOutput,
  declineJoinRequestInput,
  declineJoinRequestOutput,
  joinDomainOutput,
  listJoinRequestsInput,
  listJoinRequestsOutput,
  requestToJoinInput,
  requestToJoinOutput,
  setJoinDomainInput,
  setPartnerJoinDomainInput,
} from "#shared/contracts/join-requests";
import { approveJoinRequest, declineJoinRequest } from "./decide-join-request";
import { setJoinDomain } from "./join-domain";
import { listJoinRequests } from "./list-join-requests";
import { requestToJoin } from "./request-to-join";

const DECISION_REFUSALS = {
  404: "No request to join the partner has this id.",
  409: "The request was decided already, or (approving) the address cannot be invited.",
} as const;

const JOIN_REQUESTS_TAG = {
  name: "Partner team join requests",
  description:
    "People at a partner's e-mail domain ask to join its team; a partner admin approves or declines.",
};

/** Join requests (docs/product/partner-teams.md#join-requests). */
export const joinRequestsRouter = featureRouter(JOIN_REQUESTS_TAG, {
  request: publicProcedure
    .route({
      method: "POST",
      path: "/join-requests",
      summary: "Ask to join the team of the partner your e-mail domain belongs to",
      description: "Always answers the same, whether or not the domain is a partner's.",
    })
    .input(requestToJoinInput)
    .output(requestToJoinOutput)
    .handler(({ input, context }) => requestToJoin(context.db, input, context)),

  mine: partnerAdminProcedure
    .route({
      method: "GET",
      path: "/team/join-requests",
      summary: "Your partner's join domain and the requests waiting, one page",
    })
    .input(listJoinRequestsInput)
    .output(listJoinRequestsOutput)
    .handler(({ input, context }) => listJoinRequests(context.db, context.partner.id, input)),

  setDomain: partnerAdminProcedure
    .meta({
      refusals: { 409: "Another partner uses the domain, or no address of the caller or contact is at it." },
    })
    .route({
      method: "PUT",
      path: "/team/join-domain",
      summary: "Set the e-mail domain whose people may ask to join, or null to stop requests",
    })
    .input(setJoinDomainInput)
    .output(joinDomainOutput)
    .handler(({ input, context }) =>
      setJoinDomain(context.db, context.caller, context.partner.id, input.domain, "partner_admin"),
    ),

  setDomainOf: permissionProcedure("manage_partners")
    .meta({ refusals: { 404: "No partner has this id.", 409: "Another partner uses the domain." } })
    .route({
      method: "PUT",
      path: "/partners/{partnerId}/join-domain",
      summary: "Set a partner's join domain, or null to stop its requests",
    })
    .input(setPartnerJoinDomainInput)
    .output(joinDomainOutput)
    .handler(({ input, context }) =>
      setJoinDomain(context.db, context.caller, input.partnerId, input.domain, "staff"),
    ),

  approve: partnerAdminProcedure
    .meta({ refusals: DECISION_REFUSALS })
    .route({
      method: "POST",
      path: "/team/join-requests/{id}/approve",
      summary: "Approve a request to join: the address is sent an invitation",
    })
    .input(approveJoinRequestInput)
    .output(approveJoinRequestOutput)
    .handler(({ input, context }) => approveJoinRequest(context, context.caller, context.partner.id, input)),

  decline: partnerAdminProcedure
    .meta({ refusals: DECISION_REFUSALS })
    .route({ method: "POST", path: "/team/join-requests/{id}/decline", summary: "Decline a request to join" })
    .input(declineJoinRequestInput)
    .output(declineJoinRequestOutput)
    .handler(({ input, context }) =>
      declineJoinRequest(context.db, context.caller, context.partner.id, input),
    ),
});
