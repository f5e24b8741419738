import { createHmac } from "node:crypto";
import type { WebhookSigning } from "#shared/contracts/webhooks";

/** The day the old `v1=` signature stops (decision 0054); after it such an endpoint's tries fail until rotated. */
export const LEGACY_SIGNATURE_ENDS = new Date("2027-07-01T00:00:00Z");

export const LEGACY_SIGNATURE_ENDED =
  "This endpoint still uses the old v1= signature, which ended on 30 June 2027. Rotate its secret to move it to Standard Webhooks signatures.";

/**
 * Standard Webhooks (docs/product/api-and-integrations.md#verifying-a-delivery): `v1,` and the base64
 * HMAC-SHA256 of `<id>.<timestamp>.<body>`, keyed with the bytes the secret's base64 part encodes.
 */
export function standardWebhookSignature(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The deprecated signature: `v1=` and the hex HMAC-SHA256, keyed with the whole secret, of `<timestamp>.<body>`. */
export function legacyWebhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** The headers that identify and sign one try, in the endpoint's scheme. */
export function signedHeaders(
  signing: WebhookSigning,
  secret: string,
  message: { id: string; timestamp: number; body: string },
): Record<string, string> {
  const { id, timestamp, body } = message;
  if (signing === "legacy") {
    return {
      "Webhook-Id": id,
      "Webhook-Timestamp": String(timestamp),
      "Webhook-Signature": legacyWebhookSignature(secret, timestamp, body),
    };
  }
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": standardWebhookSignature(secret, id, timestamp, body),
  };
}
