import { z } from "zod";
import {
  APPLICATION_STATUSES,
  BUSINESS_TYPES,
  DEAL_STATUSES,
  PARTNER_MEMBER_ROLES,
  PARTNER_STATUSES,
  PARTNER_TIERS,
  PAYOUT_STATUSES,
} from "../enums";
import { welcomeEmailOutcome } from "./applications";
import { uuid } from "./ids";
import { numberField } from "./numbers";
import { cappedPageOf, limitInput, pageInput } from "./paging";
import { partnerMember } from "./partner-teams";
import { emailAddress, optionalText, optionalWebsite, requiredText, storableString } from "./text";

/** The signed-in partner's own account, as its dashboard header shows it. */
export const ownPartnerOutput = z.object({
  id: uuid(),
  companyName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  status: z.enum(PARTNER_STATUSES),
  tier: z.enum(PARTNER_TIERS),
  /** Percent, e.g. 15 for 15%. */
  commissionRate: z.number(),
  /** The signed-in member (an API key's owner) and their role within the partner (docs/product/partner-teams.md). */
  member: z.object({ userId: z.string(), name: z.string(), role: z.enum(PARTNER_MEMBER_ROLES) }),
});
export type OwnPartner = z.infer<typeof ownPartnerOutput>;

/** The admin's partner chooser: active partners whose company or contact name contains `search`, A to Z. */
export const listActivePartnersInput = z
  .object({
    search: storableString("Search").trim().max(200).optional(),
    limit: limitInput(100, 50),
  })
  .meta({ examples: [{ search: "acme", limit: 20 }] });

export const activePartnerOption = z.object({
  id: uuid(),
  companyName: z.string(),
  contactName: z.string(),
});
export type ActivePartnerOption = z.infer<typeof activePartnerOption>;

export const listActivePartnersOutput = z.array(activePartnerOption);

/** The partners list of the Partners tab: newest first, searched over company, contact name and e-mail. */
/**
 * The Partners tab's onboarding filter: active partners with steps left, those of them stalled past the
 * programme's threshold, and those whose journey is done.
 */
export const JOURNEY_FILTER_VALUES = ["in_progress", "stalled", "done"] as const;
export type JourneyFilter = (typeof JOURNEY_FILTER_VALUES)[number];

export const listPartnersInput = z
  .object({
    search: storableString("Search").trim().max(200).optional(),
    status: z.enum(PARTNER_STATUSES, { error: "Please choose a partner status." }).optional(),
    tier: z.enum(PARTNER_TIERS, { error: "Please choose a tier." }).optional(),
    journey: z.enum(JOURNEY_FILTER_VALUES, { error: "Please choose an onboarding state." }).optional(),
    ...pageInput,
  })
  .meta({ examples: [{ search: "acme", status: "active", tier: "gold", page: 1, pageSize: 20 }] });
export type ListPartnersInput = z.input<typeof listPartnersInput>;

export const partnerListItem = z.object({
  id: uuid(),
  companyName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  businessType: z.enum(BUSINESS_TYPES),
  partnerType: z.string().nullable(),
  status: z.enum(PARTNER_STATUSES),
  tier: z.enum(PARTNER_TIERS),
  /** Percent as a decimal string, e.g. "15.00". */
  commissionRate: z.string(),
  applicationDate: z.date(),
  approvedAt: z.date().nullable(),
  dealCount: z.number().int(),
  /** The people who act for the partner (docs/product/partner-teams.md). */
  memberCount: z.number().int(),
  /** Commission earned (pending and paid payouts), a decimal string. */
  commissionEarned: z.string(),
  /** The onboarding journey (docs/product/onboarding-journey.md): steps done of its template's steps. */
  journeyDone: z.number().int(),
  journeyTotal: z.number().int(),
  journeyCompletedAt: z.date().nullable(),
  /** A stalled partner's last move: its journey has stood still since then, past the programme's threshold. */
  journeyStalledSince: z.date().nullable(),
  /** Its first deal registration. */
  firstDealAt: z.date().nullable(),
});
export type PartnerListItem = z.infer<typeof partnerListItem>;

