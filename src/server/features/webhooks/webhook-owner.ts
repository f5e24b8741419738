import { eq, isNull, type SQL } from "drizzle-orm";
import { webhookEndpoints } from "#server/db/schema/index";

/**
 * Whose endpoints a procedure manages: a partner's (its contact's scope) or the administrators' (partner id
 * null), which receive every partner's events. Unlike a staff row scope, null here means only the
 * administrators' own endpoints, never a partner's.
 */
export interface WebhookOwner {
  partnerId: string | null;
}

export const ADMIN_ENDPOINTS: WebhookOwner = { partnerId: null };

/** The `where` selecting the owner's endpoints: another owner's endpoint is not found (decision 0010). */
export function ownEndpoints(owner: WebhookOwner): SQL {
  return owner.partnerId === null
    ? isNull(webhookEndpoints.partnerId)
    : eq(webhookEndpoints.partnerId, owner.partnerId);
}

export const ownerKind = (owner: WebhookOwner): "partner" | "administrators" =>
  owner.partnerId === null ? "administrators" : "partner";
