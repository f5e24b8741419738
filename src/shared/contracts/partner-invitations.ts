import { z } from "zod";
import { PARTNER_MEMBER_ROLES } from "../enums";
import { setPasswordFields, signedInUser } from "./auth";
import { uuid } from "./ids";
import { pageInput, pageOf } from "./paging";
import { emailAddress, requiredText, storableString } from "./text";

// docs/product/partner-teams.md#invitations

const partnerId = uuid({ error: "Partner id must be a UUID" });
const invitationId = uuid({ error: "Invitation id must be a UUID" });

/** An invitation still open (neither accepted nor withdrawn), as the team page lists it. */
export const partnerInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(PARTNER_MEMBER_ROLES),
  /** Who sent it; null once their account is gone. */
  invitedByName: z.string().nullable(),
  sentAt: z.date(),
  expiresAt: z.date(),
  /** Past its expiry: the link no longer works, and a resend gives a new one. */
  expired: z.boolean(),
});

export const listInvitationsInput = z
  .object({ ...pageInput })
  .meta({ examples: [{ page: 1, pageSize: 20 }] });
export const listPartnerInvitationsInput = z.object({ partnerId, ...pageInput });
export const listInvitationsOutput = pageOf(partnerInvitation);

export const inviteMemberInput = z.object({
  email: emailAddress("Email", { required: true }),
  role: z.enum(PARTNER_MEMBER_ROLES, { error: "Choose a role: Partner Admin or Sales Rep." }),
});
export const invitePartnerMemberInput = inviteMemberInput.extend({ partnerId });

export const invitationIdInput = z.object({ id: invitationId });
export const partnerInvitationIdInput = z.object({ partnerId, id: invitationId });

export const invitationOutput = z.object({ invitation: partnerInvitation });
export const revokeInvitationOutput = z.object({ revoked: z.literal(true) });

/** The one-time link's token, as the invitation page sends it. */
export const invitationTokenInput = z
  .object({ token: storableString("The invitation link").min(1).max(200) })
  .meta({ examples: [{ token: "not-an-invitation-token" }] });

/** What the invitation page shows before the person accepts. */
export const invitationPreviewOutput = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.enum(PARTNER_MEMBER_ROLES),
  inviterName: z.string().nullable(),
});

export const acceptInvitationInput = z
  .intersection(invitationTokenInput.extend({ name: requiredText("Full name", 200) }), setPasswordFields)
  .meta({
    examples: [
      {
        token: "not-an-invitation-token",
        name: "Riley Rep",
        password: "a-new-password",
        confirmPassword: "a-new-password",
      },
    ],
  });
export const acceptInvitationOutput = z.object({ user: signedInUser });

/** Why inviting someone is refused (409). */
export const INVITE_REFUSALS = {
  alreadyMember: "This person is already a member of your team.",
  otherPartnersMember:
    "This e-mail belongs to a member of another partner, and a person belongs to one partner. Ask them for another address, or have the other partner remove them first.",
  staffAddress:
    "This e-mail belongs to a staff account of the portal, and staff cannot join a partner's team. Use another address.",
  partnerInactive: "Only an active partner's team can take new members.",
  alreadyInvited:
    "This person already has an open invitation. Send it again from the pending invitations instead.",
} as const;

/** Why an invitation link is refused: the invitation page shows these as they are. */
export const INVITATION_LINK_REFUSALS = {
  invalid: "This invitation link is not valid. Check that you opened the whole link from the e-mail.",
  accepted: "This invitation has already been accepted. Sign in with your e-mail and password.",
  expired: "This invitation has expired. Ask a partner admin of your company to send you a new one.",
  revoked: "This invitation was withdrawn. Ask a partner admin of your company if you should still join.",
  partnerInactive: "This company's partner account is not active, so its team cannot take new members now.",
  alreadyMember: "You are already a member of this team. Sign in with your e-mail and password.",
  otherPartnersMember:
    "Your e-mail belongs to a member of another partner, and a person belongs to one partner. Ask that partner's admins to remove you first, or ask to be invited with another address.",
  staffAddress:
    "Your e-mail belongs to a staff account of the portal, and staff cannot join a partner's team. Ask to be invited with another address.",
} as const;

export const NO_SUCH_INVITATION = "No such invitation of this partner.";
export const INVITATION_NOT_OPEN = "This invitation is no longer open: it was accepted or withdrawn.";
