import { z } from "zod";
import { featureRouter } from "#server/rpc/feature-router";
import { permissionProcedure, publicProcedure } from "#server/rpc/procedures";
import {
  applicationDetail,
  applicationIdInput,
  downloadDocumentInput,
  listApplicationsInput,
  listApplicationsOutput,
  resendWelcomeOutput,
  reviewApplicationInput,
  reviewApplicationOutput,
  statusLookupInput,
  statusLookupOutput,
  submitApplicationInput,
  submitApplicationOutput,
} from "#shared/contracts/applications";
import { APPLICATION_DOCUMENTS } from "./application-documents";
import { getApplication } from "./get-application";
import { listApplications } from "./list-applications";
import { lookUpApplicationStatus } from "./look-up-status";
import { readApplicationDocument } from "./read-application-document";
import { resendWelcomeEmail } from "./resend-welcome-email";
import { reviewApplication } from "./review-application";
import { submitApplication } from "./submit-application";

const reviewer = () => permissionProcedure("manage_partners");

const APPLICATIONS_TAG = {
  name: "Applications",
  description: "Companies apply to become partners; staff review the applications.",
};

export const applicationsRouter = featureRouter(APPLICATIONS_TAG, {
  submit: publicProcedure
    .meta({ upload: APPLICATION_DOCUMENTS })
    .route({
      method: "POST",
      path: "/applications",
      summary: "Apply to become a partner, with supporting documents",
      description:
        "multipart/form-data: the form fields as application[field] and up to 10 files as documents (PDF, Word, JPEG, PNG; 10 MB each).",
      successStatus: 201,
    })
    .input(submitApplicationInput)
    .output(submitApplicationOutput)
    .handler(({ input, context }) => submitApplication(context, input, context)),

  status: publicProcedure
    .route({
      method: "POST",
      path: "/applications/status",
      summary: "Look up an application by contact e-mail",
    })
    .input(statusLookupInput)
    .output(statusLookupOutput)
    .handler(({ input, context }) => lookUpApplicationStatus(context.db, input.email, context)),

  list: reviewer()
    .route({
      method: "GET",
      path: "/applications",
      summary: "Applications, newest first, one page",
    })
    .input(listApplicationsInput)
    .output(listApplicationsOutput)
    .handler(({ input, context }) => listApplications(context.db, input)),

  get: reviewer()
    .route({
      method: "GET",
      path: "/applications/{id}",
      summary: "One application with every field",
    })
    .input(applicationIdInput)
    .output(applicationDetail)
    .handler(({ input, context }) => getApplication(context.db, input.id)),

  downloadDocument: reviewer()
    .route({
      method: "GET",
      path: "/applications/{id}/documents/{index}",
      summary: "Download one supporting document",
    })
    .input(downloadDocumentInput)
    .output(z.file())
    .handler(({ input, context }) => readApplicationDocument(context, input.id, input.index)),

  review: reviewer()
    .route({
      method: "POST",
      path: "/applications/{id}/review",
      summary: "Approve or reject a pending application",
    })
    .input(reviewApplicationInput)
    .output(reviewApplicationOutput)
    .handler(({ input, context }) => reviewApplication(context, context.caller, input)),

  resendWelcome: reviewer()
    .route({
      method: "POST",
      path: "/applications/{id}/resend-welcome",
      summary: "Send the welcome e-mail again with a new password setup link",
    })
    .input(applicationIdInput)
    .output(resendWelcomeOutput)
    .handler(async ({ input, context }) => ({
      welcomeEmail: await resendWelcomeEmail(context, context.caller, input.id),
    })),
});
