import { Navigate, Outlet, type RouteObject } from "react-router";
import { ProtectedRoute } from "./auth/protected-route";
import type { HostKind } from "./host-kind";
import { PageLoading } from "./page-loading";
import { partnerPathsFor } from "./partner-paths";

// Every screen is its own chunk, so the first page loads only what it shows.
const screens = {
  shell: async () => ({ Component: (await import("../layout/app-shell")).AppShell }),
  dashboard: async () => ({
    Component: (await import("../features/dashboard/dashboard-page")).DashboardPage,
  }),
  customerSuccess: async () => ({
    Component: (await import("../features/customer-success/customer-success-page")).CustomerSuccessPage,
  }),
  partnerPortal: async () => ({
    Component: (await import("./pages/partner-portal-page")).PartnerPortalPage,
  }),
  learning: async () => ({ Component: (await import("../features/learning/learning-page")).LearningPage }),
  businessIntelligence: async () => ({
    Component: (await import("../features/business-intelligence/business-intelligence-page"))
      .BusinessIntelligencePage,
  }),
  admin: async () => ({
    Component: (await import("../features/admin/admin-settings-page")).AdminSettingsPage,
  }),
  staffLogin: async () => ({
    Component: (await import("../features/staff-auth/staff-login-page")).StaffLoginPage,
  }),
  partnerLogin: async () => ({
    Component: (await import("../features/partner-auth/login/partner-login-page")).PartnerLoginPage,
  }),
  setupPassword: async () => ({
    Component: (await import("../features/partner-auth/setup-password/setup-password-page"))
      .SetupPasswordPage,
  }),
  partnerDashboard: async () => ({
    Component: (await import("../features/partners/dashboard/partner-dashboard-page")).PartnerDashboardPage,
  }),
  apply: async () => ({ Component: (await import("../features/applications/apply/apply-page")).ApplyPage }),
  status: async () => ({
    Component: (await import("../features/applications/status/status-page")).StatusPage,
  }),
  notFound: async () => ({ Component: (await import("../features/not-found/not-found-page")).NotFoundPage }),
} satisfies Record<string, RouteObject["lazy"]>;

type Screen = keyof typeof screens;

const page = (path: string, screen: Screen): RouteObject => ({ path, lazy: screens[screen] });

/** A layout route that lets only signed-in users reach its children. */
const signedInOnly = (redirectTo: string, children: RouteObject[]): RouteObject => ({
  element: (
    <ProtectedRoute redirectTo={redirectTo}>
      <Outlet />
    </ProtectedRoute>
  ),
  children,
});

function partnerHostRoutes(): RouteObject[] {
  const paths = partnerPathsFor("partner");
  return [
    { path: "/", element: <Navigate to={paths.login} replace /> },
    page("/login", "partnerLogin"),
    page("/partner/login", "partnerLogin"),
    page("/setup-password", "setupPassword"),
    page("/partner/setup-password", "setupPassword"),
    signedInOnly(paths.login, [
      page("/dashboard", "partnerDashboard"),
      page("/partner/dashboard", "partnerDashboard"),
    ]),
    page("/apply", "apply"),
    page("/status", "status"),
    page("*", "notFound"),
  ];
}

/** The staff screens inside the layout shell; a module's sub-pages share its chunk and pick their own tab. */
function shellRoutes(): RouteObject[] {
  return [
    { index: true, lazy: screens.dashboard },
    page("customer-success", "customerSuccess"),
    page("customer-success/tickets", "customerSuccess"),
    page("partner-portal", "partnerPortal"),
    page("partner-portal/performance", "partnerPortal"),
    page("lms", "learning"),
    page("lms/my-learning", "learning"),
    page("lms/certifications", "learning"),
    page("business-intelligence", "businessIntelligence"),
    page("business-intelligence/reports", "businessIntelligence"),
    page("business-intelligence/scheduled", "businessIntelligence"),
    page("admin", "admin"),
  ];
}

function internalHostRoutes(): RouteObject[] {
  const paths = partnerPathsFor("internal");
  return [
    page("/login", "staffLogin"),
    page("/partner/login", "partnerLogin"),
    page("/partner/setup-password", "setupPassword"),
    page("/setup-password", "setupPassword"),
    signedInOnly(paths.login, [page("/partner/dashboard", "partnerDashboard")]),
    page("/partner/apply", "apply"),
    page("/apply", "apply"),
    page("/status", "status"),
    // Any other address in the partner area leads to its login.
    page("/partner/*", "partnerLogin"),
    signedInOnly("/login", [{ path: "/", lazy: screens.shell, children: shellRoutes() }]),
    page("*", "notFound"),
  ];
}

/** The route table of a host kind: partner hosts serve only the partner screens. */
export function routesFor(kind: HostKind): RouteObject[] {
  const routes = kind === "partner" ? partnerHostRoutes() : internalHostRoutes();
  // Shown while the first screen's chunk loads.
  return [{ HydrateFallback: PageLoading, children: routes }];
}
