import { z } from "zod";
import { REVIEW_DEAL_STATUSES } from "../deal-transitions";
import { DEAL_STATUSES } from "../enums";
import { uuid } from "./ids";
import { decimalString } from "./numbers";
import { pageInput, pageOf } from "./paging";
import { commissionSummaryOutput, payoutSummary } from "./payouts";
import { registrationTermsSchema } from "./programme-settings";
import { optionalText, storableString } from "./text";

export const MAX_PROPOSAL_BYTES = 10 * 1024 * 1024;
/** What the deal form's file picker accepts; the server checks the file's real type by its content. */
export const PROPOSAL_EXTENSIONS = ["pdf", "doc", "docx", "ppt", "pptx"] as const;
/** Deal values above this are refused: no real deal is larger, and it keeps sums far inside numeric(14,2). */
export const MAX_DEAL_VALUE = "1000000000";

/**
 * A deal value: a decimal string (or a number, as API clients may send) of at least `min`, at most a billion.
 * The partner portal's form asks for at least 1 ('Deal value must be greater than 0'), the separate partner
 * dashboard's for at least 0 (docs/product/deals.md#submit).
 */
const dealValue = (min: "0" | "1") =>
  decimalString(
    { min, max: MAX_DEAL_VALUE },
    {
      required: "Deal value is required",
      malformed: "Deal value must be an amount in dollars with at most two decimals, e.g. 12500.50",
      tooSmall: "Deal value must be greater than 0",
      tooLarge: "Deal value must be at most $1,000,000,000",
    },
  );

