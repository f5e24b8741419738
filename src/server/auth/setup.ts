import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../platform/logger";
import { type Auth, createAuth, STAFF_PROVIDER_ID, type StaffIdentityProvider } from "./auth";
import { createDevIdentityProvider } from "./dev-idp/dev-identity-provider";
import { createStaffDirectory } from "./dev-idp/staff-directory";

export interface AuthServices {
  auth: Auth;
  /** Set when staff sign in through the built-in development provider. */
  devIdentityProvider?: MiddlewareHandler;
}

/**
 * Better Auth plus the staff identity provider it trusts: the configured OIDC issuer, or outside production the
 * development provider mounted at /idp of this very server.
 */
export function createAuthServices({
  config,
  db,
  logger,
}: {
  config: Config;
  db: Db;
  logger: Logger;
}): AuthServices {
  if (config.oidc) {
    const staffProvider: StaffIdentityProvider = {
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
    };
    return { auth: createAuth({ config, db, logger, staffProvider }) };
  }
  // Config refuses this combination already; the check stays so the provider can never start by accident.
  if (!config.developmentTools) throw new Error("Staff sign-in needs OIDC_ISSUER outside local development.");

  const clientId = "portal-development";
  // Derived from the session secret: stable across restarts, never a constant in the code base.
  const clientSecret = createHash("sha256")
    .update(`dev-idp-client:${config.sessionSecret}`)
    .digest("base64url");
  const devIdp = createDevIdentityProvider({
    publicUrl: config.publicUrl,
    clientId,
    clientSecret,
    redirectUris: [`${config.publicUrl}/api/auth/callback/${STAFF_PROVIDER_ID}`],
    directory: createStaffDirectory(db),
    cookieSecret: config.sessionSecret,
    logger,
  });
  // The browser uses the public address; the server reaches the provider in its own process over loopback, so
  // sign-in does not depend on how the public address routes (a dev proxy, a tunnel).
  const internal = `http://127.0.0.1:${config.port}/idp`;
  const staffProvider: StaffIdentityProvider = {
    clientId,
    clientSecret,
    authorizationUrl: `${devIdp.issuer}/auth`,
    tokenUrl: `${internal}/token`,
    userInfoUrl: `${internal}/me`,
  };
  return { auth: createAuth({ config, db, logger, staffProvider }), devIdentityProvider: devIdp.handler };
}
