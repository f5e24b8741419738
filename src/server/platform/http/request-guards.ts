import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { apiErrorResponse } from "#server/rpc/error-response";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutating API calls must come from one of our own pages and carry JSON, as Better Auth requires for its own
 * routes: a cross-site form post or a `text/plain` fetch (which skips CORS preflight) cannot change anything.
 */
export function guardMutations(options: {
  trustedOrigins: readonly string[];
  /** Whether a path takes file uploads as multipart/form-data. */
  isUploadPath: (path: string) => boolean;
}): MiddlewareHandler {
  const trusted = new Set(options.trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
    // Browsers send Origin on every cross-site POST; a cookie-less caller without one is a script using its own credentials.
    if (origin ? !trusted.has(origin) : c.req.header("cookie") !== undefined) {
      return apiErrorResponse(c.req.path, 403, "This request must come from the portal's own pages.");
    }
    const contentType = c.req.header("content-type")?.toLowerCase() ?? "";
    // A missing body needs no type: operations that take none are called without one (RFC 9112: a request with
    // neither Content-Length nor Transfer-Encoding has no body).
    if (!contentType && !carriesBody(c)) return next();
    const upload = options.isUploadPath(c.req.path) && contentType.startsWith("multipart/form-data");
    if (!upload && !contentType.startsWith("application/json")) {
      return apiErrorResponse(
        c.req.path,
        415,
        "Send the request body as JSON (Content-Type: application/json).",
      );
    }
    return next();
  };
}

function carriesBody(c: Context): boolean {
  const length = c.req.header("content-length");
  return c.req.header("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * The longest address (path and query, in characters) the portal answers; a longer one gets 431 in the error
 * shape (docs/operations.md#api, "Addresses"). Node itself refuses a request whose header section passes
 * MAX_HEADER_BYTES before the app sees it, with an empty 431 or a closed connection: that limit sits well above
 * this one, so a long address reaches this guard whatever cookies come with it.
 */
export const MAX_ADDRESS_LENGTH = 8192;
export const MAX_HEADER_BYTES = 64 * 1024;
const ADDRESS_TOO_LONG = `The address is too long. The limit is ${MAX_ADDRESS_LENGTH.toLocaleString("en-US")} characters.`;

export const refuseLongAddresses: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const pathStart = url.indexOf("/", url.indexOf("://") + 3);
  if (pathStart === -1 || url.length - pathStart <= MAX_ADDRESS_LENGTH) return next();
  const path = c.req.path;
  return path === "/rpc" || path.startsWith("/rpc/") || path.startsWith("/api/")
    ? apiErrorResponse(path, 431, ADDRESS_TOO_LONG)
    : c.text(ADDRESS_TOO_LONG, 431);
};

/** Carries the client address we determined to Better Auth; any copy a client sends is dropped. */
export const CLIENT_IP_HEADER = "x-portal-client-ip";

/**
 * The client's address: the socket peer, or behind a trusted proxy the last X-Forwarded-For entry, the one
 * that proxy appended (entries before it come from the client and prove nothing).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address || undefined;
  } catch {
    // Not served by the Node adapter (e.g. in-process test requests): the address is unknown.
    return undefined;
  }
}

/** The request headers with our client-address header set from `clientIp` and nothing a client sent for it. */
export function withClientAddress(headers: Headers, clientIp: string | undefined): Headers {
  const copy = new Headers(headers);
  copy.delete(CLIENT_IP_HEADER);
  if (clientIp) copy.set(CLIENT_IP_HEADER, clientIp);
  return copy;
}
