import { createORPCClient } from "@orpc/client";
import { RPCLink } from "@orpc/client/fetch";
import type { RouterClient } from "@orpc/server";
import { createTanstackQueryUtils } from "@orpc/tanstack-query";
// Type-only: the browser bundle gets the procedure types, never server code.
import type { AppRouter } from "#server/router";
import { noteAnswerStatus } from "./sign-in-required";

const link = new RPCLink({
  url: `${window.location.origin}/rpc`,
  fetch: async (request, init) => {
    const response = await fetch(request, init);
    noteAnswerStatus(response.status);
    return response;
  },
});

/** Typed calls to the server's procedures; failures reject with an ORPCError. */
export const client: RouterClient<AppRouter> = createORPCClient(link);

/** TanStack Query options and keys for the same procedures. */
export const orpc = createTanstackQueryUtils(client);
