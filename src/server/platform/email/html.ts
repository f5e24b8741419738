import { escapeHtml } from "../escape-html";

/** A plain, widely supported mail layout: one column, inline styles, a single call-to-action button. */
export function emailLayout(options: {
  heading: string;
  paragraphs: string[];
  /** A list after the paragraphs (a digest's notifications). */
  items?: string[];
  action?: { label: string; url: string };
  footer: string;
}): string {
  const paragraphs = options.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join("");
  const items = options.items
    ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${options.items
        .map((item) => `<li style="margin:0 0 8px">${escapeHtml(item)}</li>`)
        .join("")}</ul>`
    : "";
  const action = options.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="background:#1e293b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(options.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, open this link: <a href="${escapeHtml(options.action.url)}">${escapeHtml(options.action.url)}</a></p>`
    : "";
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.heading)}</h1>${paragraphs}${items}${action}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(options.footer)}</p>
</div></body></html>`;
}
