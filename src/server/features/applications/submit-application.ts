import { randomUUID } from "node:crypto";
import type { ApplicationFormValues } from "../../../shared/contracts/applications";
import { findPartnerByContactEmail } from "../../auth/find-partner-by-contact-email";
import type { Db } from "../../db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "../../db/errors";
import { partnerApplications, partners } from "../../db/schema";
import type { ApplicationDocument } from "../../db/schema/partners";
import { AppError } from "../../platform/app-error";
import { recordAudit } from "../../platform/audit";
import { enforceRateLimits } from "../../platform/rate-limit";
import type { FileStorage } from "../../platform/storage/file-storage";
import { checkFiles, storeFiles } from "../../platform/uploads/file-intake";
import { APPLICATION_DOCUMENTS, APPLICATION_DOCUMENTS_BUCKET } from "./application-documents";
import { SUBMIT_LIMITS } from "./rate-limits";

const PENDING_APPLICATION =
  "An application for this email address is already being reviewed. You can follow it on the status page.";
const EXISTING_PARTNER = "A partner account already exists for this email address. Please sign in instead.";

/** The application as stored: every form value, the optional ones as null, and when it was sent. */
function applicationData(form: ApplicationFormValues, submittedAt: Date) {
  return {
    company_name: form.company_name,
    business_type: form.business_type,
    website: form.website ?? null,
    annual_revenue: form.annual_revenue ?? null,
    contact_name: form.contact_name,
    contact_email: form.contact_email,
    contact_phone: form.contact_phone ?? null,
    business_license: form.business_license ?? null,
    years_in_business: form.years_in_business ?? null,
    number_of_employees: form.number_of_employees ?? null,
    primary_industry: form.primary_industry ?? null,
    partnership_reason: form.partnership_reason,
    target_market: form.target_market ?? null,
    expected_deals_per_year: form.expected_deals_per_year ?? null,
    sales_experience: form.sales_experience ?? null,
    additional_notes: form.additional_notes ?? null,
    submission_date: submittedAt.toISOString(),
  };
}

/**
 * A company applies: the partner (pending, bronze, 10%) and its application (pending) are created in one
 * transaction with the stored documents. If anything fails, no row and no file remains. A few an hour per
 * address and per e-mail: uploads are heavy and a filed application holds its e-mail until it is reviewed.
 */
export async function submitApplication(
  deps: { db: Db; storage: FileStorage },
  input: { application: ApplicationFormValues; documents: File[] },
  request: { clientIp: string | undefined },
) {
  const form = input.application;
  await enforceRateLimits(
    deps.db,
    "application-submit",
    { email: form.contact_email, clientIp: request.clientIp },
    SUBMIT_LIMITS,
  );
  const live = await findPartnerByContactEmail(deps.db, form.contact_email, "live");
  if (live)
    throw new AppError("conflict", live.status === "pending" ? PENDING_APPLICATION : EXISTING_PARTNER);
  const checked = await checkFiles(input.documents, APPLICATION_DOCUMENTS);

  const partnerId = randomUUID();
  const submittedAt = new Date();
  const stored = await storeFiles(
    deps.storage,
    { bucket: APPLICATION_DOCUMENTS_BUCKET, prefix: partnerId, timestamp: submittedAt.getTime() },
    checked,
  );
  const documents: ApplicationDocument[] = stored.files.map(({ name, key, type, size }) => ({
    name,
    path: key,
    type,
    size,
  }));
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.insert(partners).values({
        id: partnerId,
        companyName: form.company_name,
        contactName: form.contact_name,
        contactEmail: form.contact_email,
        contactPhone: form.contact_phone ?? null,
        website: form.website ?? null,
        businessType: form.business_type,
        annualRevenue: form.annual_revenue === undefined ? null : form.annual_revenue.toFixed(2),
        status: "pending",
        tier: "bronze",
        commissionRate: "10",
        applicationDate: submittedAt,
      });
      const [application] = await tx
        .insert(partnerApplications)
        .values({
          partnerId,
          status: "pending",
          submittedAt,
          documents,
          applicationData: applicationData(form, submittedAt),
        })
        .returning({ id: partnerApplications.id });
      if (!application) throw new Error("the application insert returned no row");
      await recordAudit(tx, {
        partnerId,
        actorUserId: null,
        action: "application_submitted",
        subject: { type: "application", id: application.id, label: form.company_name },
        details: { company_name: form.company_name, documents: documents.length },
      });
      return { applicationId: application.id, status: "pending" as const, submittedAt };
    });
  } catch (error) {
    await stored.discard();
    // Two submissions raced past the check above: the database's one-live-partner-per-e-mail rule decides.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw new AppError("conflict", PENDING_APPLICATION);
    throw error;
  }
}
