import { StandardOpenAPIMatcher } from "@orpc/openapi/standard";
import { StandardRPCMatcher } from "@orpc/server/standard";
import { router } from "../router";

export interface NamedCall {
  /** The procedure's path in the router, e.g. "deals.list": one name per procedure, whatever the URL holds. */
  procedure: string;
  transport: "rpc" | "rest";
}

// The handlers' own matchers over the same router, so a request is named after the procedure that answers it.
const rpcMatcher = new StandardRPCMatcher();
rpcMatcher.init(router);
const restMatcher = new StandardOpenAPIMatcher();
restMatcher.init(router);

const RPC_PREFIX = "/rpc";
const REST_PREFIX = "/api/v1";

const under = (pathname: string, prefix: string): `/${string}` | undefined =>
  pathname.startsWith(`${prefix}/`)
    ? `/${pathname.slice(prefix.length).replace(/^\/+|\/+$/g, "")}`
    : undefined;

/** The procedure a request to /rpc or /api/v1 calls; undefined for any other request and for unknown paths. */
export async function procedureOfRequest(method: string, url: string): Promise<NamedCall | undefined> {
  const { pathname } = new URL(url);
  const rpcPath = under(pathname, RPC_PREFIX);
  if (rpcPath !== undefined) {
    const match = await rpcMatcher.match(method, rpcPath);
    return match && { procedure: match.path.join("."), transport: "rpc" };
  }
  const restPath = under(pathname, REST_PREFIX);
  if (restPath !== undefined) {
    // HEAD is answered as GET (see app.ts), where the REST routes are declared.
    const match = await restMatcher.match(method === "HEAD" ? "GET" : method, restPath);
    return match && { procedure: match.path.join("."), transport: "rest" };
  }
  return undefined;
}
