import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the load balancers in front
 * (60 s on common ones), so none sends a request on a connection this server is closing at that moment, which its
 * client would see as a reset. Node's default is 5 s. A stop still closes idle connections at once.
 */
export const KEEP_ALIVE_MS = 65_000;
/** How long a request's headers may take to arrive: Node wants this above the keep-alive timeout. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_MS + 1000;

/** Sets the server's connection timeouts for running behind a load balancer (docs/operations.md#production). */
export function setConnectionTimeouts(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