const requiredName = (message: string, max: number) =>
  storableString(message, message)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${message.replace(/ is required$/, "")} must be at most ${max} characters` });

/** YYYY-MM-DD, or nothing. */
const expectedCloseDate = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.iso.date({ error: "Expected close date must be a date (YYYY-MM-DD)" }).optional(),
);

/**
 * The deal form (docs/product/deals.md#submit): the partner portal's variant by default, the separate
 * dashboard's with a 0 floor.
 */
export const dealFormSchema = z.object({
  companyName: requiredName("Company name is required", 200),
  contactPerson: requiredName("Contact person is required", 200),
  dealValue: dealValue("1"),
  expectedCloseDate,
  description: optionalText("Description", 5000),
});

export const dashboardDealFormSchema = dealFormSchema.extend({ dealValue: dealValue("0") });

export type DealFormValues = z.output<typeof dealFormSchema>;

export const dealStatusSchema = z.enum(DEAL_STATUSES, { error: "Please choose a deal status." });

const proposal = z
  .file({ error: "The proposal must be a file." })
  .max(MAX_PROPOSAL_BYTES, { error: "The proposal must be at most 10 MB." })
  .optional();

/**
 * Registering a deal. `form` says which of the two forms (docs/product/deals.md#submit) sent it: the partner
 * portal's asks for a value of at least 1, the separate partner dashboard's of at least 0. Staff name the
 * partner; a partner's own deals are always its own.
 */
export const submitDealInput = z.discriminatedUnion("form", [
  z.object({
    form: z.literal("portal"),
    partnerId: uuid({ error: "Partner selection is required" }).optional(),
    deal: dealFormSchema,
    proposal,
  }),
  z.object({
    form: z.literal("dashboard"),
    partnerId: uuid({ error: "Partner selection is required" }).optional(),
    deal: dashboardDealFormSchema,
    proposal,
  }),
]);

export const dealSummary = z.object({
  id: uuid(),
  partnerId: uuid(),
  partnerCompanyName: z.string(),
  partnerContactName: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  /** Decimal string, two decimals. */
  dealValue: z.string(),
  expectedCloseDate: z.string().nullable(),
  description: z.string().nullable(),
  hasProposal: z.boolean(),
  status: dealStatusSchema,
  submittedAt: z.date(),
  reviewedAt: z.date().nullable(),
  /** The account that registered it: a member of the partner, or staff on its behalf; null once that account is gone. */
  submittedById: z.string().nullable(),
  submittedByName: z.string().nullable(),
  /**
   * Staff only: another partner has an open deal for the same end customer, or this partner registered it
   * earlier and that deal is still open. Always false for partners.
   */
  possibleDuplicate: z.boolean(),
  /**
   * Its partner's share of the commission, as a decimal string, while the deal is co-sold with another partner's
   * (docs/product/programme.md#co-selling); null otherwise.
   */
  coSellShare: z.string().nullable(),
});

export const submitDealOutput = z.object({ deal: dealSummary });

export const listDealsInput = z
  .object({
    partnerId: uuid().optional(),
    /** The deals one member registered (their user id); a sales rep's own list is theirs already. */
    submittedBy: storableString("Member").max(100).optional(),
    status: dealStatusSchema.optional(),
    search: storableString("Search").trim().max(200).optional(),
    ...pageInput,
  })
  .meta({ examples: [{ search: "customer", status: "submitted", page: 1, pageSize: 20 }] });

/** The admin list's filters and search, without paging: what the CSV export contains. */
export const exportDealsInput = listDealsInput.omit({ page: true, pageSize: true });

export const listDealsOutput = pageOf(dealSummary).extend({
  /**
   * More deals match than were counted: `total` is a lower bound, to be shown as "10,000+". Counting stops at
   * 10,000 (1,000 when searching) or the end of the next page, so large lists answer fast; the next page stays
   * reachable from `total`. The server always sends it; optional so clients and fixtures written before it still type-check.
   */
  totalCapped: z.boolean().optional(),
});

/** Why a move was made, in the person's words: a reviewer's question, a partner's answer or reason. */
const moveNote = (label: string) =>
  storableString(`${label} must be text.`)
    .trim()
    .max(2000, { error: `${label} must be at most 2,000 characters.` });

export const RETURN_NEEDS_QUESTION = "Please write the question the partner should answer.";

/** The question a reviewer returns a deal with, as the Return dialog asks it. */
export const returnQuestion = moveNote("The question").min(1, { error: RETURN_NEEDS_QUESTION });

/**
 * A reviewer's move (docs/product/deals.md#review). Returning a deal asks the partner a question, which is
 * required; the other moves take an optional note for the history.
 */
export const changeDealStatusInput = z
  .object({
    id: uuid(),
    status: z.enum(REVIEW_DEAL_STATUSES, {
      error:
        "Please choose approved, in review, returned, closed won or closed lost: partners resubmit and withdraw their own deals, and deals expire by themselves.",
    }),
    /** Approving over another partner's protected deal for the same customer needs this, and the audit says so. */
    overrideProtection: z.boolean().optional(),
    /**
     * Under the co-selling policy, approving over a protected deal may instead join the two: this deal's partner's
     * share of the commission in whole percent, the protected deal's partner keeping the rest
     * (docs/product/programme.md#co-selling).
     */
    coSellShare: z
      .number({ error: "The commission share must be a number." })
      .int({ error: "The commission share must be a whole percentage." })
      .min(1, { error: "The commission share must be at least 1%." })
      .max(99, { error: "The commission share must be at most 99%." })
      .optional(),
    note: moveNote("The note").optional(),
  })
  .refine((input) => input.status !== "returned" || (input.note ?? "").length > 0, {
    error: RETURN_NEEDS_QUESTION,
    path: ["note"],
  })
  .refine((input) => input.coSellShare === undefined || input.status === "approved", {
    error: "A commission share is set only when approving a deal.",
    path: ["coSellShare"],
  })
  .refine((input) => input.coSellShare === undefined || !input.overrideProtection, {
    error: "Choose either to co-sell with a commission share or to override the protection, not both.",
    path: ["coSellShare"],
  });

const resubmission = {
  id: uuid({ error: "Deal id must be a UUID" }),
  answer: moveNote("Your answer").min(1, { error: "Please answer the reviewer's question." }),
};

/**
 * A partner answers a returned deal and submits it again, with the deal's fields as they now stand, checked by
 * the rules of the form it is sent from, as a new registration is (`form`, see submitDealInput).
 */
export const resubmitDealInput = z.discriminatedUnion("form", [
  z.object({ form: z.literal("portal"), ...resubmission, deal: dealFormSchema }),
  z.object({ form: z.literal("dashboard"), ...resubmission, deal: dashboardDealFormSchema }),
]);

/** A partner withdraws a deal it no longer pursues, saying why. */
export const withdrawDealInput = z.object({
  id: uuid({ error: "Deal id must be a UUID" }),
  reason: moveNote("The reason").min(1, { error: "Please say why you withdraw this deal." }),
});

/** A partner asks for more time on an approved deal. */
export const requestDealExtensionInput = z.object({
  id: uuid({ error: "Deal id must be a UUID" }),
  reason: moveNote("The reason").min(1, { error: "Please say why the deal needs more time." }),
});

/** A reviewer grants or refuses a partner's request for more time. */
export const decideDealExtensionInput = z.object({
  id: uuid({ error: "Deal id must be a UUID" }),
  grant: z.boolean({ error: "Please choose whether to grant the extension." }),
  note: moveNote("The note").optional(),
});

export const changeDealStatusOutput = z.object({
  deal: dealSummary,
  /** The payout a closed-won deal earned, as a decimal string. */
  commissionAmount: z.string().optional(),
});

export const dealIdInput = z.object({ id: uuid({ error: "Deal id must be a UUID" }) });

/** For staff: a deal beside the open deals that make it a possible duplicate (see possibleDuplicate). */
export const dealConflictsOutput = z.object({ deal: dealSummary, conflicts: z.array(dealSummary) });

/** A partner's own figures: deals by status, commission as decimal strings, courses its contact completed. */
export const dealStatsOutput = z.object({
  totalDeals: z.number().int(),
  /** Keyed by the status values themselves (data, not field names), each status present. */
  byStatus: z.record(z.enum(DEAL_STATUSES), z.number().int()),
  commission: commissionSummaryOutput,
  coursesCompleted: z.number().int(),
});

/**
 * One step of a deal's status history: the status it reached, and when where its records say; who moved it (null
 * for the programme's clock, or a record that does not say) and why, where they said.
 */
export const dealStatusStep = z.object({
  status: dealStatusSchema,
  changedAt: z.date().nullable(),
  byName: z.string().nullable(),
  note: z.string().nullable(),
});

/**
 * An approved deal's registration (docs/product/programme.md#registrations): the terms it was approved under
 * (null: approved before the programme's rules, protected 90 days without expiry), when its protection and its
 * registration end, the extensions used, and a request for more time awaiting a reviewer.
 */
export const dealRegistration = z.object({
  terms: registrationTermsSchema.nullable(),
  protectionEndsAt: z.date().nullable(),
  expiresAt: z.date().nullable(),
  extensionsUsed: z.number().int(),
  extensionRequest: z.object({ requestedAt: z.date(), reason: z.string() }).nullable(),
  /** A submitted deal's review deadline, while it awaits its first review. */
  reviewDueAt: z.date().nullable(),
  /**
   * Sold together with another partner's deal for the same customer (docs/product/programme.md#co-selling): this
   * deal's partner's share of the commission as a decimal string; the other deal and its partner for staff only.
   */
  coSell: z
    .object({ share: z.string(), dealId: uuid().nullable(), partnerCompanyName: z.string().nullable() })
    .nullable(),
});

/** The commission payout a deal earned when it was closed won. */
export const dealPayout = payoutSummary.pick({
  id: true,
  commissionRate: true,
  commissionShare: true,
  commissionAmount: true,
  status: true,
  createdAt: true,
  paidAt: true,
  paymentReference: true,
});

/** One deal in full: its figures, its proposal's name, how its status moved and its payout. */
export const getDealOutput = z.object({
  deal: dealSummary,
  /** The name the proposal downloads under; null without one. */
  proposalName: z.string().nullable(),
  /** Oldest first: submitted, then each move to the status the deal has now. */
  history: z.array(dealStatusStep),
  registration: dealRegistration,
  payout: dealPayout.nullable(),
});
