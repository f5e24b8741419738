import { z } from "zod";
import { PARTNER_MEMBER_ROLES } from "../enums";
import { uuid } from "./ids";
import { pageInput, pageOf } from "./paging";
import { storableString } from "./text";

/** A person who acts for a partner (docs/product/partner-teams.md), as the team page lists them. */
export const partnerMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PARTNER_MEMBER_ROLES),
  /** The partner's contact: its owner, who cannot be removed or made a sales rep while the contact. */
  isContact: z.boolean(),
  joinedAt: z.date(),
  lastSignedInAt: z.date().nullable(),
});

export const listTeamInput = z.object({ ...pageInput }).meta({ examples: [{ page: 1, pageSize: 20 }] });

export const listPartnerMembersInput = z.object({
  partnerId: uuid({ error: "Partner id must be a UUID" }),
  ...pageInput,
});

export const listPartnerMembersOutput = pageOf(partnerMember);

const memberId = storableString("Member").min(1, "Choose a member").max(100);

/** A partner admin changes a member of their own partner to another role. */
export const changeMemberRoleInput = z.object({ userId: memberId, role: z.enum(PARTNER_MEMBER_ROLES) });

/** A partner admin removes a member of their own partner. */
export const removeMemberInput = z.object({ userId: memberId });

/** Staff holding manage_partners do the same on any partner. */
export const changePartnerMemberRoleInput = changeMemberRoleInput.extend({
  partnerId: uuid({ error: "Partner id must be a UUID" }),
});
export const removePartnerMemberInput = removeMemberInput.extend({
  partnerId: uuid({ error: "Partner id must be a UUID" }),
});

export const changeMemberRoleOutput = z.object({ member: partnerMember });

export const removeMemberOutput = z.object({
  /** How many of the member's sessions ended, and how many of their API keys were revoked. */
  sessionsEnded: z.number().int(),
  apiKeysRevoked: z.number().int(),
});

/** Why a change to a member is refused (409). */
export const MEMBER_REFUSALS = {
  contactStaysAdmin:
    "The partner's contact owns the partner and stays a partner admin. Make someone else the contact first.",
  contactStays: "The partner's contact cannot be removed. Make someone else the contact first.",
  notYourself: "You cannot change your own membership. Ask another partner admin.",
} as const;

export const NO_SUCH_MEMBER = "No such member of this partner.";
