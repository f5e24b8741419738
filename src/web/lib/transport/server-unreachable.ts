/**
 * A call that got no answer from the portal: the network failed, or a proxy in front of it answered for it
 * (a gateway page with 502, 503 or 504) because the server is down or restarting. The transports throw it or
 * report status 0; `rpc-error` turns it into the failure the screens word (docs/product/errors-and-messages.md).
 */
export class ServerUnreachable extends Error {
  constructor(cause?: unknown) {
    super("The portal's server could not be reached", { cause });
    this.name = "ServerUnreachable";
  }
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Whether an answer came from a gateway rather than the portal: every answer of the portal is JSON, so a
 * gateway status without a JSON body (a proxy's page) means the portal never answered. The portal's own 503
 * (its database cannot be reached) is JSON and keeps its message.
 */
export function isGatewayAnswer(status: number, contentType: string | null): boolean {
  return GATEWAY_STATUSES.has(status) && !contentType?.includes("json");
}
