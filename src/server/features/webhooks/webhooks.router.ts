import { featureRouter } from "#server/rpc/feature-router";
import { partnerAdminProcedure, permissionProcedure } from "#server/rpc/procedures";
import {
  createWebhookEndpointInput,
  deleteWebhookEndpointOutput,
  listWebhookDeliveriesInput,
  listWebhookDeliveriesOutput,
  listWebhookEndpointsOutput,
  updateWebhookEndpointInput,
  webhookDeliveryIdInput,
  webhookDeliveryOutput,
  webhookEndpointIdInput,
  webhookEndpointOutput,
  webhookEndpointWithSecretOutput,
} from "#shared/contracts/webhooks";
import { createWebhookEndpoint } from "./create-webhook-endpoint";
import { deleteWebhookEndpoint } from "./delete-webhook-endpoint";
import { listWebhookDeliveries } from "./list-webhook-deliveries";
import { listWebhookEndpoints } from "./list-webhook-endpoints";
import { resendWebhookDelivery } from "./resend-webhook-delivery";
import { rotateWebhookSecret } from "./rotate-webhook-secret";
import { sendWebhookTestEvent } from "./send-webhook-test-event";
import { updateWebhookEndpoint } from "./update-webhook-endpoint";
import { ADMIN_ENDPOINTS } from "./webhook-owner";

// Webhook management takes a signed-in session: no procedure here allows API keys (decision 0030). A partner
// contact manages its partner's endpoints (`...Mine`); staff holding manage_integrations, the administrators'
// endpoints, which receive every partner's events.

const integrations = () => permissionProcedure("manage_integrations");

const WEBHOOKS_TAG = {
  name: "Webhooks",
  description:
    "Signed HTTPS calls telling a partner, or the administrators, of deals, payouts and partner changes; their endpoints and deliveries. Managed with a session only.",
};

