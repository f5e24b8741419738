import { createHmac } from "node:crypto";

/**
 * The `Webhook-Signature` header's value (docs/product/api-and-integrations.md#verifying-a-delivery):
 * `v1=` and the hex HMAC-SHA256, keyed with the whole secret, of `<Webhook-Timestamp>.<body>`.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}
