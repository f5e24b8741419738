import { featureRouter } from "#server/rpc/feature-router";
import { partnerAdminProcedure, permissionProcedure } from "#server/rpc/procedures";
import {
  apiKeyIdInput,
  createApiKeyOutput,
  createIntegrationApiKeyInput,
  createPartnerApiKeyInput,
  listApiKeysOutput,
  revokeApiKeyOutput,
} from "#shared/contracts/api-keys";
import { createIntegrationApiKey } from "./create-integration-api-key";
import { createPartnerApiKey } from "./create-partner-api-key";
import { listIntegrationApiKeys } from "./list-integration-api-keys";
import { listPartnerApiKeys } from "./list-partner-api-keys";
import { revokeIntegrationApiKey } from "./revoke-integration-api-key";
import { revokePartnerApiKey } from "./revoke-partner-api-key";

// Key management takes a signed-in session: no procedure here allows API keys (decision 0028), so a key can
// never make, list or revoke keys.

const integrations = () => permissionProcedure("manage_integrations");

const API_KEYS_TAG = {
  name: "API keys",
  description: "Partner and integration API keys. Managed with a session only: keys cannot call these.",
};

export const apiKeysRouter = featureRouter(API_KEYS_TAG, {
  listPartner: partnerAdminProcedure
    .route({
      method: "GET",
      path: "/api-keys/partner",
      summary: "The signed-in partner's API keys, newest first, without their secrets",
    })
    .output(listApiKeysOutput)
    .handler(({ context }) => listPartnerApiKeys(context.db, context.scope)),

  createPartner: partnerAdminProcedure
    .route({
      method: "POST",
      path: "/api-keys/partner",
      summary: "Create an API key that acts as the signed-in partner contact; the key is given only here",
      successStatus: 201,
    })
    .input(createPartnerApiKeyInput)
    .output(createApiKeyOutput)
    .handler(({ input, context }) => createPartnerApiKey(context.db, context.caller, context.scope, input)),

  revokePartner: partnerAdminProcedure
    .route({
      method: "POST",
      path: "/api-keys/partner/{id}/revoke",
      summary: "Revoke one of the signed-in partner's API keys",
    })
    .input(apiKeyIdInput)
    .output(revokeApiKeyOutput)
    .handler(({ input, context }) => revokePartnerApiKey(context.db, context.caller, context.scope, input)),

  listIntegrations: integrations()
    .route({
      method: "GET",
      path: "/api-keys/integrations",
      summary: "Integration API keys: every one for administrators, one's own otherwise",
    })
    .output(listApiKeysOutput)
    .handler(({ context }) => listIntegrationApiKeys(context.db, context.caller)),

  createIntegration: integrations()
    .route({
      method: "POST",
      path: "/api-keys/integrations",
      summary:
        "Create an integration's API key with permissions the caller may grant; the key is given only here",
      successStatus: 201,
    })
    .input(createIntegrationApiKeyInput)
    .output(createApiKeyOutput)
    .handler(({ input, context }) => createIntegrationApiKey(context.db, context.caller, input)),

  revokeIntegration: integrations()
    .route({
      method: "POST",
      path: "/api-keys/integrations/{id}/revoke",
      summary: "Revoke an integration's API key",
    })
    .input(apiKeyIdInput)
    .output(revokeApiKeyOutput)
    .handler(({ input, context }) => revokeIntegrationApiKey(context.db, context.caller, input)),
});
