import { generateKeyPairSync, randomUUID } from "node:crypto";
import type { JWK } from "oidc-provider";

/**
 * A fresh RS256 signing key for ID tokens. It lives only as long as the process: tokens signed before a restart
 * stop verifying, which is fine in development, where a restart ends every sign-in anyway (in-memory storage).
 */
export function generateSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "RS256", use: "sig" } as JWK;
}
