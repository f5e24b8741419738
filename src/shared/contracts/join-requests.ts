import { z } from "zod";
import { PARTNER_MEMBER_ROLES } from "../enums";
import { uuid } from "./ids";
import { pageInput, pageOf } from "./paging";
import { partnerInvitation } from "./partner-invitations";
import { emailAddress, requiredText, storableString } from "./text";

// docs/product/partner-teams.md#join-requests

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Mail providers anyone can have an address at: such a domain says nothing about someone's company. */
export const PUBLIC_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "web.de",
  "mail.com",
  "yandex.com",
  "zoho.com",
] as const;

export const JOIN_DOMAIN_REFUSALS = {
  format: "Enter your company's e-mail domain, such as acme.example, without @ or https://.",
  publicMail: "Anyone can have an address at this mail provider. Enter your company's own domain.",
  taken:
    "Another partner already uses this domain for join requests. Ask the portal's staff if it should be yours.",
  notYours:
    "Use the domain of your own e-mail address or of your company's contact e-mail; the portal's staff can set another.",
} as const;

/** The domain people's e-mail must be at to ask to join; null turns requests off. */
export const joinDomain = storableString("Domain")
  .trim()
  .toLowerCase()
  .max(253, { error: JOIN_DOMAIN_REFUSALS.format })
  .regex(DOMAIN, { error: JOIN_DOMAIN_REFUSALS.format })
  .refine((domain) => !(PUBLIC_MAIL_DOMAINS as readonly string[]).includes(domain), {
    error: JOIN_DOMAIN_REFUSALS.publicMail,
  });

export const setJoinDomainInput = z.object({ domain: joinDomain.nullable() });
export const setPartnerJoinDomainInput = setJoinDomainInput.extend({
  partnerId: uuid({ error: "Partner id must be a UUID" }),
});
export const joinDomainOutput = z.object({ domain: z.string().nullable() });

/** Someone asks to join the team of the partner whose join domain their e-mail is at. */
export const requestToJoinInput = z
  .object({ email: emailAddress("Email", { required: true }), name: requiredText("Full name", 200) })
  .meta({ examples: [{ email: "someone@nobodys-domain.example", name: "Sam Someone" }] });
export const requestToJoinOutput = z.object({ received: z.literal(true) });

/** A request still waiting for a partner admin. */
export const joinRequest = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  requestedAt: z.date(),
});

export const listJoinRequestsInput = z
  .object({ ...pageInput })
  .meta({ examples: [{ page: 1, pageSize: 20 }] });
export const listJoinRequestsOutput = pageOf(joinRequest).extend({ domain: z.string().nullable() });

export const approveJoinRequestInput = z.object({
  id: uuid({ error: "Join request id must be a UUID" }),
  role: z
    .enum(PARTNER_MEMBER_ROLES, { error: "Choose a role: Partner Admin or Sales Rep." })
    .default("sales_rep"),
});
export const approveJoinRequestOutput = z.object({ invitation: partnerInvitation });
export const declineJoinRequestInput = z.object({ id: uuid({ error: "Join request id must be a UUID" }) });
export const declineJoinRequestOutput = z.object({ declined: z.literal(true) });

export const NO_SUCH_JOIN_REQUEST = "No such request to join this partner.";
export const JOIN_REQUEST_DECIDED = "This request was already approved or declined.";
