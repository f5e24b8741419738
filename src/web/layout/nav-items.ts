import {
  AwardIcon,
  BookOpenIcon,
  CalendarClockIcon,
  ChartColumnIcon,
  FileTextIcon,
  GraduationCapIcon,
  HandshakeIcon,
  HeartPulseIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  type LucideIcon,
  SettingsIcon,
  TrendingUpIcon,
} from "lucide-react";

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The sidebar's groups and entries (SPEC.md 2); every signed-in user sees all of them. */
export const NAV_GROUPS: readonly NavGroup[] = [
  { label: "Main", items: [{ title: "Dashboard", href: "/", icon: LayoutDashboardIcon }] },
  {
    label: "Customer Success",
    items: [
      { title: "Customer Health", href: "/customer-success", icon: HeartPulseIcon },
      { title: "Support Tickets", href: "/customer-success/tickets", icon: LifeBuoyIcon },
    ],
  },
  {
    label: "Partner Portal",
    items: [
      { title: "Partner Directory", href: "/partner-portal", icon: HandshakeIcon },
      { title: "Performance Tracking", href: "/partner-portal/performance", icon: TrendingUpIcon },
    ],
  },
  {
    label: "Learning Management",
    items: [
      { title: "Course Catalog", href: "/lms", icon: BookOpenIcon },
      { title: "My Learning", href: "/lms/my-learning", icon: GraduationCapIcon },
      { title: "Certifications", href: "/lms/certifications", icon: AwardIcon },
    ],
  },
  {
    label: "Business Intelligence",
    items: [
      { title: "Analytics Dashboard", href: "/business-intelligence", icon: ChartColumnIcon },
      { title: "Custom Reports", href: "/business-intelligence/reports", icon: FileTextIcon },
      { title: "Scheduled Reports", href: "/business-intelligence/scheduled", icon: CalendarClockIcon },
    ],
  },
  { label: "Administration", items: [{ title: "Admin Settings", href: "/admin", icon: SettingsIcon }] },
];

export const NAV_HREFS: readonly string[] = NAV_GROUPS.flatMap((group) =>
  group.items.map((item) => item.href),
);
