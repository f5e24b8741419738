import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// An API key is `ppk_<prefix>_<secret>` (decision 0028): `ppk_` names it as this portal's partner-portal key
// (for secret scanners and for people), the prefix finds its row and shows in lists, the secret is 256 random
// bits. Only a SHA-256 of the whole key is stored: with that much entropy a slow hash adds nothing.

const KEY_PATTERN = /^ppk_([0-9a-f]{12})_([0-9a-f]{64})$/;

export interface NewApiKeySecret {
  prefix: string;
  /** The whole key, given to its owner once. */
  key: string;
  secretHash: string;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function newApiKeySecret(): NewApiKeySecret {
  const prefix = randomBytes(6).toString("hex");
  const key = `ppk_${prefix}_${randomBytes(32).toString("hex")}`;
  return { prefix, key, secretHash: hashApiKey(key) };
}

/** The prefix of a well-formed key, or undefined. */
export function apiKeyPrefix(key: string): string | undefined {
  return KEY_PATTERN.exec(key)?.[1];
}

/** Whether the key is the one whose hash is stored, compared in constant time. */
export function apiKeyMatches(key: string, secretHash: string): boolean {
  const given = Buffer.from(hashApiKey(key), "hex");
  const stored = Buffer.from(secretHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The key a request presents as `Authorization: Bearer <key>`, or undefined when it presents none. */
export function presentedApiKey(headers: Headers): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return match?.[1];
}
