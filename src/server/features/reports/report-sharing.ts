import type { Caller } from "#server/auth/session";
import { AppError } from "#server/platform/app-error";
import { hasAnyPermission } from "#shared/authorization";
import type { ReportVisibility } from "#shared/enums";

export const SHARING_REFUSAL =
  "Only people with the manage_reports permission can share a report with all staff or make a shared one private.";

/** Sharing a report with all staff, or taking it back, needs manage_reports. */
export function requireSharingRight(
  caller: Caller,
  from: ReportVisibility | null,
  to: ReportVisibility,
): void {
  if (
    (to === "shared" || from === "shared") &&
    from !== to &&
    !hasAnyPermission(caller.profile, ["manage_reports"])
  ) {
    throw new AppError("forbidden", SHARING_REFUSAL, { field: "visibility" });
  }
}
