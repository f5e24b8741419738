import { RpcRefusal, rpcFailureOfResponse } from "./rpc-error";
import { isGatewayAnswer, ServerUnreachable } from "./server-unreachable";
import { noteAnswerStatus } from "./sign-in-required";

/**
 * Calls a procedure's REST route with the session cookie, for what the typed client cannot do (a file to
 * save). Rejects with an RpcRefusal when the server refuses, as the typed client rejects with an ORPCError.
 */
export async function fetchRest(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { credentials: "same-origin", ...init }).catch((cause: unknown) => {
    if (init.signal?.aborted) throw cause;
    throw new ServerUnreachable(cause);
  });
  noteAnswerStatus(response.status);
  if (!response.ok) {
    if (isGatewayAnswer(response.status, response.headers.get("Content-Type"))) throw new ServerUnreachable();
    throw new RpcRefusal(rpcFailureOfResponse(response.status, await response.text()));
  }
  return response;
}
