import { randomUUID } from "node:crypto";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { type ApplicationFormValues, MAX_DOCUMENT_BYTES } from "../../../shared/contracts/applications";
import type { ApplicationStatus } from "../../../shared/enums";
import { findPartnerUser } from "../../auth/partner-users";
import { createPasswordSetupToken, partnerLinks } from "../../auth/password-setup-tokens";
import type { Caller } from "../../auth/session";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "../../db/errors";
import { partnerApplications, partners, profiles, user, userRoles } from "../../db/schema";
import type { ApplicationDocument } from "../../db/schema/partners";
import { AppError } from "../../platform/app-error";
import { recordAudit } from "../../platform/audit";
import type { DeliveryOutcome, MailDelivery } from "../../platform/email/delivery";
import { enqueueEmail } from "../../platform/email/outbox";
import { partnerWelcomeEmail } from "../../platform/email/templates/partner-welcome";
import type { Logger } from "../../platform/logger";
import { detectApplicationDocumentType, documentTypeOfMime } from "../../platform/storage/document-types";
import { downloadName, nameForType, safeFileName, storableFileName } from "../../platform/storage/file-names";
import type { FileStorage } from "../../platform/storage/file-storage";

const BUCKET = "application-documents";

export interface ApplicationsDeps {
  db: Db;
  storage: FileStorage;
  logger: Logger;
}

export interface ReviewDeps extends ApplicationsDeps {
  config: Config;
  mail: MailDelivery;
}

const PENDING_APPLICATION =
  "An application for this email address is already being reviewed. You can follow it on the status page.";
const EXISTING_PARTNER = "A partner account already exists for this email address. Please sign in instead.";

interface CheckedDocument {
  file: File;
  /** The applicant's name with the extension of the file's real type. */
  name: string;
  type: string;
}

/**
 * Checks each file's size and its real type by content (reading only its first bytes); the first bad one
 * refuses the lot.
 */
async function checkDocuments(files: File[]): Promise<CheckedDocument[]> {
  const checked: CheckedDocument[] = [];
  for (const file of files) {
    if (file.size > MAX_DOCUMENT_BYTES) {
      throw new AppError(
        "bad_request",
        `"${file.name}" is larger than 10 MB. Please attach a smaller file.`,
        {
          field: "documents",
        },
      );
    }
    const detected = await detectApplicationDocumentType(file);
    if (!detected) {
      throw new AppError(
        "bad_request",
        `"${file.name}" is not a PDF, Word document (doc, docx) or JPEG/PNG image. Please attach one of those.`,
        { field: "documents" },
      );
    }
    checked.push({ file, name: nameForType(storableFileName(file.name), detected), type: detected.mime });
  }
  return checked;
}

/** Storage keys {partnerId}/{timestamp}-{safe name}; a name repeated within one submission gets a counter. */
function storageKeys(partnerId: string, documents: CheckedDocument[], timestamp: number): string[] {
  const used = new Set<string>();
  return documents.map((document) => {
    const safe = safeFileName(document.name);
    let key = `${partnerId}/${timestamp}-${safe}`;
    for (let n = 2; used.has(key); n++) key = `${partnerId}/${timestamp}-${n}-${safe}`;
    used.add(key);
    return key;
  });
}

async function refuseIfAlreadyLive(db: Db, email: string) {
  const [live] = await db
    .select({ status: partners.status })
    .from(partners)
    .where(and(sql`lower(${partners.contactEmail}) = ${email}`, ne(partners.status, "rejected")))
    .limit(1);
  if (live)
    throw new AppError("conflict", live.status === "pending" ? PENDING_APPLICATION : EXISTING_PARTNER);
}

/**
 * A company applies: the partner (pending, bronze, 10%) and its application (pending) are created in one
 * transaction with the stored documents. If anything fails, no row and no file remains.
 */
export async function submitApplication(
  deps: ApplicationsDeps,
  input: { application: ApplicationFormValues; documents: File[] },
) {
  const form = input.application;
  await refuseIfAlreadyLive(deps.db, form.contact_email);
  const documents = await checkDocuments(input.documents);

  const partnerId = randomUUID();
  const submittedAt = new Date();
  const keys = storageKeys(partnerId, documents, submittedAt.getTime());
  const stored: string[] = [];
  try {
    for (const [index, document] of documents.entries()) {
      const key = keys[index] as string;
      await deps.storage.put(BUCKET, key, document.file);
      stored.push(key);
    }
    const documentList: ApplicationDocument[] = documents.map((document, index) => ({
      name: document.name,
      path: keys[index] as string,
      type: document.type,
      size: document.file.size,
    }));
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
          documents: documentList,
          applicationData: {
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
          },
        })
        .returning({ id: partnerApplications.id });
      if (!application) throw new Error("the application insert returned no row");
      await recordAudit(tx, {
        partnerId,
        actorUserId: null,
        action: "application_submitted",
        details: { company_name: form.company_name, documents: documentList.length },
      });
      return { applicationId: application.id, status: "pending" as const, submittedAt };
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(BUCKET, key).catch(() => {})));
    // Two submissions raced past the check above: the database's one-live-partner-per-e-mail rule decides.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw new AppError("conflict", PENDING_APPLICATION);
    throw error;
  }
}

