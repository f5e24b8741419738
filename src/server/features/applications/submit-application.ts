import { randomUUID } from "node:crypto";
import { findPartnerByContactEmail } from "#server/auth/find-partner-by-contact-email";
import type { Db } from "#server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { partnerApplications, partners } from "#server/db/schema/index";
import type { ApplicationDocument } from "#server/db/schema/partners";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { holdersOf, notify } from "#server/platform/notifications";
import { enforceRateLimits } from "#server/platform/rate-limit";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { checkFiles, storeFiles } from "#server/platform/uploads/file-intake";
import type { ApplicationFormValues } from "#shared/contracts/applications";
import { APPLICATION_DOCUMENTS, APPLICATION_DOCUMENTS_BUCKET } from "./application-documents";
import { applicationSubmittedNotice } from "./notification-messages";
import { SUBMIT_LIMITS } from "./rate-limits";
import { storedAnswers } from "./stored-answers";

const PENDING_APPLICATION =
  "An application for this email address is already being reviewed. You can follow it on the status page.";
const EXISTING_PARTNER = "A partner account already exists for this email address. Please sign in instead.";

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
    { email: form.contactEmail, clientIp: request.clientIp },
    SUBMIT_LIMITS,
  );
  const live = await findPartnerByContactEmail(deps.db, form.contactEmail, "live");
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
        companyName: form.companyName,
        contactName: form.contactName,
        contactEmail: form.contactEmail,
        contactPhone: form.contactPhone ?? null,
        website: form.website ?? null,
        businessType: form.businessType,
        annualRevenue: form.annualRevenue === undefined ? null : form.annualRevenue.toFixed(2),
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
          applicationData: storedAnswers(form, submittedAt),
        })
        .returning({ id: partnerApplications.id });
      if (!application) throw new Error("the application insert returned no row");
      await notify(
        tx,
        holdersOf("manage_partners"),
        applicationSubmittedNotice({ id: application.id, companyName: form.companyName }),
      );
      await recordAudit(tx, {
        partnerId,
        actorUserId: null,
        action: "application_submitted",
        subject: { type: "application", id: application.id, label: form.companyName },
        details: { company_name: form.companyName, documents: documents.length },
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
