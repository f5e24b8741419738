import type { PartnerMemberRole } from "#shared/enums";
import { PARTNER_MEMBER_ROLE_LABELS } from "#shared/labels";
import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/** The mail inviting someone to a partner's team: who invites them, to what role, and the one-time link. */
export function partnerInvitationEmail(options: {
  to: string;
  inviterName: string;
  companyName: string;
  role: PartnerMemberRole;
  acceptUrl: string;
}): RenderedEmail {
  const role = PARTNER_MEMBER_ROLE_LABELS[options.role];
  const invited = `${options.inviterName} invited you to join ${options.companyName}'s team on our partner portal as a ${role}.`;
  const how = "Open the link to choose your name and password; you are signed in straight away.";
  const validity = "The link works once and expires in 7 days.";
  const ignore =
    "If you did not expect this invitation, you can ignore this e-mail: nothing happens without you.";
  return {
    to: options.to,
    subject: `Join ${options.companyName} on the partner portal`,
    template: "partner-invitation",
    payload: { companyName: options.companyName, inviterName: options.inviterName, role: options.role },
    html: emailLayout({
      heading: `Join ${options.companyName}`,
      paragraphs: [invited, `${how} ${validity}`],
      action: { label: "Accept the invitation", url: options.acceptUrl },
      footer: ignore,
    }),
    text: [invited, "", how, options.acceptUrl, validity, "", ignore].join("\n"),
  };
}