/**
 * The status page's lookup: the newest application of the partner with this contact e-mail; failing that, an
 * application that names the e-mail although its partner no longer does (records disagree), or a partner that
 * never filed one.
 */
export async function lookUpApplicationStatus(db: Db, email: string) {
  const [found] = await db
    .select({
      companyName: partners.companyName,
      partnerStatus: partners.status,
      status: partnerApplications.status,
      submittedAt: partnerApplications.submittedAt,
      reviewedAt: partnerApplications.reviewedAt,
      reviewerNotes: partnerApplications.reviewerNotes,
    })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .where(sql`lower(${partners.contactEmail}) = ${email}`)
    .orderBy(desc(partnerApplications.submittedAt))
    .limit(1);
  if (found) return { result: "found" as const, ...found };

  const [orphan] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(sql`lower(${partnerApplications.applicationData}->>'contact_email') = ${email}`)
    .limit(1);
  if (orphan) return { result: "data_error" as const };

  const [partner] = await db
    .select({ companyName: partners.companyName })
    .from(partners)
    .where(sql`lower(${partners.contactEmail}) = ${email}`)
    .limit(1);
  return partner
    ? { result: "partner_without_application" as const, companyName: partner.companyName }
    : { result: "not_found" as const };
}

const summaryColumns = {
  id: partnerApplications.id,
  partnerId: partnerApplications.partnerId,
  companyName: partners.companyName,
  contactName: partners.contactName,
  contactEmail: partners.contactEmail,
  businessType: partners.businessType,
  status: partnerApplications.status,
  submittedAt: partnerApplications.submittedAt,
  reviewedAt: partnerApplications.reviewedAt,
  documentCount: sql<number>`jsonb_array_length(${partnerApplications.documents})::int`,
};

/** One page of applications, newest first, optionally of one status. */
export async function listApplications(
  db: Db,
  input: { status?: ApplicationStatus; page: number; pageSize: number },
) {
  const where = input.status ? eq(partnerApplications.status, input.status) : undefined;
  const [items, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(partnerApplications)
      .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
      .where(where)
      .orderBy(desc(partnerApplications.submittedAt), desc(partnerApplications.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(partnerApplications).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function getApplication(db: Db, id: string) {
  const [found] = await db
    .select({
      ...summaryColumns,
      applicationData: partnerApplications.applicationData,
      documents: partnerApplications.documents,
      reviewerNotes: partnerApplications.reviewerNotes,
      reviewedBy: partnerApplications.reviewedBy,
      partnerStatus: partners.status,
    })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .where(eq(partnerApplications.id, id))
    .limit(1);
  if (!found) throw new AppError("not_found", "No such application.");
  return {
    ...found,
    applicationData: found.applicationData as unknown as Record<string, unknown>,
    documents: found.documents.map(({ name, type, size }) => ({ name, type, size })),
  };
}

/** A stored document of an application, as a file to download. */
export async function readApplicationDocument(
  deps: ApplicationsDeps,
  id: string,
  index: number,
): Promise<File> {
  const [found] = await deps.db
    .select({ documents: partnerApplications.documents })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, id))
    .limit(1);
  const document = found?.documents[index];
  if (!document) throw new AppError("not_found", "No such document.");
  const bytes = await deps.storage.get(BUCKET, document.path);
  if (!bytes) {
    deps.logger.error(
      { applicationId: id, path: document.path },
      "application document missing from storage",
    );
    throw new AppError(
      "not_found",
      "The document file is missing. Please ask the applicant to send it again.",
    );
  }
  const type = documentTypeOfMime(document.type);
  const name = downloadName(document.name);
  return new File([bytes], type ? nameForType(name, type) : name, { type: document.type });
}

/** The contact's user: the existing one (never a staff account), or a new one with role partner and no password. */
async function partnerUserFor(db: Db, email: string): Promise<{ id: string; exists: boolean }> {
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (!existing) return { id: randomUUID(), exists: false };
  const staffRole = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, existing.id), ne(userRoles.role, "partner")))
    .limit(1);
  if (staffRole.length > 0) {
    throw new AppError(
      "conflict",
      "This contact email belongs to a staff account. Ask the applicant for another address before approving.",
    );
  }
  return { id: existing.id, exists: true };
}

/**
 * Approves or rejects a pending application. One transaction with the application row locked, so two
 * reviewers racing get exactly one review (the other is refused). An approval also activates the partner,
 * gives the contact a partner account without a password and queues the welcome mail with a setup link.
 */
