import { z } from "zod";
import { featureRouter } from "#server/rpc/feature-router";
import {
  API_KEYS_ALLOWED,
  partnerAdminProcedure,
  partnerProcedure,
  permissionProcedure,
  staffProcedure,
} from "#server/rpc/procedures";
import {
  agreementVersion,
  agreementVersionInput,
  listAgreementVersionsOutput,
  partnerAgreementInput,
  partnerAgreementOutput,
  publishAgreementInput,
  publishAgreementPdfInput,
  signAgreementInput,
  signAgreementOutput,
  signedAgreementInput,
  signedAgreementOfInput,
} from "#shared/contracts/agreements";
import { AGREEMENT_DOCUMENT } from "./agreement-documents";
import { getAgreementVersion } from "./get-agreement-version";
import { getPartnerAgreement } from "./get-partner-agreement";
import { listAgreementVersions } from "./list-agreement-versions";
import { publishAgreement } from "./publish-agreement";
import { publishAgreementPdf } from "./publish-agreement-pdf";
import { readAgreementVersionDocument, readCurrentAgreementDocument } from "./read-agreement-document";
import { readSignedAgreement } from "./read-signed-agreement";
import { signAgreement } from "./sign-agreement";

// Every staff member reads the versions; holders of manage_programme publish them. Every member of a partner
// reads its agreement and signatures; its partner admins sign and download the signed copies; partner managers
// (manage_partners) read and download any partner's (docs/product/agreements.md).

const AGREEMENTS_TAG = {
  name: "Agreements",
  description: "The partner programme agreement: its published versions and the partners' signatures.",
};

export const agreementsRouter = featureRouter(AGREEMENTS_TAG, {
  versions: staffProcedure
    .route({ method: "GET", path: "/agreements", summary: "Every published agreement version, newest first" })
    .output(listAgreementVersionsOutput)
    .handler(({ context }) => listAgreementVersions(context.db)),

  version: staffProcedure
    .route({
      method: "GET",
      path: "/agreements/{id}",
      summary: "One published agreement version with its text",
    })
    .input(agreementVersionInput)
    .output(agreementVersion)
    .handler(({ input, context }) => getAgreementVersion(context.db, input.id)),

  publish: permissionProcedure("manage_programme")
    .route({
      method: "POST",
      path: "/agreements",
      summary: "Publish a new agreement version for every partner or one business type",
      successStatus: 201,
    })
    .input(publishAgreementInput)
    .output(agreementVersion)
    .handler(({ input, context }) => publishAgreement(context.db, context.caller, input)),

  publishPdf: permissionProcedure("manage_programme")
    .meta({ upload: AGREEMENT_DOCUMENT })
    .route({
      method: "POST",
      path: "/agreements/pdf",
      summary: "Publish a new agreement version whose text is a PDF",
      description:
        "multipart/form-data with agreement[title], agreement[businessType] (left out: every partner) and agreement[graceDays], and the PDF as document (10 MB). Its bytes are the text signed.",
      successStatus: 201,
    })
    .input(publishAgreementPdfInput)
    .output(agreementVersion)
    .handler(({ input, context }) => publishAgreementPdf(context, context.caller, input)),

  versionDocument: staffProcedure
    .route({
      method: "GET",
      path: "/agreements/{id}/document",
      summary: "Download the PDF of an agreement version published as a PDF",
    })
    .input(agreementVersionInput)
    .output(z.file())
    .handler(({ input, context }) => readAgreementVersionDocument(context, input.id)),

  document: partnerProcedure
    .route({
      method: "GET",
      path: "/agreement/document",
      summary:
        "Download the PDF of the agreement version the partner signs now, when it was published as a PDF",
    })
    .output(z.file())
    .handler(({ context }) => readCurrentAgreementDocument(context, context.partner.id)),

  mine: partnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/agreement",
      summary: "The signed-in partner's agreement: the version to sign, where it stands, its signatures",
    })
    .output(partnerAgreementOutput)
    .handler(({ context }) =>
      // An API key reads the agreement but cannot sign it: a signature is a person's.
      getPartnerAgreement(
        context.db,
        context.partner.id,
        context.memberRole === "partner_admin" && context.caller.apiKeyId === undefined,
      ),
    ),

  sign: partnerAdminProcedure
    .route({
      method: "POST",
      path: "/agreement/signatures",
      summary: "Sign the current agreement version for the partner, as one of its partner admins",
      successStatus: 201,
    })
    .input(signAgreementInput)
    .output(signAgreementOutput)
    .handler(({ input, context }) =>
      signAgreement(
        context,
        context.caller,
        context.partner,
        { clientIp: context.clientIp, userAgent: context.headers.get("user-agent") },
        input,
      ),
    ),

  downloadSigned: partnerAdminProcedure
    .route({ method: "GET", path: "/agreement/signatures/{id}/pdf", summary: "Download a signed agreement" })
    .input(signedAgreementInput)
    .output(z.file())
    .handler(({ input, context }) =>
      readSignedAgreement(context, context.caller, { partnerId: context.partner.id, id: input.id }),
    ),

  ofPartner: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/partners/{partnerId}/agreement",
      summary: "A partner's agreement: the version it signs, where it stands, its signatures",
    })
    .input(partnerAgreementInput)
    .output(partnerAgreementOutput)
    .handler(({ input, context }) => getPartnerAgreement(context.db, input.partnerId, false)),

  downloadSignedOf: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/partners/{partnerId}/agreement/signatures/{id}/pdf",
      summary: "Download a partner's signed agreement",
    })
    .input(signedAgreementOfInput)
    .output(z.file())
    .handler(({ input, context }) => readSignedAgreement(context, context.caller, input)),
});
