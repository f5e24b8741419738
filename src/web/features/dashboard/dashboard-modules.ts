import { ChartColumnIcon, GraduationCapIcon, HandshakeIcon, HeartPulseIcon } from "lucide-react";
import { paths } from "#web/app/paths";
import type { DashboardModule } from "./module-card";

/** The four modules the dashboard summarises, in their order on the page (docs/product/dashboard.md). */
export const DASHBOARD_MODULES = {
  customerSuccess: {
    title: "Customer Success",
    description: "Customer health, support tickets and onboarding.",
    href: paths.customerSuccess.overview,
    icon: HeartPulseIcon,
  },
  partnerPortal: {
    title: "Partner Portal",
    description: "Partner directory, deals and performance.",
    href: paths.partnerPortal.root,
    icon: HandshakeIcon,
  },
  learning: {
    title: "Learning Management",
    description: "Course catalog, personal learning and certifications.",
    href: paths.learning.catalog,
    icon: GraduationCapIcon,
  },
  businessIntelligence: {
    title: "Business Intelligence",
    description: "Analytics dashboards, custom and scheduled reports.",
    href: paths.businessIntelligence.root,
    icon: ChartColumnIcon,
  },
} as const satisfies Record<string, DashboardModule>;
