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
import { paths } from "../app/paths";

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/**
 * The sidebar's groups and entries (docs/product/shell-and-navigation.md#sidebar); every signed-in user sees
 * all of them.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  { label: "Main", items: [{ title: "Dashboard", href: paths.home, icon: LayoutDashboardIcon }] },
  {
    label: "Customer Success",
    items: [
      { title: "Customer Health", href: paths.customerSuccess.overview, icon: HeartPulseIcon },
      { title: "Support Tickets", href: paths.customerSuccess.tickets, icon: LifeBuoyIcon },
    ],
  },
  {
    label: "Partner Portal",
    items: [
      { title: "Partner Directory", href: paths.partnerPortal.root, icon: HandshakeIcon },
      { title: "Performance Tracking", href: paths.partnerPortal.performance, icon: TrendingUpIcon },
    ],
  },
  {
    label: "Learning Management",
    items: [
      { title: "Course Catalog", href: paths.learning.catalog, icon: BookOpenIcon },
      { title: "My Learning", href: paths.learning.myLearning, icon: GraduationCapIcon },
      { title: "Certifications", href: paths.learning.certifications, icon: AwardIcon },
    ],
  },
  {
    label: "Business Intelligence",
    items: [
      { title: "Analytics Dashboard", href: paths.businessIntelligence.root, icon: ChartColumnIcon },
      { title: "Custom Reports", href: paths.businessIntelligence.reports, icon: FileTextIcon },
      { title: "Scheduled Reports", href: paths.businessIntelligence.scheduled, icon: CalendarClockIcon },
    ],
  },
  { label: "Administration", items: [{ title: "Admin Settings", href: paths.admin, icon: SettingsIcon }] },
];

export const NAV_HREFS: readonly string[] = NAV_GROUPS.flatMap((group) =>
  group.items.map((item) => item.href),
);
