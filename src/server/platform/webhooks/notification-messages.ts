import { holdersOf, type NotificationDraft, partnerAdmins, type Recipients } from "../notifications";

// Who is told that a webhook endpoint started failing, and what they read
// (docs/product/notifications.md#what-people-are-told, docs/product/api-and-integrations.md#retries).

interface FailingEndpoint {
  id: string;
  partnerId: string | null;
  url: string;
  description: string | null;
}

/**
 * The people who manage the endpoint: its partner's partner admins, or for the administrators' endpoint the staff
 * holding manage_integrations (administrators included), never another partner's.
 */
export const endpointOwners = (endpoint: Pick<FailingEndpoint, "partnerId">): Recipients =>
  endpoint.partnerId === null ? holdersOf("manage_integrations") : partnerAdmins(endpoint.partnerId);

/**
 * The endpoint is named by its description and its host only: the path and query of a receiver's address
 * often hold its token, and the sentence may go out in an e-mail digest.
 */
export function webhookEndpointFailingNotice(endpoint: FailingEndpoint): NotificationDraft {
  const whose = endpoint.partnerId === null ? "The administrators'" : "Your";
  const named = endpoint.description ? ` "${endpoint.description}"` : "";
  return {
    kind: "webhook_endpoint_failing",
    message: `${whose} webhook endpoint${named} at ${new URL(endpoint.url).host} is failing: an event could not be delivered in 24 hours of retries.`,
    subjectId: endpoint.id,
    actorUserId: null,
  };
}
