import type { PartnerTier } from "#shared/enums";
import type { TierEvent } from "#shared/tier-rules";
import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/** What a partner's admins are told when its tier changes or is about to drop (docs/product/programme.md#tiers). */
export function tierChangeEmail(options: {
  to: string;
  name: string;
  partnerName: string;
  event: TierEvent;
  /** What the programme calls each tier now. */
  tierNames: Record<PartnerTier, string>;
  /** The commission rate in percent the partner earns after the change. */
  commissionRate: string;
  dueOn: string | null;
  dashboardUrl: string;
}): RenderedEmail {
  const { event } = options;
  const from = options.tierNames[event.from];
  const to = options.tierNames[event.to];
  const greeting = `Hello ${options.name},`;
  const news =
    event.kind === "promoted"
      ? `${options.partnerName} has reached ${to}. Deals closed from now on earn ${options.commissionRate}% commission.`
      : event.kind === "warned"
        ? `${options.partnerName} no longer meets what ${from} asks. Unless it does again by ${options.dueOn}, it moves to ${to}.`
        : `${options.partnerName} has moved from ${from} to ${to}. Deals closed from now on earn ${options.commissionRate}% commission.`;
  const next =
    event.kind === "promoted"
      ? "Your dashboard shows what the next tier asks."
      : "Your dashboard shows each requirement, what you have and what it takes.";
  const heading =
    event.kind === "promoted"
      ? `Welcome to ${to}`
      : event.kind === "warned"
        ? `Your ${from} tier is at risk`
        : `Now ${to}`;
  const footer = "You receive this e-mail because you administer your company's partner account.";
  return {
    to: options.to,
    subject:
      event.kind === "warned"
        ? `${options.partnerName}: ${from} tier at risk`
        : `${options.partnerName} is now ${to}`,
    template: "tier-change",
    payload: { partnerName: options.partnerName, kind: event.kind, from: event.from, to: event.to },
    html: emailLayout({
      heading,
      paragraphs: [greeting, news, next],
      action: { label: "See your progress", url: options.dashboardUrl },
      footer,
    }),
    text: [greeting, "", news, next, "", `Your dashboard: ${options.dashboardUrl}`, "", footer].join("\n"),
  };
}