export async function reviewApplication(
  deps: ReviewDeps,
  caller: Caller,
  input: { id: string; decision: "approve" | "reject"; notes?: string },
): Promise<{ welcomeEmail?: DeliveryOutcome }> {
  const [current] = await deps.db
    .select({ partnerId: partnerApplications.partnerId, status: partnerApplications.status })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, input.id))
    .limit(1);
  if (!current) throw new AppError("not_found", "No such application.");
  if (current.status !== "pending")
    throw new AppError("conflict", "This application has already been reviewed.");
  const [partner] = await deps.db.select().from(partners).where(eq(partners.id, current.partnerId)).limit(1);
  if (!partner) throw new AppError("not_found", "No such application.");

  const approving = input.decision === "approve";
  const email = partner.contactEmail.toLowerCase();
  const contact = approving ? await partnerUserFor(deps.db, email) : undefined;
  const now = new Date();

  const mailId = await deps.db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: partnerApplications.status })
        .from(partnerApplications)
        .where(eq(partnerApplications.id, input.id))
        .for("update");
      if (locked?.status !== "pending")
        throw new AppError("conflict", "This application has already been reviewed.");

      await tx
        .update(partnerApplications)
        .set({
          status: approving ? "approved" : "rejected",
          reviewedAt: now,
          reviewedBy: caller.user.id,
          reviewerNotes: input.notes ?? null,
        })
        .where(eq(partnerApplications.id, input.id));
      await tx
        .update(partners)
        .set(
          approving
            ? {
                status: "active",
                approvedBy: caller.user.id,
                approvedAt: now,
                rejectionReason: null,
                updatedAt: now,
              }
            : {
                status: "rejected",
                approvedBy: null,
                approvedAt: null,
                rejectionReason: input.notes ?? null,
                updatedAt: now,
              },
        )
        .where(eq(partners.id, partner.id));
      await recordAudit(
        tx,
        {
          partnerId: partner.id,
          actorUserId: caller.user.id,
          action: approving ? "application_approved" : "application_rejected",
          details: {
            application_id: input.id,
            company_name: partner.companyName,
            notes: input.notes ?? null,
          },
        },
        {
          partnerId: partner.id,
          actorUserId: caller.user.id,
          action: "partner_status_changed",
          details: { from: partner.status, to: approving ? "active" : "rejected" },
        },
      );
      if (!contact) return undefined;

      if (!contact.exists) {
        await tx
          .insert(user)
          .values({ id: contact.id, email, name: partner.contactName, emailVerified: false });
      }
      await tx
        .insert(profiles)
        .values({ userId: contact.id, email, fullName: partner.contactName })
        .onConflictDoNothing();
      await tx.insert(userRoles).values({ userId: contact.id, role: "partner" }).onConflictDoNothing();
      // In the review's transaction: a refused or losing review leaves no usable link behind.
      const setupToken = await createPasswordSetupToken(tx, contact.id);
      return enqueueEmail(
        tx,
        partnerWelcomeEmail({
          partnerEmail: email,
          companyName: partner.companyName,
          contactName: partner.contactName,
          ...partnerLinks(deps.config, setupToken),
        }),
      );
    })
    .catch((error: unknown) => {
      // Someone created an account with the contact's e-mail while this review ran: nothing was written.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
        throw new AppError("conflict", "The contact's account changed during the review. Please try again.");
      }
      throw error;
    });

  return mailId ? { welcomeEmail: await deps.mail.sendNow(mailId) } : {};
}

/** A new welcome mail with a fresh setup link, for an approved partner whose first one went astray. */
export async function resendWelcomeEmail(
  deps: ReviewDeps,
  caller: Caller,
  id: string,
): Promise<DeliveryOutcome> {
  const [found] = await deps.db
    .select({ status: partnerApplications.status, partner: partners })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .where(eq(partnerApplications.id, id))
    .limit(1);
  if (!found) throw new AppError("not_found", "No such application.");
  if (found.status !== "approved" || found.partner.status !== "active") {
    throw new AppError("conflict", "Only approved, active partners get a welcome email.");
  }
  const email = found.partner.contactEmail.toLowerCase();
  const contact = await findPartnerUser(deps.db, email);
  if (!contact) {
    throw new AppError("conflict", "The partner's contact has no partner account. Please contact support.");
  }
  const mailId = await deps.db.transaction(async (tx) => {
    const token = await createPasswordSetupToken(tx, contact.id);
    await recordAudit(tx, {
      partnerId: found.partner.id,
      actorUserId: caller.user.id,
      action: "welcome_email_resent",
      details: { application_id: id },
    });
    return enqueueEmail(
      tx,
      partnerWelcomeEmail({
        partnerEmail: email,
        companyName: found.partner.companyName,
        contactName: found.partner.contactName,
        ...partnerLinks(deps.config, token),
      }),
    );
  });
  return deps.mail.sendNow(mailId);
}
