import type { ReportScheduleItem } from "#shared/contracts/report-schedules";
import { labelOf, REPORT_SCHEDULE_PRESET_LABELS } from "#shared/labels";

/**
 * When a schedule delivers, in words: its preset's label, or a custom rule as written
 * (docs/product/business-intelligence.md#scheduled-deliveries).
 */
export function scheduleRuleText({ preset, rule }: Pick<ReportScheduleItem, "preset" | "rule">): string {
  if (preset === "custom") return `Custom rule: ${rule}`;
  return labelOf(REPORT_SCHEDULE_PRESET_LABELS, preset);
}

/** The time of day in the schedule's own zone, e.g. '09:00 (Europe/Berlin)'. */
export const scheduleTimeText = ({
  timeOfDay,
  timeZone,
}: Pick<ReportScheduleItem, "timeOfDay" | "timeZone">) => `${timeOfDay} (${timeZone.replaceAll("_", " ")})`;
