import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// An endpoint's signing secret (decision 0030). It must be at hand to sign every delivery, so unlike an API
// key it is stored, encrypted with AES-256-GCM under a key derived from SESSION_SECRET: a copy of the database
// alone does not give it away.

const PREFIX = "whsec_";
const FORMAT = "v1";

export interface NewWebhookSecret {
  /** The whole secret, shown once: `whsec_` and the base64 of 32 random bytes, as Standard Webhooks keys are. */
  secret: string;
  /** Its start, shown in lists to recognise it. */
  prefix: string;
}

export function newWebhookSecret(): NewWebhookSecret {
  const secret = `${PREFIX}${randomBytes(32).toString("base64")}`;
  return { secret, prefix: secret.slice(0, PREFIX.length + 6) };
}

function keyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "partner-portal webhook signing secrets", 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function encryptWebhookSecret(sessionSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sessionSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Throws when the value was encrypted under another SESSION_SECRET or was changed. */
export function decryptWebhookSecret(sessionSecret: string, stored: string): string {
  const [format, iv, tag, ciphertext] = stored.split(".");
  if (format !== FORMAT || !iv || !tag || ciphertext === undefined) {
    throw new Error("not an encrypted webhook secret");
  }
  const decipher = createDecipheriv("aes-256-gcm", keyOf(sessionSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
    "utf8",
  );
}
