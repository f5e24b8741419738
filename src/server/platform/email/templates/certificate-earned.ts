import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/** What a learner is told when they complete a course and its certificate is issued. */
export function certificateEarnedEmail(options: {
  to: string;
  holderName: string;
  courseTitle: string;
  /** Where the learner's certifications are: the partner dashboard for partners, Certifications for staff. */
  certificationsUrl: string;
}): RenderedEmail {
  const greeting = `Hello ${options.holderName},`;
  const news = `Congratulations: you have completed ${options.courseTitle} and earned its certificate.`;
  const next =
    "You can download the certificate from your certifications. Its verification code lets anyone confirm it is genuine.";
  const footer = "You receive this e-mail because you completed a course in our learning programme.";
  return {
    to: options.to,
    subject: `Certificate earned: ${options.courseTitle}`,
    template: "certificate-earned",
    payload: { holderName: options.holderName, courseTitle: options.courseTitle },
    html: emailLayout({
      heading: "Certificate earned",
      paragraphs: [greeting, news, next],
      action: { label: "View your certifications", url: options.certificationsUrl },
      footer,
    }),
    text: [
      greeting,
      "",
      news,
      next,
      "",
      `Your certifications: ${options.certificationsUrl}`,
      "",
      footer,
    ].join("\n"),
  };
}
