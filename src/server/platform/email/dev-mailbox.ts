import { desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { emailOutbox } from "#server/db/schema/index";
import { escapeHtml } from "../escape-html";
import { contentDisposition } from "../http/content-disposition";
import type { FileStorage } from "../storage/file-storage";

const LIST_LIMIT = 200;

/**
 * Development only: every mail in the outbox, newest first, so sign-up and password journeys can be followed
 * without a mail server. `/dev/mailbox.json?to=` serves the same to tests.
 */
export function createDevMailboxRoutes(db: Db, storage: Pick<FileStorage, "get">): Hono {
  const mailbox = new Hono();
  const list = (to: string | undefined) =>
    db
      .select()
      .from(emailOutbox)
      .where(to ? sql`lower(${emailOutbox.toAddress}) = ${to.trim().toLowerCase()}` : undefined)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(LIST_LIMIT);

  mailbox.get("/mailbox.json", async (c) => {
    const mails = await list(c.req.query("to"));
    return c.json(
      mails.map((mail) => ({
        id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        template: mail.template,
        status: mail.status,
        createdAt: mail.createdAt,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file, index) => ({
          filename: file.filename,
          contentType: file.contentType,
          url: `/dev/mailbox/${mail.id}/attachments/${index}`,
        })),
      })),
    );
  });

  mailbox.get("/mailbox", async (c) => {
    const mails = await list(c.req.query("to"));
    const rows = mails
      .map(
        (mail) => `<tr><td>${escapeHtml(mail.createdAt.toISOString().replace("T", " ").slice(0, 19))}</td>
<td>${escapeHtml(mail.toAddress)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td>${escapeHtml(mail.status)}</td><td><a href="/dev/mailbox/${mail.id}/text">text</a></td>
<td>${mail.attachments.map((file, index) => `<a href="/dev/mailbox/${mail.id}/attachments/${index}">${escapeHtml(file.filename)}</a>`).join(" ")}</td></tr>`,
      )
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;margin:24px;color:#0f172a}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e2e8f0;padding:8px;text-align:left;font-size:14px}th{background:#f8fafc}</style></head>
<body><h1>Development mailbox</h1><p>Mails the portal queued. Without SMTP configured they are not delivered anywhere else.</p>
<table><thead><tr><th>Queued</th><th>To</th><th>Subject</th><th>Status</th><th>Plain text</th><th>Files</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No mails yet.</td></tr>'}</tbody></table></body></html>`);
  });

  const findMail = async (id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    return mail;
  };
  mailbox.get("/mailbox/:id", async (c) => {
    const mail = await findMail(c.req.param("id"));
    return mail ? c.html(mail.html) : c.text("No such mail", 404);
  });
  mailbox.get("/mailbox/:id/text", async (c) => {
    const mail = await findMail(c.req.param("id"));
    return mail ? c.text(mail.text) : c.text("No such mail", 404);
  });
  mailbox.get("/mailbox/:id/attachments/:index", async (c) => {
    const mail = await findMail(c.req.param("id"));
    const file = mail?.attachments[Number(c.req.param("index"))];
    const content = file && (await storage.get(file.bucket, file.key));
    if (!file || !content) return c.text("No such file", 404);
    return c.body(content, 200, {
      "content-type": file.contentType,
      "content-disposition": contentDisposition("attachment", file.filename),
    });
  });
  return mailbox;
}
