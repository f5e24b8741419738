import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/**
 * What a stalled partner's admins are told (docs/product/onboarding-journey.md#stalled-partners): the step their
 * journey waits on, how far along it is, and where to take it.
 */
export function journeyReminderEmail(options: {
  to: string;
  name: string;
  companyName: string;
  stepTitle: string;
  done: number;
  total: number;
  dashboardUrl: string;
}): RenderedEmail {
  const greeting = `Hello ${options.name},`;
  const news = `${options.companyName}'s onboarding has ${options.done} of ${options.total} steps done. The next step is: ${options.stepTitle}.`;
  const next = "Take it from your dashboard, where the journey shows every step and a link to each.";
  const footer =
    "You receive this e-mail because you are a partner admin. It comes at most once a week while the journey stands still.";
  return {
    to: options.to,
    subject: `Your next onboarding step: ${options.stepTitle}`,
    template: "journey-reminder",
    payload: { companyName: options.companyName, step: options.stepTitle },
    html: emailLayout({
      heading: "Your onboarding journey",
      paragraphs: [greeting, news, next],
      action: { label: "Open the journey", url: options.dashboardUrl },
      footer,
    }),
    text: [greeting, "", news, next, "", `Your dashboard: ${options.dashboardUrl}`, "", footer].join("\n"),
  };
}
