// Sample figures only: this screen makes no server calls until the reporting platform is connected.

import { formatNumber } from "#shared/format";
import { calendarDate } from "#web/lib/format/local-time";
import { nextRunDate, type ScheduleRule } from "./scheduled/next-run";

export type ReportType = "Dashboard" | "Report";

export interface Report {
  id: string;
  name: string;
  description: string;
  type: ReportType;
  /** Date only, ISO format. */
  lastRun: string;
}

interface SampleSchedule {
  id: string;
  name: string;
  schedule: string;
  /** When it runs, so its next run follows today. */
  rule: ScheduleRule;
  recipients: string[];
  format: "PDF" | "Excel" | "CSV";
}

export interface ScheduledReport extends Omit<SampleSchedule, "rule"> {
  /** Date only, ISO format. */
  nextRun: string;
}

export interface BiStat {
  label: string;
  value: string;
  note: string;
}

export const REPORTS: Report[] = [
  {
    id: "rpt-201",
    name: "Revenue Overview",
    description: "Monthly recurring revenue, bookings and renewals by region.",
    type: "Dashboard",
    lastRun: "2026-11-21",
  },
  {
    id: "rpt-202",
    name: "Customer Health Trends",
    description: "Health score movement and at-risk accounts over the last 12 months.",
    type: "Dashboard",
    lastRun: "2026-11-20",
  },
  {
    id: "rpt-203",
    name: "Partner Performance",
    description: "Deals, win rates and commission earned by partner and tier.",
    type: "Report",
    lastRun: "2026-11-18",
  },
  {
    id: "rpt-204",
    name: "Sales Pipeline Forecast",
    description: "Weighted pipeline by stage with the forecast for the quarter.",
    type: "Report",
    lastRun: "2026-11-16",
  },
  {
    id: "rpt-205",
    name: "Support Ticket Analysis",
    description: "Ticket volume, first response and resolution times by priority.",
    type: "Report",
    lastRun: "2026-11-14",
  },
  {
    id: "rpt-206",
    name: "Learning Completion",
    description: "Course enrollments, completions and certificates issued by department.",
    type: "Report",
    lastRun: "2026-11-09",
  },
  {
    id: "rpt-207",
    name: "Churn Risk Drivers",
    description: "Usage, support and billing signals behind churned and at-risk customers.",
    type: "Dashboard",
    lastRun: "2026-11-02",
  },
  {
    id: "rpt-208",
    name: "Marketing Campaign ROI",
    description: "Spend, leads and attributed revenue for each campaign.",
    type: "Report",
    lastRun: "2026-10-30",
  },
];

const SCHEDULES: SampleSchedule[] = [
  {
    id: "sch-301",
    name: "Customer Health Digest",
    schedule: "Every weekday at 09:00",
    rule: { kind: "weekdays", hour: 9 },
    recipients: ["Customer Success team"],
    format: "PDF",
  },
  {
    id: "sch-302",
    name: "Weekly Sales Summary",
    schedule: "Every Monday at 08:00",
    rule: { kind: "weekly", weekday: 1, hour: 8 },
    recipients: ["Sales leadership", "Regional managers"],
    format: "PDF",
  },
  {
    id: "sch-303",
    name: "Partner Commission Statement",
    schedule: "Last business day of the month",
    rule: { kind: "last-business-day", hour: 17 },
    recipients: ["Partner managers", "Finance team"],
    format: "Excel",
  },
  {
    id: "sch-304",
    name: "Monthly Revenue Report",
    schedule: "1st of every month at 07:00",
    rule: { kind: "month-day", day: 1, hour: 7 },
    recipients: ["Executive team", "Finance team"],
    format: "PDF",
  },
  {
    id: "sch-305",
    name: "Quarterly Business Review",
    schedule: "First Monday of each quarter",
    rule: { kind: "quarter-first-weekday", weekday: 1, hour: 9 },
    recipients: ["Executive team"],
    format: "Excel",
  },
];

/** The sample schedules with their next runs from `now`, soonest first as listed. */
export function scheduledReports(now = new Date()): ScheduledReport[] {
  return SCHEDULES.map(({ rule, ...report }) => ({ ...report, nextRun: nextRunDate(rule, now) }));
}

const dashboards = REPORTS.filter((report) => report.type === "Dashboard").length;

/** The screen's figures; the next scheduled run follows `now`. */
export function biStats(now = new Date()): BiStat[] {
  // ISO dates sort as text.
  const nextScheduledRun = scheduledReports(now)
    .map((report) => report.nextRun)
    .sort()[0];
  return [
    {
      label: "Reports & Dashboards",
      value: formatNumber(REPORTS.length),
      note: `${dashboards} dashboards, ${REPORTS.length - dashboards} reports`,
    },
    {
      label: "Scheduled Reports",
      value: formatNumber(SCHEDULES.length),
      note: nextScheduledRun ? `Next run ${calendarDate(nextScheduledRun)}` : "None planned",
    },
    { label: "Report Runs", value: formatNumber(1482), note: "This month" },
    { label: "Data Sources", value: formatNumber(6), note: "CRM, billing, support and more" },
  ];
}
