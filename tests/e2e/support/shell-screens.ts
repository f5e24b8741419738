/** Every sidebar entry with the address it opens and the heading of the screen there. */
export const SHELL_SCREENS = [
  { item: "Dashboard", path: "/", heading: "Portal Dashboard" },
  { item: "Customer Health", path: "/customer-success", heading: "Customer Success" },
  { item: "Support Tickets", path: "/customer-success/tickets", heading: "Customer Success" },
  { item: "Partner Directory", path: "/partner-portal", heading: "Partner Portal Admin" },
  { item: "Performance Tracking", path: "/partner-portal/performance", heading: "Partner Portal Admin" },
  { item: "Course Catalog", path: "/lms", heading: "Learning Management" },
  { item: "My Learning", path: "/lms/my-learning", heading: "Learning Management" },
  { item: "Certifications", path: "/lms/certifications", heading: "Learning Management" },
  { item: "Analytics Dashboard", path: "/business-intelligence", heading: "Business Intelligence" },
  { item: "Custom Reports", path: "/business-intelligence/reports", heading: "Business Intelligence" },
  { item: "Scheduled Reports", path: "/business-intelligence/scheduled", heading: "Business Intelligence" },
  { item: "Admin Settings", path: "/admin", heading: "Admin Settings" },
] as const;

export const SIDEBAR_GROUPS = [
  "Main",
  "Customer Success",
  "Partner Portal",
  "Learning Management",
  "Business Intelligence",
  "Administration",
] as const;
