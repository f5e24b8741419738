import { z } from "zod";
import { BUSINESS_TYPES } from "../enums";
import { uuid } from "./ids";
import { numberField } from "./numbers";
import { requiredText, storableString } from "./text";

// The programme agreement (docs/product/agreements.md): versions holders of manage_programme publish, for every
// partner or one business type, and the signatures a partner's admins give.

/** Longest agreement text: a long contract, well within what one request and one PDF carry. */
export const AGREEMENT_BODY_MAX = 100_000;

/** Days a partner approved before a version was published may keep registering deals while it has not signed. */
export const AGREEMENT_GRACE_MAX = 180;

export const publishAgreementInput = z
  .object({
    title: requiredText("The title", 120),
    /** Markdown, shown rendered and drawn into the signed PDF; nothing in it runs. */
    body: storableString("The agreement text", "The agreement text is required.")
      .trim()
      .min(1, { error: "The agreement text is required." })
      .max(AGREEMENT_BODY_MAX, {
        error: `The agreement text must be at most ${AGREEMENT_BODY_MAX.toLocaleString("en-US")} characters.`,
      }),
    /** The business type the version is for; null: every partner. */
    businessType: z
      .enum(BUSINESS_TYPES, { error: "Please choose a business type, or every partner." })
      .nullable(),
    // A number, or its digits as text: a multipart form (publishing a PDF) carries every value as text.
    graceDays: numberField("The grace period", {
      integer: true,
      min: 0,
      max: AGREEMENT_GRACE_MAX,
      tooSmall: "The grace period must be at least 0 days.",
      tooLarge: `The grace period must be at most ${AGREEMENT_GRACE_MAX} days.`,
    }),
  })
  .meta({
    examples: [
      {
        title: "Partner Programme Agreement",
        body: "## 1. Scope\n\nThe partner resells the products named in the price list.",
        businessType: null,
        graceDays: 30,
      },
    ],
  });

export type PublishAgreementInput = z.output<typeof publishAgreementInput>;

/** Largest agreement PDF: a long contract with its schedules. */
export const AGREEMENT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A version published as a PDF: the same fields but the text, and the file, which is the text signed. */
export const publishAgreementPdfInput = z.object({
  agreement: publishAgreementInput.omit({ body: true, businessType: true }).extend({
    /** Absent or null: every partner (a multipart form cannot send null). */
    businessType: z
      .enum(BUSINESS_TYPES, { error: "Please choose a business type, or every partner." })
      .nullable()
      .optional()
      .transform((type) => type ?? null),
  }),
  document: z
    .file({ error: "Please choose the agreement's PDF file." })
    .max(AGREEMENT_DOCUMENT_MAX_BYTES, { error: "The agreement's PDF must be at most 10 MB." }),
});

/** How a version's text is given: written in Markdown, or a PDF file. */
export const AGREEMENT_FORMATS = ["markdown", "pdf"] as const;

/**
 * The publish form: its audience select gives "" for every partner, which the call sends as null; the text is
 * required when written, the file (beside the form) when a PDF.
 */
export const publishAgreementForm = publishAgreementInput
  .extend({
    format: z.enum(AGREEMENT_FORMATS, { error: "Please choose how the agreement is given." }),
    businessType: z
      .union([z.enum(BUSINESS_TYPES), z.literal("")], {
        error: "Please choose a business type, or every partner.",
      })
      .transform((type) => (type === "" ? null : type)),
    body: storableString("The agreement text")
      .trim()
      .max(AGREEMENT_BODY_MAX, {
        error: `The agreement text must be at most ${AGREEMENT_BODY_MAX.toLocaleString("en-US")} characters.`,
      }),
  })
  .refine((form) => form.format === "pdf" || form.body.length > 0, {
    error: "The agreement text is required.",
    path: ["body"],
  });

