import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type Provider from "oidc-provider";
import { processRunsInProduction } from "#server/config";
import type { Logger } from "#server/platform/logger";
import { createProvider } from "./create-provider";
import { renderProblemPage } from "./notice-pages";
import { INVALID_CREDENTIALS, renderSignInPage } from "./sign-in-page";
import { SIGN_IN_SCRIPT } from "./sign-in-script";
import type { StaffDirectory } from "./staff-directory";

/** Where the handler expects to be mounted; the issuer is the public URL plus this path. */
const DEV_IDP_PATH = "/idp";

const SCRIPT_PATH = `${DEV_IDP_PATH}/assets/sign-in.js`;

export interface DevIdentityProviderOptions {
  /** The address people open, e.g. http://localhost:3000 (an origin, without a path). */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Where the portal may send people after RP-initiated logout; none by default. */
  postLogoutRedirectUris?: string[];
  directory: StaffDirectory;
  /** Signs the provider's cookies. */
  cookieSecret: string;
  logger: Logger;
}

export interface DevIdentityProvider {
  /** `${publicUrl}/idp`, the OpenID issuer identifier. */
  issuer: string;
  discoveryUrl: string;
  /** Serves every path under /idp. Needs @hono/node-server: oidc-provider works on Node's request and response. */
  handler: MiddlewareHandler;
}

type IdpEnv = { Bindings: HttpBindings };

function nodeBindings(c: Context): HttpBindings {
  const env = c.env as Partial<HttpBindings> | undefined;
  if (!env?.incoming || !env.outgoing) {
    throw new Error(
      "The development identity provider must run on @hono/node-server (it needs c.env.incoming).",
    );
  }
  return { incoming: env.incoming, outgoing: env.outgoing };
}

/** Koa inside oidc-provider trusts these headers (provider.proxy); they come from configuration, never the client. */
function usePublicOrigin(incoming: IncomingMessage, publicUrl: URL) {
  incoming.headers["x-forwarded-proto"] = publicUrl.protocol.slice(0, -1);
  incoming.headers["x-forwarded-host"] = publicUrl.host;
}

/**
 * A real OpenID provider for development, standing in for the company's identity provider: authorization code
 * flow with PKCE for one confidential client, staff from the portal database, everything kept in memory.
 */
export function createDevIdentityProvider(options: DevIdentityProviderOptions): DevIdentityProvider {
  // It accepts one shared password for every staff account: a second line of defence behind the configuration.
  if (processRunsInProduction()) {
    throw new Error("Refusing to start the development identity provider: NODE_ENV is production.");
  }
  const publicUrl = new URL(options.publicUrl);
  if (publicUrl.pathname !== "/" || publicUrl.search || publicUrl.hash) {
    throw new Error(
      `The development identity provider needs an origin as publicUrl, got ${options.publicUrl}`,
    );
  }
  const portalUrl = publicUrl.origin;
  const issuer = `${portalUrl}${DEV_IDP_PATH}`;
  const { directory } = options;
  // Made on the first request to /idp (the signing key and oidc-provider itself), not at every server start.
  let started: Promise<{ provider: Provider; callback: ReturnType<Provider["callback"]> }> | undefined;
  const oidcProvider = () =>
    (started ??= createProvider({
      issuer,
      portalUrl,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUris: options.redirectUris,
      postLogoutRedirectUris: options.postLogoutRedirectUris ?? [],
      directory,
      cookieSecret: options.cookieSecret,
      logger: options.logger,
    }).then((provider) => ({ provider, callback: provider.callback() })));

  /** The interaction the browser's cookie names, if it is the one in the URL and still pending. */
  async function pendingInteraction(c: Context<IdpEnv>) {
    const { provider } = await oidcProvider();
    try {
      const interaction = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
      return interaction.uid === c.req.param("uid") ? interaction : undefined;
    } catch (error) {
      const { errors } = await import("oidc-provider");
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  const expired = (c: Context<IdpEnv>) =>
    c.html(
      renderProblemPage({
        title: "Sign-in expired",
        message: "This sign-in page is no longer valid. Go back to the portal and sign in again.",
        portalUrl,
      }),
      400,
    );

  const signInPage = async (c: Context<IdpEnv>, uid: string, fields: { email?: string; error?: string }) => {
    c.header("Cache-Control", "no-store");
    return renderSignInPage({
      action: `${DEV_IDP_PATH}/interaction/${encodeURIComponent(uid)}/login`,
      script: SCRIPT_PATH,
      accounts: await directory.list(),
      ...fields,
    });
  };

  const routes = new Hono<IdpEnv>().basePath(DEV_IDP_PATH);
  // Let the portal's error handler log and answer, as for any other route.
  routes.onError((error) => {
    throw error;
  });

  routes.get("/assets/sign-in.js", (c) =>
    c.body(SIGN_IN_SCRIPT, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    }),
  );

  routes.get("/interaction/:uid", async (c) => {
    const interaction = await pendingInteraction(c);
    if (!interaction) return expired(c);
    const hint = interaction.params.login_hint;
    return c.html(
      await signInPage(c, interaction.uid, { email: typeof hint === "string" ? hint : undefined }),
    );
  });

  // Cross-site form posts arrive without the SameSite=Lax interaction cookie, so they find no interaction.
  routes.post("/interaction/:uid/login", bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    const interaction = await pendingInteraction(c);
    if (!interaction) return expired(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === "string" ? form.email : "";
    const password = typeof form.password === "string" ? form.password : "";
    const staff = await directory.verify(email, password);
    if (!staff) {
      return c.html(await signInPage(c, interaction.uid, { email, error: INVALID_CREDENTIALS }), 401);
    }
    const { provider } = await oidcProvider();
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, {
      login: { accountId: staff.id },
    });
    return c.redirect(returnTo, 303);
  });

  // Everything else is oidc-provider's (a Koa app): it answers on the raw Node response itself.
  routes.all("*", async (c) => {
    const { incoming, outgoing } = c.env;
    const url = incoming.url ?? "/";
    const rest = url.slice(DEV_IDP_PATH.length);
    // originalUrl keeps the mount path, which oidc-provider uses to build its own URLs.
    Object.assign(incoming, { originalUrl: url, url: rest.startsWith("/") ? rest : `/${rest}` });
    await (await oidcProvider()).callback(incoming, outgoing);
    return RESPONSE_ALREADY_SENT;
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    handler: async (c) => {
      const bindings = nodeBindings(c);
      usePublicOrigin(bindings.incoming, publicUrl);
      return routes.fetch(c.req.raw, bindings);
    },
  };
}