export const webhooksRouter = featureRouter(WEBHOOKS_TAG, {
  listMine: partnerAdminProcedure
    .route({
      method: "GET",
      path: "/webhooks/partner",
      summary: "The signed-in partner's webhook endpoints, newest first, without their secrets",
    })
    .output(listWebhookEndpointsOutput)
    .handler(({ context }) => listWebhookEndpoints(context.db, context.scope)),

  createMine: partnerAdminProcedure
    .route({
      method: "POST",
      path: "/webhooks/partner",
      summary: "Register a webhook endpoint for the partner's events; its signing secret is given only here",
      successStatus: 201,
    })
    .input(createWebhookEndpointInput)
    .output(webhookEndpointWithSecretOutput)
    .handler(({ input, context }) => createWebhookEndpoint(context, context.caller, context.scope, input)),

  updateMine: partnerAdminProcedure
    .route({
      method: "PATCH",
      path: "/webhooks/partner/{id}",
      summary: "Change a partner's webhook endpoint",
    })
    .input(updateWebhookEndpointInput)
    .output(webhookEndpointOutput)
    .handler(({ input, context }) => updateWebhookEndpoint(context, context.scope, input)),

  rotateSecretMine: partnerAdminProcedure
    .route({
      method: "POST",
      path: "/webhooks/partner/{id}/rotate-secret",
      summary: "Replace a partner endpoint's signing secret; the new one is given only here",
    })
    .input(webhookEndpointIdInput)
    .output(webhookEndpointWithSecretOutput)
    .handler(({ input, context }) => rotateWebhookSecret(context, context.caller, context.scope, input)),

  deleteMine: partnerAdminProcedure
    .route({
      method: "DELETE",
      path: "/webhooks/partner/{id}",
      summary: "Delete a partner's webhook endpoint",
    })
    .input(webhookEndpointIdInput)
    .output(deleteWebhookEndpointOutput)
    .handler(({ input, context }) => deleteWebhookEndpoint(context.db, context.caller, context.scope, input)),

  listDeliveriesMine: partnerAdminProcedure
    .route({
      method: "GET",
      path: "/webhooks/partner/{endpointId}/deliveries",
      summary: "A partner endpoint's deliveries, newest first, each with every attempt",
    })
    .input(listWebhookDeliveriesInput)
    .output(listWebhookDeliveriesOutput)
    .handler(({ input, context }) => listWebhookDeliveries(context.db, context.scope, input)),

  resendDeliveryMine: partnerAdminProcedure
    .route({
      method: "POST",
      path: "/webhooks/partner/deliveries/{id}/resend",
      summary: "Send one of a partner endpoint's deliveries again",
    })
    .input(webhookDeliveryIdInput)
    .output(webhookDeliveryOutput)
    .handler(({ input, context }) => resendWebhookDelivery(context.db, context.scope, input)),

  sendTestMine: partnerAdminProcedure
    .route({
      method: "POST",
      path: "/webhooks/partner/{id}/test",
      summary: "Send a webhook.test event to a partner's endpoint",
    })
    .input(webhookEndpointIdInput)
    .output(webhookDeliveryOutput)
    .handler(({ input, context }) => sendWebhookTestEvent(context.db, context.scope, input)),

  list: integrations()
    .route({
      method: "GET",
      path: "/webhooks/integrations",
      summary: "The administrators' webhook endpoints (every partner's events), without their secrets",
    })
    .output(listWebhookEndpointsOutput)
    .handler(({ context }) => listWebhookEndpoints(context.db, ADMIN_ENDPOINTS)),

  create: integrations()
    .route({
      method: "POST",
      path: "/webhooks/integrations",
      summary:
        "Register a webhook endpoint for every partner's events; its signing secret is given only here",
      successStatus: 201,
    })
    .input(createWebhookEndpointInput)
    .output(webhookEndpointWithSecretOutput)
    .handler(({ input, context }) => createWebhookEndpoint(context, context.caller, ADMIN_ENDPOINTS, input)),

  update: integrations()
    .route({
      method: "PATCH",
      path: "/webhooks/integrations/{id}",
      summary: "Change an administrators' webhook endpoint",
    })
    .input(updateWebhookEndpointInput)
    .output(webhookEndpointOutput)
    .handler(({ input, context }) => updateWebhookEndpoint(context, ADMIN_ENDPOINTS, input)),

  rotateSecret: integrations()
    .route({
      method: "POST",
      path: "/webhooks/integrations/{id}/rotate-secret",
      summary: "Replace an administrators' endpoint's signing secret; the new one is given only here",
    })
    .input(webhookEndpointIdInput)
    .output(webhookEndpointWithSecretOutput)
    .handler(({ input, context }) => rotateWebhookSecret(context, context.caller, ADMIN_ENDPOINTS, input)),

  delete: integrations()
    .route({
      method: "DELETE",
      path: "/webhooks/integrations/{id}",
      summary: "Delete an administrators' webhook endpoint",
    })
    .input(webhookEndpointIdInput)
    .output(deleteWebhookEndpointOutput)
    .handler(({ input, context }) =>
      deleteWebhookEndpoint(context.db, context.caller, ADMIN_ENDPOINTS, input),
    ),

  listDeliveries: integrations()
    .route({
      method: "GET",
      path: "/webhooks/integrations/{endpointId}/deliveries",
      summary: "An administrators' endpoint's deliveries, newest first, each with every attempt",
    })
    .input(listWebhookDeliveriesInput)
    .output(listWebhookDeliveriesOutput)
    .handler(({ input, context }) => listWebhookDeliveries(context.db, ADMIN_ENDPOINTS, input)),

  resendDelivery: integrations()
    .route({
      method: "POST",
      path: "/webhooks/integrations/deliveries/{id}/resend",
      summary: "Send one of an administrators' endpoint's deliveries again",
    })
    .input(webhookDeliveryIdInput)
    .output(webhookDeliveryOutput)
    .handler(({ input, context }) => resendWebhookDelivery(context.db, ADMIN_ENDPOINTS, input)),

  sendTest: integrations()
    .route({
      method: "POST",
      path: "/webhooks/integrations/{id}/test",
      summary: "Send a webhook.test event to an administrators' endpoint",
    })
    .input(webhookEndpointIdInput)
    .output(webhookDeliveryOutput)
    .handler(({ input, context }) => sendWebhookTestEvent(context.db, ADMIN_ENDPOINTS, input)),
});
