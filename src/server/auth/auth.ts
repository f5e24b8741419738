import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth/minimal";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { and, eq } from "drizzle-orm";
import { MIN_PASSWORD_LENGTH } from "#shared/contracts/auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { account, profiles, rateLimit, session, user, userRoles, verification } from "../db/schema";
import { CLIENT_IP_HEADER } from "../platform/http/request-guards";
import type { Logger } from "../platform/logger";
import { hashPassword, verifyPassword } from "./password";
import { trustedOrigins } from "./trusted-origins";

/**
 * Better Auth's provider id for staff single sign-on: sign-in starts at POST /api/auth/sign-in/social with
 * { provider: "work-account" }; the issuer redirects back to /api/auth/callback/work-account.
 */
export const STAFF_PROVIDER_ID = "work-account";

export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** A session in use is extended (and its cookie sent again) at most this often. */
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;
/** The prefix of the portal's auth cookies (portal.session_token, ...). */
export const COOKIE_PREFIX = "portal";

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_SETUP_LINK_SECONDS = 7 * 24 * 60 * 60;

export interface StaffIdentityProvider {
  clientId: string;
  clientSecret: string;
  /** A real issuer: endpoints come from its discovery document. */
  discoveryUrl?: string;
  /** Or explicit endpoints: where the browser signs in, and the server-to-server ones (may be internal). */
  authorizationUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
}

export interface AuthDependencies {
  config: Config;
  db: Db;
  logger: Logger;
  staffProvider: StaffIdentityProvider;
}

/** The one Better Auth instance: identities, sessions, password hashing, one-time tokens. */
export function createAuth({ config, db, logger, staffProvider }: AuthDependencies) {
  return betterAuth({
    appName: "Partner Portal",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.sessionSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      // Partner accounts are created by approving an application, never by signing up.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: PASSWORD_SETUP_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
    },
    session: {
      // Sliding: a session unused for 7 days ends; each day of use extends it. The 30-day cap is in session.ts.
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    verification: { storeIdentifier: "hashed" },
    // A failed staff sign-in (a state that does not match, the provider's error) goes back to the login page,
    // which says 'Sign in failed', instead of Better Auth's /api/auth/error, which the app does not serve.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    account: {
      accountLinking: { enabled: true },
    },
    // Keyed on address and path, and only for the routes mounted from Better Auth: partner sign-in calls its
    // server API, which this does not limit, so no per-e-mail lock comes back through here (decision 0008).
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // Starting single sign-on checks no secret (the provider does) and costs one state row. Better Auth's
      // default of 3 per 10 s would trip a person retrying a failed sign-in, and an office signing in after a
      // meeting shares one address: the general limit is enough.
      customRules: { "/sign-in/social": { window: 60, max: 100 } },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      // Only the address our own middleware worked out (socket, or a trusted proxy's entry) counts; a client's
      // X-Forwarded-For never reaches Better Auth's rate limits or session records.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message, ...args) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        logger[method]({ args }, `auth: ${message}`);
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Only single sign-on creates users through Better Auth: a new staff member starts as `user`.
          after: async (created) => {
            const email = created.email.toLowerCase();
            await db
              .insert(profiles)
              .values({ userId: created.id, email, fullName: created.name || null })
              .onConflictDoNothing();
            await db
              .insert(userRoles)
              .values({
                userId: created.id,
                // Only an address the issuer vouches for may claim an administrator's seat.
                role: created.emailVerified && config.adminEmails.includes(email) ? "super_admin" : "user",
              })
              .onConflictDoNothing();
          },
        },
      },
      account: {
        create: {
          // A work-account identity never attaches to a partner's user, whatever the e-mail says.
          before: async (created) => {
            if (created.providerId !== STAFF_PROVIDER_ID) return;
            const partnerRole = await db
              .select({ role: userRoles.role })
              .from(userRoles)
              .where(and(eq(userRoles.userId, created.userId), eq(userRoles.role, "partner")))
              .limit(1);
            if (partnerRole.length > 0) {
              logger.warn({ userId: created.userId }, "refused to link a work account to a partner user");
              return false;
            }
          },
        },
      },
    },
    plugins: [
      genericOAuth({
        config: [
          {
            providerId: STAFF_PROVIDER_ID,
            clientId: staffProvider.clientId,
            clientSecret: staffProvider.clientSecret,
            discoveryUrl: staffProvider.discoveryUrl,
            authorizationUrl: staffProvider.authorizationUrl,
            tokenUrl: staffProvider.tokenUrl,
            userInfoUrl: staffProvider.userInfoUrl,
            scopes: ["openid", "email", "profile"],
            pkce: true,
            // OpenID Connect identifies the person by `sub`, which userinfo always carries.
            accountSubject: ({ profile }) => String(profile.sub),
            mapProfileToUser: (profile) => ({
              // Entra ID may leave out `email`; its sign-in name is the work e-mail.
              email: String(profile.email ?? profile.preferred_username ?? "").toLowerCase(),
              name: String(profile.name ?? profile.email ?? ""),
              emailVerified: profile.email_verified === true,
            }),
          },
        ],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
