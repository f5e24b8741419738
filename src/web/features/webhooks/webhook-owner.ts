/**
 * Whose endpoints a screen manages: the signed-in partner's, or the administrators' on the Integrations tab,
 * which receive every partner's events (docs/product/api-and-integrations.md#webhooks).
 */
export type WebhookOwner = "partner" | "integrations";
