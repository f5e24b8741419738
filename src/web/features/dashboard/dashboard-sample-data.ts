import {
  ChartColumnIcon,
  GraduationCapIcon,
  HandshakeIcon,
  HeartPulseIcon,
  type LucideIcon,
} from "lucide-react";
import { paths } from "#web/app/paths";
import type { ActivityStatus } from "./activity-status";

// The dashboard shows sample figures only and asks the server for nothing
// (docs/product/modules.md#sample-data).

export type StatTone = "blue" | "green" | "red" | "amber" | "violet";

export interface ModuleStat {
  label: string;
  value: string;
  color: StatTone;
}

export interface ModuleSummary {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
  stats: [ModuleStat, ModuleStat, ModuleStat];
}

export type ActivityType = "support_ticket" | "course_completion" | "partner_deal" | "system_update";

export interface ActivityItem {
  id: string;
  type: ActivityType;
  title: string;
  /** Already relative, e.g. "2 hours ago": sample items have no real timestamp. */
  time: string;
  status: ActivityStatus | (string & {});
}

export const MODULE_SUMMARIES: readonly ModuleSummary[] = [
  {
    title: "Customer Success",
    description: "Customer health, support tickets and onboarding.",
    href: paths.customerSuccess.overview,
    icon: HeartPulseIcon,
    stats: [
      { label: "Active Customers", value: "1,247", color: "blue" },
      { label: "At Risk", value: "23", color: "red" },
      { label: "Avg Health Score", value: "87%", color: "green" },
    ],
  },
  {
    title: "Partner Portal",
    description: "Partner directory, deals and performance.",
    href: paths.partnerPortal.root,
    icon: HandshakeIcon,
    stats: [
      { label: "Active Partners", value: "156", color: "blue" },
      { label: "Open Deals", value: "38", color: "amber" },
      { label: "Pipeline Value", value: "$2.4M", color: "green" },
    ],
  },
  {
    title: "Learning Management",
    description: "Course catalog, personal learning and certifications.",
    href: paths.learning.catalog,
    icon: GraduationCapIcon,
    stats: [
      { label: "Courses", value: "47", color: "blue" },
      { label: "Active Learners", value: "892", color: "violet" },
      { label: "Completion Rate", value: "78%", color: "green" },
    ],
  },
  {
    title: "Business Intelligence",
    description: "Analytics dashboards, custom and scheduled reports.",
    href: paths.businessIntelligence.root,
    icon: ChartColumnIcon,
    stats: [
      { label: "Dashboards", value: "12", color: "blue" },
      { label: "Custom Reports", value: "34", color: "violet" },
      { label: "Scheduled Reports", value: "8", color: "amber" },
    ],
  },
];

export const RECENT_ACTIVITY: readonly ActivityItem[] = [
  {
    id: "ticket-4821",
    type: "support_ticket",
    title: "New high-priority ticket from Northwind Traders",
    time: "2 hours ago",
    status: "urgent",
  },
  {
    id: "course-118",
    type: "course_completion",
    title: "Sarah Chen completed Advanced Sales Techniques",
    time: "4 hours ago",
    status: "completed",
  },
  {
    id: "deal-5540",
    type: "partner_deal",
    title: "Acme Solutions registered a $45,000 deal",
    time: "6 hours ago",
    status: "success",
  },
  {
    id: "update-37",
    type: "system_update",
    title: "Monthly analytics report is ready",
    time: "1 day ago",
    status: "info",
  },
];