/** A published version, as staff list them: without its text, with how many partners signed it. */
export const agreementVersionSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  graceDays: z.number().int(),
  /** SHA-256 of the text (or of the PDF's bytes), hex: what every signature of the version names. */
  textSha256: z.string(),
  /** A version published as a PDF: the file's name; its text (`body`) is then empty. */
  documentName: z.string().nullable(),
  publishedAt: z.date(),
  publishedByName: z.string().nullable(),
  signatures: z.number().int(),
  /** The newest version for its audience: the one partners of that audience sign now. */
  isCurrent: z.boolean(),
});

export const agreementVersion = agreementVersionSummary.extend({ body: z.string() });

/** A version as the partner it is for reads it: the text and what identifies it, nothing of other partners. */
export const agreementText = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  body: z.string(),
  textSha256: z.string(),
  documentName: z.string().nullable(),
  publishedAt: z.date(),
});

export const listAgreementVersionsOutput = z.object({ versions: z.array(agreementVersionSummary) });

export const agreementVersionInput = z.object({ id: uuid({ error: "Version id must be a UUID" }) });

/** One signature, as the partner's admins and staff see it. */
export const agreementSignature = z.object({
  id: z.string(),
  versionId: z.string(),
  versionNumber: z.number().int(),
  versionTitle: z.string(),
  signerName: z.string(),
  signerTitle: z.string(),
  signerEmail: z.string(),
  signedAt: z.date(),
  textSha256: z.string(),
});

/**
 * Where a partner stands with the agreement: nothing to sign (`none`), signed the current version (`signed`),
 * not signed yet but still within the version's grace period (`due`, deals still open), or deals held until a
 * partner admin signs (`required`).
 */
export const AGREEMENT_STANDINGS = ["none", "signed", "due", "required"] as const;
export type AgreementStanding = (typeof AGREEMENT_STANDINGS)[number];

export const partnerAgreementOutput = z.object({
  standing: z.enum(AGREEMENT_STANDINGS),
  /** The version the partner signs now; null when none is published for it. */
  current: agreementText.nullable(),
  /** When a `due` partner's grace period ends. */
  dueAt: z.date().nullable(),
  /** Whether the caller may sign: a partner admin of the partner (always false for staff). */
  canSign: z.boolean(),
  /** Every signature of the partner, newest first. */
  signatures: z.array(agreementSignature),
});

export type PartnerAgreement = z.output<typeof partnerAgreementOutput>;

export const signAgreementInput = z.object({
  /** The version read: signing names the text on the screen, so a newer one published meanwhile is refused. */
  versionId: uuid({ error: "Version id must be a UUID" }),
  fullName: requiredText("Your full name", 120),
  title: requiredText("Your title", 120),
  accepted: z.literal(true, {
    error: "Please tick the box to confirm you accept the agreement for your company.",
  }),
});

export const signAgreementOutput = z.object({ signature: agreementSignature });

export const signedAgreementInput = z.object({ id: uuid({ error: "Signature id must be a UUID" }) });

export const partnerAgreementInput = z.object({ partnerId: uuid({ error: "Partner id must be a UUID" }) });

export const signedAgreementOfInput = partnerAgreementInput.extend({
  id: uuid({ error: "Signature id must be a UUID" }),
});

/** The sentences a refusal says; screens match on the reasons, people read these. */
export const AGREEMENT_MESSAGES = {
  unsigned:
    "Your company has not signed the partner programme agreement, so deals cannot be registered yet. A partner admin of your company signs it in the Agreement tab of the partner dashboard.",
  superseded:
    "A newer version of the agreement was published while you were reading. Please read the new version and sign that one.",
  noVersion: "There is no agreement to sign: none has been published for your company.",
  signatureNotFound: "No such signed agreement of this partner.",
  versionNotFound: "No such agreement version.",
  tooDeep:
    "The agreement text nests lists or quotes more than 8 levels deep, which the signed copy cannot show. Please flatten it.",
  unreadablePdf:
    "This PDF could not be read. Save it again as a plain PDF, not password-protected, and upload that file.",
  noDocument: "This agreement version has no PDF: its text is shown on the page.",
} as const;
