import type Provider from "oidc-provider";
import type { Configuration, errors, KoaContextWithOIDC } from "oidc-provider";
import type { Logger } from "#server/platform/logger";
import { renderProblemPage, renderSignedOutPage, renderSignOutPage } from "./notice-pages";
import { generateSigningKey } from "./signing-key";
import type { StaffDirectory } from "./staff-directory";

const SCOPES = ["openid", "email", "profile"] as const;

export interface ProviderOptions {
  issuer: string;
  /** Where "Back to the portal" links lead. */
  portalUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  directory: StaffDirectory;
  cookieSecret: string;
  logger: Logger;
}

const HOUR = 60 * 60;

/**
 * Shows the sign-in page on every authorization request, even when the provider still remembers someone: in
 * development people switch between demo accounts, and a silent sign-in as the previous person would prevent it.
 */
function signInEveryTimePolicy({ interactionPolicy }: typeof import("oidc-provider")) {
  const policy = interactionPolicy.base();
  const login = policy.get("login");
  if (!login) throw new Error("oidc-provider's base interaction policy has no login prompt");
  login.checks.add(
    new interactionPolicy.Check(
      "sign_in_every_time",
      "the development identity provider asks on every authorization",
      (ctx) => ctx.oidc.result?.login === undefined,
    ),
  );
  return policy;
}

/**
 * Consent is implied for the portal, our only client: the grant covers every supported scope, so the consent
 * prompt never appears.
 */
async function grantEverySupportedScope(ctx: KoaContextWithOIDC) {
  // oidc-provider asks only once the client and the session are known; the types cannot tell.
  const { client, session, provider } = ctx.oidc;
  if (!client || !session) return undefined;
  const grantId = session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing) return existing;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPES.join(" "));
  await grant.save();
  return grant;
}

/**
 * The provider, loading oidc-provider only now: it takes a third of a second to load, which a server start
 * should not wait for when nobody signs in through it.
 */
export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const oidc = await import("oidc-provider");
  const { directory, logger, portalUrl } = options;
  const mountPath = new URL(options.issuer).pathname;

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // Both client_secret_basic and client_secret_post are accepted for a client registered with either.
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [generateSigningKey()] },
    cookies: { keys: [options.cookieSecret] },
    responseTypes: ["code"],
    pkce: { required: () => true },
    scopes: [...SCOPES],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "preferred_username"],
    },
    async findAccount(_ctx, sub) {
      const staff = await directory.find(sub);
      if (!staff) return undefined;
      return {
        accountId: staff.id,
        claims: () => ({
          sub: staff.id,
          email: staff.email,
          email_verified: true,
          name: staff.name,
          preferred_username: staff.email,
        }),
      };
    },
    loadExistingGrant: grantEverySupportedScope,
    interactions: {
      policy: signInEveryTimePolicy(oidc),
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = "html";
          ctx.body = renderSignOutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = "html";
          ctx.body = renderSignedOutPage(portalUrl);
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = renderProblemPage({
        title: "Sign-in failed",
        message: out.error_description ?? out.error,
        portalUrl,
      });
    },
    // Explicit lifetimes; the defaults would also print a notice each.
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: 8 * HOUR,
      Session: 8 * HOUR,
    },
  };

  const provider = new oidc.default(options.issuer, configuration);
  // Requests carry the public origin in X-Forwarded-* (set by the handler), so every URL the provider builds
  // uses the address people open, not the one the Node server listens on.
  provider.proxy = true;

  // Without a listener, failures are a bare 500 page with nothing in the log.
  provider.on("server_error", (ctx, error) => {
    logger.error({ err: error, method: ctx.method, path: ctx.path }, "development identity provider failed");
  });
  // Refused client requests (unknown redirect URI, wrong secret, bad PKCE verifier) show wiring mistakes.
  const logRefusal = (ctx: KoaContextWithOIDC, error: errors.OIDCProviderError) => {
    logger.warn(
      {
        path: ctx.path,
        error: error.error,
        description: error.error_description,
        detail: error.error_detail,
      },
      "development identity provider refused a request",
    );
  };
  provider.on("authorization.error", logRefusal);
  provider.on("grant.error", logRefusal);
  provider.on("userinfo.error", logRefusal);
  provider.on("end_session.error", logRefusal);
  return provider;
}