export const listPartnersOutput = cappedPageOf(partnerListItem);

export const partnerIdInput = z.object({ id: uuid({ error: "Please give a valid partner id." }) });

export const setPartnerStatusInput = z.object({
  id: uuid({ error: "Please give a valid partner id." }),
  status: z.enum(PARTNER_STATUSES, { error: "Please choose a partner status." }),
});

const COMMISSION_RATE_RANGE = "Commission rate must be between 0 and 100.";

/**
 * A commission rate in percent: 0-100 in steps of 0.1 (docs/product/partners.md#edit-a-partner). Empty is
 * missing, never 0%.
 */
export const commissionRateSchema = numberField("Commission rate", {
  min: 0,
  max: 100,
  tooSmall: COMMISSION_RATE_RANGE,
  tooLarge: COMMISSION_RATE_RANGE,
}).refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
  error: "Commission rate can have at most one decimal, e.g. 12.5.",
});

/**
 * The edit dialog of the Partners tab (docs/product/partners.md#edit-a-partner), checked in the browser and
 * on the server.
 */
export const partnerEditSchema = z.object({
  companyName: requiredText("Company name", 200),
  contactName: requiredText("Contact name", 200),
  contactEmail: emailAddress("Contact email", { required: true }),
  contactPhone: optionalText("Contact phone", 50),
  website: optionalWebsite,
  businessType: z.enum(BUSINESS_TYPES, { error: "Please choose a business type." }),
  partnerType: optionalText("Partner type", 100),
  tier: z.enum(PARTNER_TIERS, { error: "Please choose a tier." }),
  commissionRate: commissionRateSchema,
});
export type PartnerEditForm = z.input<typeof partnerEditSchema>;
export type PartnerEditValues = z.output<typeof partnerEditSchema>;

export const updatePartnerInput = z.object({
  id: uuid({ error: "Please give a valid partner id." }),
  partner: partnerEditSchema,
});

export const partnerChangeOutput = z.object({
  partner: partnerListItem,
  /** Set when activating sent the welcome mail with a fresh setup link (the contact had no password yet). */
  welcomeEmail: welcomeEmailOutcome.optional(),
});

/** One partner for an administrator: its terms, its application, deals, payouts and audit history. */
export const partnerDetailOutput = z.object({
  partner: partnerListItem.extend({
    annualRevenue: z.string().nullable(),
    approvedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    rejectionReason: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
    /** Whether the contact has set a password (can sign in). */
    hasPassword: z.boolean(),
    pendingCommission: z.string(),
    paidCommission: z.string(),
  }),
  application: z
    .object({
      id: uuid(),
      status: z.enum(APPLICATION_STATUSES),
      submittedAt: z.date(),
      reviewedAt: z.date().nullable(),
      reviewerNotes: z.string().nullable(),
    })
    .nullable(),
  recentDeals: z.array(
    z.object({
      id: uuid(),
      companyName: z.string(),
      dealValue: z.string(),
      status: z.enum(DEAL_STATUSES),
      submittedAt: z.date(),
    }),
  ),
  recentPayouts: z.array(
    z.object({
      id: uuid(),
      dealId: uuid(),
      commissionAmount: z.string(),
      commissionRate: z.string(),
      /** Under 100 for a co-sold deal (docs/product/programme.md#co-selling). */
      commissionShare: z.string(),
      status: z.enum(PAYOUT_STATUSES),
      createdAt: z.date(),
      paidAt: z.date().nullable(),
    }),
  ),
  auditEntries: z.array(
    z.object({
      id: uuid(),
      action: z.string(),
      actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.date(),
    }),
  ),
  /** The first 50 members in the order they joined, each with the titles of the courses they completed. */
  members: z.array(partnerMember.extend({ certifications: z.array(z.string()) })),
  memberCount: z.number().int(),
});
export type PartnerDetail = z.infer<typeof partnerDetailOutput>;
