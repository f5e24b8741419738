import { createHash, randomUUID } from "node:crypto";
import { generateRandomString } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { verification } from "../db/schema";
import type { Auth } from "./auth";
import { PASSWORD_SETUP_LINK_SECONDS } from "./auth";
import { partnerPortalUrl } from "./trusted-origins";

// Better Auth's reset-password endpoint consumes these tokens: same identifier prefix, user id as value.
const SETUP_TOKEN_PREFIX = "reset-password:";

/**
 * The identifier as Better Auth stores it with `verification.storeIdentifier: "hashed"`: SHA-256, base64url
 * without padding (better-auth/dist/db/verification-token-storage.mjs, defaultKeyHasher).
 */
function storedSetupTokenIdentifier(token: string): string {
  return createHash("sha256").update(`${SETUP_TOKEN_PREFIX}${token}`).digest("base64url");
}

/**
 * A one-time password setup token for the user, valid 7 days; only its hash is stored. Pass the transaction
 * that causes the link (an approval, the mail carrying it), so a refused or rolled-back request leaves no token.
 * Written with that handle rather than through Better Auth: on the embedded database a second connection would
 * wait for the open transaction.
 */
export async function createPasswordSetupToken(db: Pick<Db, "insert">, userId: string): Promise<string> {
  const token = generateRandomString(32, "a-z", "A-Z", "0-9");
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: storedSetupTokenIdentifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + PASSWORD_SETUP_LINK_SECONDS * 1000),
  });
  return token;
}

/** The user id the token belongs to, or null when it is unknown, used or expired. */
export async function findPasswordSetupToken(auth: Auth, token: string): Promise<{ userId: string } | null> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findVerificationValue(`${SETUP_TOKEN_PREFIX}${token}`);
  return found && new Date(found.expiresAt).getTime() > Date.now() ? { userId: found.value } : null;
}

/**
 * Removes every outstanding setup token of the user. Tokens are stored hashed, so they are found by their value,
 * the user id, which only password setup tokens carry.
 */
export async function revokePasswordSetupTokens(db: Db, userId: string): Promise<void> {
  await db.delete(verification).where(eq(verification.value, userId));
}

/** The links partner mails carry: the setup page with the token, and the partner login. */
export function partnerLinks(config: Config, token: string): { setupUrl: string; loginUrl: string } {
  const portal = partnerPortalUrl(config);
  return {
    setupUrl: `${portal.base}${portal.setupPasswordPath}?token=${encodeURIComponent(token)}`,
    loginUrl: `${portal.base}${portal.loginPath}`,
  };
}
