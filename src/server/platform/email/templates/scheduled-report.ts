import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/** A scheduled report's delivery: its CSV goes with the mail as an attachment. */
export function scheduledReportEmail(options: {
  to: string;
  reportName: string;
  rows: number;
  fileName: string;
  /** The moment it ran, in words in the schedule's time zone, e.g. "Monday, 30 November 2026, 08:30 (Europe/Berlin)". */
  ranAt: string;
  authorName: string;
  reportUrl: string;
}): RenderedEmail {
  const rows = `${options.rows.toLocaleString("en-US")} ${options.rows === 1 ? "row" : "rows"}`;
  const news = `${options.reportName} ran on ${options.ranAt}: ${rows}, attached as ${options.fileName}.`;
  const scope = `It shows what ${options.authorName}, who scheduled it, can see in the portal.`;
  const footer = `You receive this e-mail because ${options.authorName} added you to this report's deliveries.`;
  return {
    to: options.to,
    subject: `Scheduled report: ${options.reportName}`,
    template: "scheduled-report",
    payload: { reportName: options.reportName, rows: options.rows, fileName: options.fileName },
    html: emailLayout({
      heading: options.reportName,
      paragraphs: [news, scope],
      action: { label: "Open the report", url: options.reportUrl },
      footer,
    }),
    text: [news, scope, "", `The report: ${options.reportUrl}`, "", footer].join("\n"),
  };
}
