import type { StandardHandler } from "@orpc/server/standard";
import { toFetchBody, toFetchHeaders, toStandardLazyRequest } from "@orpc/standard-server-fetch";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { RpcContext } from "./context";

/**
 * A call answered as oRPC's fetch adapter answers it, without a fetch Response in between: the body as that
 * adapter makes it (JSON text, a file, an event stream) goes to Hono directly. A JSON text then stays a text
 * the Node server writes in one go; taken back out of a fetch Response it was a stream again, built and read on
 * every call. Undefined when no procedure matches.
 */
export async function answerCall(
  c: Context,
  handler: StandardHandler<RpcContext>,
  request: Request,
  options: { prefix: `/${string}`; context: RpcContext },
): Promise<Response | undefined> {
  const result = await handler.handle(toStandardLazyRequest(request), options);
  if (!result.matched) return undefined;
  const { status } = result.response;
  const headers = toFetchHeaders(result.response.headers);
  const body = toFetchBody(result.response.body, headers);
  if (typeof body === "string") {
    // The compression middleware adds this itself by rebuilding the response, as a stream; said here, it need not.
    headers.append("vary", "Accept-Encoding");
    return c.newResponse(body, { status: status as ContentfulStatusCode, headers });
  }
  // A file or a stream: read through a fetch Response as before, so a large file is streamed, never held whole.
  const response = new Response(body, { status, headers });
  return c.newResponse(response.body, response);
}
