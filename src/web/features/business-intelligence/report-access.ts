import { useAuthorization } from "#web/app/auth/authorization-context";

/** What the caller may do with saved reports, as their permission profile says; the server decides anyway. */
export interface ReportAccess {
  /** Open the library and the reports shared with them or their own: view_reports, create_reports or manage_reports. */
  read: boolean;
  /** Build new reports: create_reports. */
  create: boolean;
  /** Share a report with all staff: manage_reports. */
  share: boolean;
}

export function useReportAccess(): ReportAccess {
  const { hasPermission } = useAuthorization();
  const create = hasPermission("create_reports");
  const share = hasPermission("manage_reports");
  return { read: hasPermission("view_reports") || create || share, create, share };
}

/** Any of these opens the library and a report. */
export const REPORT_READERS = ["view_reports", "create_reports", "manage_reports"] as const;
