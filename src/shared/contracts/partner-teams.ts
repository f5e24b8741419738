import { z } from "zod";
import { PARTNER_MEMBER_ROLES } from "../enums";
import { uuid } from "./ids";
import { pageInput, pageOf } from "./paging";

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
