import { z } from "zod";
import {
  applicationDetail,
  applicationIdInput,
  downloadDocumentInput,
  listApplicationsInput,
  listApplicationsOutput,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  resendWelcomeOutput,
  reviewApplicationInput,
  reviewApplicationOutput,
  statusLookupInput,
  statusLookupOutput,
  submitApplicationInput,
  submitApplicationOutput,
} from "../../../shared/contracts/applications";
import { enforceRateLimits } from "../../platform/rate-limit";
import type { UploadDeclaration } from "../../platform/uploads/receive-uploads";
import { permissionProcedure, publicProcedure } from "../../rpc/procedures";
import {
  getApplication,
  listApplications,
  lookUpApplicationStatus,
  readApplicationDocument,
  resendWelcomeEmail,
  reviewApplication,
  submitApplication,
} from "./applications.service";

const reviewer = () => permissionProcedure("manage_partners");

const MINUTE = 60 * 1000;
const STATUS_LOOKUP_LIMITS = {
  perAddress: { limit: 20, windowMs: MINUTE },
  perEmail: { limit: 10, windowMs: MINUTE },
};
// Uploads are heavy and a filed application blocks its e-mail until reviewed: a few an hour is plenty.
const SUBMIT_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * MINUTE },
  perEmail: { limit: 5, windowMs: 60 * MINUTE },
};

const SUBMIT_UPLOAD: UploadDeclaration = {
  maxFiles: MAX_DOCUMENTS,
  maxFileBytes: MAX_DOCUMENT_BYTES,
  filesField: "documents",
  addressLimit: { action: "application-submit", rule: SUBMIT_LIMITS.perAddress },
};

/** The paths that take files as multipart/form-data, both protocols, with what they accept. */
export const APPLICATION_UPLOADS: Record<string, UploadDeclaration> = {
  "/rpc/applications/submit": SUBMIT_UPLOAD,
  "/api/v1/applications": SUBMIT_UPLOAD,
};

export const applicationsRouter = {
  submit: publicProcedure
    .route({
      method: "POST",
      path: "/applications",
      summary: "Apply to become a partner, with supporting documents",
      description:
        "multipart/form-data: the form fields as application[field] and up to 10 files as documents (PDF, Word, JPEG, PNG; 10 MB each).",
      tags: ["Applications"],
      successStatus: 201,
    })
    .input(submitApplicationInput)
    .output(submitApplicationOutput)
    .handler(async ({ input, context }) => {
      await enforceRateLimits(
        context.db,
        "application-submit",
        { email: input.application.contact_email, clientIp: context.clientIp },
        SUBMIT_LIMITS,
      );
      return submitApplication(context, input);
    }),

  status: publicProcedure
    .route({
      method: "POST",
      path: "/applications/status",
      summary: "Look up an application by contact e-mail",
      tags: ["Applications"],
    })
    .input(statusLookupInput)
    .output(statusLookupOutput)
    .handler(async ({ input, context }) => {
      await enforceRateLimits(
        context.db,
        "application-status",
        { email: input.email, clientIp: context.clientIp },
        STATUS_LOOKUP_LIMITS,
      );
      return lookUpApplicationStatus(context.db, input.email);
    }),

  list: reviewer()
    .route({
      method: "GET",
      path: "/applications",
      summary: "Applications, newest first, one page",
      tags: ["Applications"],
    })
    .input(listApplicationsInput)
    .output(listApplicationsOutput)
    .handler(({ input, context }) => listApplications(context.db, input)),

  get: reviewer()
    .route({
      method: "GET",
      path: "/applications/{id}",
      summary: "One application with every field",
      tags: ["Applications"],
    })
    .input(applicationIdInput)
    .output(applicationDetail)
    .handler(({ input, context }) => getApplication(context.db, input.id)),

  downloadDocument: reviewer()
    .route({
      method: "GET",
      path: "/applications/{id}/documents/{index}",
      summary: "Download one supporting document",
      tags: ["Applications"],
    })
    .input(downloadDocumentInput)
    .output(z.file())
    .handler(({ input, context }) => readApplicationDocument(context, input.id, input.index)),

  review: reviewer()
    .route({
      method: "POST",
      path: "/applications/{id}/review",
      summary: "Approve or reject a pending application",
      tags: ["Applications"],
    })
    .input(reviewApplicationInput)
    .output(reviewApplicationOutput)
    .handler(async ({ input, context }) => {
      const result = await reviewApplication(context, context.caller, input);
      return { application: await getApplication(context.db, input.id), ...result };
    }),

  resendWelcome: reviewer()
    .route({
      method: "POST",
      path: "/applications/{id}/resend-welcome",
      summary: "Send the welcome e-mail again with a new password setup link",
      tags: ["Applications"],
    })
    .input(applicationIdInput)
    .output(resendWelcomeOutput)
    .handler(async ({ input, context }) => ({
      welcomeEmail: await resendWelcomeEmail(context, context.caller, input.id),
    })),
};
