import { createORPCClient } from "@orpc/client";
import { RPCLink } from "@orpc/client/fetch";
import type { RouterClient } from "@orpc/server";
import { createTanstackQueryUtils } from "@orpc/tanstack-query";
// Type-only: the browser bundle gets the procedure types, never server code.
import type { AppRouter } from "#server/router";
import { isGatewayAnswer, ServerUnreachable } from "./server-unreachable";
import { noteAnswerStatus } from "./sign-in-required";

const link = new RPCLink({
  // Read per call: the build also renders the public pages in Node, where there is no window to read at import.
  url: () => `${window.location.origin}/rpc`,
  // The one place the typed client meets the network: no answer, or a gateway's page instead of the portal's,
  // becomes ServerUnreachable, which every screen words the same way.
  fetch: async (request, init) => {
    const response = await fetch(request, init).catch((cause: unknown) => {
      if (request.signal.aborted) throw cause;
      throw new ServerUnreachable(cause);
    });
    noteAnswerStatus(response.status);
    if (isGatewayAnswer(response.status, response.headers.get("Content-Type"))) throw new ServerUnreachable();
    return response;
  },
});

/** Typed calls to the server's procedures; failures reject with an ORPCError. */
export const client: RouterClient<AppRouter> = createORPCClient(link);

/** TanStack Query options and keys for the same procedures. */
export const orpc = createTanstackQueryUtils(client);
