import type { Db } from "#server/db/client";
import { emailOutbox, type MailAttachment } from "#server/db/schema/index";

export interface RenderedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template produced it, for the mailbox view and for support. */
  template: string;
  payload?: Record<string, unknown>;
  /** Files stored beforehand that go with the mail. */
  attachments?: MailAttachment[];
}

/**
 * Queues a rendered mail. Pass the transaction that causes the mail, so it is sent exactly when that work
 * commits; a delivery worker picks it up from the outbox.
 */
export async function enqueueEmail(db: Pick<Db, "insert">, email: RenderedEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: email.template,
      payload: email.payload ?? {},
      attachments: email.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("the outbox insert returned no row");
  return row.id;
}
