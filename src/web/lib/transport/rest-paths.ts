/** Where the server's OpenAPI handler serves the procedures. */
const REST_PREFIX = "/api/v1";

/**
 * The REST routes of the procedures the browser calls over plain HTTP instead of the typed client (an upload
 * that reports its progress, a file download): each is the procedure's own route, held to the server's router
 * by tests/unit/rest-paths.test.ts.
 */
export const REST_ROUTES = {
  "agreements.document": "/agreement/document",
  "agreements.versionDocument": "/agreements/{id}/document",
  "agreements.downloadSigned": "/agreement/signatures/{id}/pdf",
  "agreements.downloadSignedOf": "/partners/{partnerId}/agreement/signatures/{id}/pdf",
  "applications.submit": "/applications",
  "applications.downloadDocument": "/applications/{id}/documents/{index}",
  "deals.submit": "/deals",
  "deals.downloadProposal": "/deals/{id}/proposal",
  "deals.export": "/deals/export.csv",
  "learning.lessonFile": "/courses/{courseId}/lessons/{lessonId}/file",
  "learning.downloadCertificate": "/learning/certificates/{enrollmentId}/pdf",
  "payouts.exportUnpaid": "/payouts/unpaid.csv",
  "reports.export": "/reports/{id}/export",
  "resources.upload": "/resources",
  "resources.download": "/resources/{id}/file",
  "support.openTicket": "/support/tickets",
  "support.reply": "/support/tickets/{ticketId}/replies",
  "support.attachment": "/support/tickets/{ticketId}/attachments/{attachmentId}",
  "tickets.attachment": "/tickets/{ticketId}/attachments/{attachmentId}",
} as const;

export type RestProcedure = keyof typeof REST_ROUTES;

type ParamNames<Route extends string> = Route extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

type RestParams<P extends RestProcedure> = Record<ParamNames<(typeof REST_ROUTES)[P]>, string | number>;

/** The address of a procedure's REST route with its parameters filled in. */
export function restPath<P extends RestProcedure>(
  procedure: P,
  ...[params]: [ParamNames<(typeof REST_ROUTES)[P]>] extends [never] ? [] : [RestParams<P>]
): string {
  const values: Record<string, string | number> = params ?? {};
  const path = REST_ROUTES[procedure].replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  return `${REST_PREFIX}${path}`;
}
