import { z } from "zod";
import { listPeople } from "#server/features/users/list-people";
import { featureRouter } from "#server/rpc/feature-router";
import { fileResponse } from "#server/rpc/file-response";
import { permissionProcedure } from "#server/rpc/procedures";
import { businessIntelligenceFigures } from "#shared/contracts/dashboard";
import {
  listReportSchedulesOutput,
  recipientDomainsSchema,
  reportScheduleIdInput,
  reportScheduleItem,
  setReportScheduleInput,
} from "#shared/contracts/report-schedules";
import {
  createReportInput,
  listReportsInput,
  listReportsOutput,
  previewReportInput,
  reportIdInput,
  reportItem,
  reportResult,
  runReportInput,
  updateReportInput,
} from "#shared/contracts/reports";
import { personOptionsOutput, staffOptionsInput } from "#shared/contracts/users";
import { REPORT_READERS } from "#shared/permissions";
import { createReport } from "./create-report";
import { deleteReport } from "./delete-report";
import { exportReport } from "./export-report";
import { getReport } from "./get-report";
import { listReportSchedules } from "./list-report-schedules";
import { listReports } from "./list-reports";
import { previewReport } from "./preview-report";
import { readRecipientDomains, setRecipientDomains } from "./recipient-domains";
import { removeReportSchedule } from "./remove-report-schedule";
import { reportFigures } from "./report-figures";
import { runSavedReport } from "./run-report";
import { setReportSchedule } from "./set-report-schedule";
import { updateReport } from "./update-report";

const REPORTS_TAG = {
  name: "Reports",
  description:
    "Saved reports over the portal's own data: definitions from each dataset's allow-list, their results a page at a time, and CSV exports.",
};

/** Anyone who reads, builds or manages reports; each use case then shows only what the caller may open. */
const readers = () => permissionProcedure(...REPORT_READERS);
/** Builders change their own reports; managers (manage_reports) the shared ones too. */
const editors = () => permissionProcedure("create_reports", "manage_reports");

export const reportsRouter = featureRouter(REPORTS_TAG, {
  list: readers()
    .route({
      method: "GET",
      path: "/reports",
      summary:
        "The caller's own reports and the shared ones, most recently changed first, searched by name or description",
    })
    .input(listReportsInput)
    .output(listReportsOutput)
    .handler(({ input, context }) => listReports(context.db, context.caller, input)),

  figures: readers()
    .route({
      method: "GET",
      path: "/report-figures",
      summary:
        "How many reports the caller opens, how many are delivered on a schedule, and the soonest delivery",
    })
    .output(businessIntelligenceFigures)
    .handler(({ context }) => reportFigures(context.db, context.caller)),

  get: readers()
    .route({ method: "GET", path: "/reports/{id}", summary: "One report the caller may open" })
    .input(reportIdInput)
    .output(reportItem)
    .handler(({ input, context }) => getReport(context.db, context.caller, input.id)),

  create: permissionProcedure("create_reports")
    .meta({
      refusals: {
        403: "Sharing with all staff needs manage_reports; the dataset's rows need its permission.",
      },
    })
    .route({ method: "POST", path: "/reports", summary: "Save a new report", successStatus: 201 })
    .input(createReportInput)
    .output(reportItem)
    .handler(({ input, context }) => createReport(context.db, context.caller, input)),

  update: editors()
    .meta({ refusals: { 403: "Not its author, or sharing or unsharing without manage_reports." } })
    .route({
      method: "PUT",
      path: "/reports/{id}",
      summary: "Change a report's name, definition or who sees it",
    })
    .input(updateReportInput)
    .output(reportItem)
    .handler(({ input, context }) => updateReport(context.db, context.caller, input)),

  delete: editors()
    .meta({ refusals: { 403: "Not its author, and a shared report without manage_reports." } })
    .route({ method: "DELETE", path: "/reports/{id}", summary: "Delete a report" })
    .input(reportIdInput)
    .output(z.object({ deleted: z.literal(true) }))
    .handler(async ({ input, context }) => {
      await deleteReport(context.db, context.caller, input.id);
      return { deleted: true as const };
    }),

  run: readers()
    .route({ method: "GET", path: "/reports/{id}/result", summary: "One page of a saved report's result" })
    .input(runReportInput)
    .output(reportResult)
    .handler(({ input, context }) => runSavedReport(context.db, context.caller, input)),

  preview: editors()
    .route({
      method: "POST",
      path: "/reports/preview",
      summary: "One page of the result of a definition not saved yet, as the builder shows it",
    })
    .input(previewReportInput)
    .output(reportResult)
    .handler(({ input, context }) => previewReport(context.db, context.caller, input)),

  export: readers()
    .route({
      method: "GET",
      path: "/reports/{id}/export",
      summary:
        "A saved report's whole result as a CSV file, streamed; each export is audited (report_exported)",
      outputStructure: "detailed",
    })
    .input(reportIdInput)
    .output(fileResponse)
    .handler(({ input, context }) => exportReport(context, context.caller, input.id)),

  schedules: readers()
    .route({
      method: "GET",
      path: "/report-schedules",
      summary: "The schedules of the reports the caller opens, the soonest delivery first",
    })
    .output(listReportSchedulesOutput)
    .handler(({ context }) => listReportSchedules(context.db, context.caller)),

  setSchedule: permissionProcedure("schedule_reports")
    .meta({
      refusals: {
        403: "The caller may not change the report (its author, or manage_reports for a shared one).",
      },
    })
    .route({
      method: "PUT",
      path: "/reports/{reportId}/schedule",
      summary: "Set when a report is delivered and to whom, replacing its schedule",
    })
    .input(setReportScheduleInput)
    .output(reportScheduleItem)
    .handler(({ input, context }) => setReportSchedule(context.db, context.caller, input)),

  removeSchedule: permissionProcedure("schedule_reports")
    .meta({
      refusals: {
        403: "The caller may not change the report (its author, or manage_reports for a shared one).",
      },
    })
    .route({ method: "DELETE", path: "/reports/{reportId}/schedule", summary: "Stop a report's deliveries" })
    .input(reportScheduleIdInput)
    .output(z.object({ removed: z.literal(true) }))
    .handler(async ({ input, context }) => {
      await removeReportSchedule(context.db, context.caller, input.reportId);
      return { removed: true as const };
    }),

  recipientOptions: permissionProcedure("schedule_reports")
    .route({
      method: "GET",
      path: "/report-recipient-options",
      summary: "Staff whose name or e-mail contains `search`, for choosing who receives a scheduled report",
    })
    .input(staffOptionsInput)
    .output(personOptionsOutput)
    .handler(({ input, context }) => listPeople(context.db, { ...input, staffOnly: true })),

  recipientDomains: permissionProcedure("schedule_reports", "manage_system")
    .route({
      method: "GET",
      path: "/report-recipient-domains",
      summary: "The e-mail domains scheduled reports may be sent to, besides the portal's staff",
    })
    .output(recipientDomainsSchema)
    .handler(({ context }) => readRecipientDomains(context.db)),

  setRecipientDomains: permissionProcedure("manage_system")
    .route({
      method: "PUT",
      path: "/report-recipient-domains",
      summary: "Replace the e-mail domains scheduled reports may be sent to",
    })
    .input(recipientDomainsSchema)
    .output(recipientDomainsSchema)
    .handler(({ input, context }) => setRecipientDomains(context.db, context.caller, input)),
});
