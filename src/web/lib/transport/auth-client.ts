import { createAuthClient } from "better-auth/client";
import { fetchRest } from "./fetch-rest";

/**
 * Better Auth's client, for the calls that go to Better Auth's own routes rather than a procedure: staff single
 * sign-on and signing out (partners sign in through a procedure, decision 0002). It calls through fetchRest, the
 * transport of the plain HTTP calls: no answer rejects with ServerUnreachable, a refusal with an RpcRefusal
 * carrying the server's message, and a 401 is reported like any other (lib/transport/sign-in-required.ts). Loaded when a
 * person signs in or out, not with the first page (bench/bundle.ts).
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: {
    customFetchImpl: (input, init) => fetchRest(input instanceof Request ? input.url : String(input), init),
  },
});
