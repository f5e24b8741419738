import type { Config } from "../config";
import type { Db } from "../db/client";
import { enqueueEmail } from "../platform/email/outbox";
import { partnerWelcomeEmail } from "../platform/email/templates/partner-welcome";
import { createPasswordSetupToken, partnerLinks } from "./password-setup-tokens";

/**
 * Queues the welcome mail with a fresh one-time setup link for the partner's contact, in the caller's
 * transaction: the link exists exactly when the mail does. Returns the outbox id to try sending at once.
 */
export async function queueWelcomeEmail(
  tx: Pick<Db, "insert">,
  config: Config,
  recipient: { userId: string; email: string; companyName: string; contactName: string },
): Promise<string> {
  const token = await createPasswordSetupToken(tx, recipient.userId);
  return enqueueEmail(
    tx,
    partnerWelcomeEmail({
      partnerEmail: recipient.email.toLowerCase(),
      companyName: recipient.companyName,
      contactName: recipient.contactName,
      ...partnerLinks(config, token),
    }),
  );
}
