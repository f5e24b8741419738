import type { Db } from "#server/db/client";
import { type ApplicationData, type ApplicationDocument, partnerApplications } from "#server/db/schema/index";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { ApplicationStatus, PartnerStatus } from "#shared/enums";
import { createPartner, type TestPartner } from "./partners";
import { nextSequence } from "./sequence";

/** A supporting document as the applicant uploaded it. */
export interface ApplicationDocumentFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface ApplicationOverrides {
  /** The applicant; by default a new partner whose status follows the application's. */
  partner?: TestPartner;
  /** Defaults to pending. */
  status?: ApplicationStatus;
  /** Who approved or rejected it. */
  reviewer?: { id: string };
  /** Defaults to a sentence for a reviewed application, null for a pending one. */
  reviewerNotes?: string | null;
  submittedAt?: Date;
  applicationData?: Partial<ApplicationData>;
  documents?: readonly ApplicationDocumentFile[];
  /** Where the documents' files are written, for tests that download them; without it only the rows exist. */
  storage?: FileStorage;
}

export type TestApplication = typeof partnerApplications.$inferSelect;

const PARTNER_STATUS_OF: Record<ApplicationStatus, PartnerStatus> = {
  pending: "pending",
  approved: "active",
  rejected: "rejected",
};

/** An application with its partner, reviewed or not, and its documents (written to storage when given). */
export async function createApplication(
  db: Db,
  overrides: ApplicationOverrides = {},
): Promise<{ partner: TestPartner; application: TestApplication }> {
  const status = overrides.status ?? "pending";
  const reviewed = status !== "pending";
  const reviewedAt = reviewed ? new Date() : null;
  const reviewerNotes =
    overrides.reviewerNotes !== undefined
      ? overrides.reviewerNotes
      : reviewed
        ? `The application was ${status} after review.`
        : null;
  const partner =
    overrides.partner ??
    (await createPartner(db, {
      status: PARTNER_STATUS_OF[status],
      ...(status === "approved"
        ? { approvedBy: overrides.reviewer?.id ?? null, approvedAt: reviewedAt }
        : {}),
      ...(status === "rejected" ? { rejectionReason: reviewerNotes } : {}),
    }));

  const documents: ApplicationDocument[] = [];
  for (const file of overrides.documents ?? []) {
    const path = `${partner.id}/${nextSequence()}-${file.name}`;
    await overrides.storage?.put("application-documents", path, file.bytes);
    documents.push({ name: file.name, path, type: file.type, size: file.bytes.length });
  }

  const submittedAt = overrides.submittedAt ?? new Date();
  const [application] = await db
    .insert(partnerApplications)
    .values({
      partnerId: partner.id,
      status,
      submittedAt,
      reviewedAt,
      reviewedBy: reviewed ? (overrides.reviewer?.id ?? null) : null,
      reviewerNotes,
      documents,
      applicationData: {
        company_name: partner.companyName,
        business_type: partner.businessType,
        website: partner.website,
        annual_revenue: null,
        contact_name: partner.contactName,
        contact_email: partner.contactEmail,
        contact_phone: partner.contactPhone,
        business_license: null,
        years_in_business: null,
        number_of_employees: null,
        primary_industry: null,
        partnership_reason: "We want to resell the portal to our customers.",
        target_market: null,
        expected_deals_per_year: null,
        sales_experience: null,
        additional_notes: null,
        submission_date: submittedAt.toISOString(),
        ...overrides.applicationData,
      },
    })
    .returning();
  if (!application) throw new Error("application not inserted");
  return { partner, application };
}
