import { Navigate, Outlet, type RouteObject, useLocation } from "react-router";
import { ProtectedRoute } from "./auth/protected-route";
import type { HostKind } from "./host-kind";
import { PageLoading } from "./page-loading";
import { partnerHostAddressOf } from "./partner-host-address";
import { ADMIN_TABS, PARTNER_PATHS, PARTNER_PORTAL_TABS, paths } from "./paths";
import { RouteError } from "./route-error";

// Every screen is its own chunk, so the first page loads only what it shows.
const screens = {
  signedInFrame: async () => ({ Component: (await import("./signed-in-frame")).SignedInFrame }),
  shell: async () => ({ Component: (await import("../layout/app-shell")).AppShell }),
  dashboard: async () => ({
    Component: (await import("./pages/staff-dashboard-page")).StaffDashboardPage,
  }),
  customerSuccess: async () => ({
    Component: (await import("../features/customer-success/customer-success-page")).CustomerSuccessPage,
  }),
  customer: async () => ({
    Component: (await import("../features/customer-success/customer/customer-page")).CustomerPage,
  }),
  ticket: async () => ({
    Component: (await import("../features/customer-success/tickets/ticket-page")).TicketPage,
  }),
  customerSuccessSettings: async () => ({
    Component: (await import("../features/customer-success/settings/customer-success-settings-page"))
      .CustomerSuccessSettingsPage,
  }),
  partnerPortal: async () => ({
    Component: (await import("./pages/partner-portal-page")).PartnerPortalPage,
  }),
  learning: async () => ({ Component: (await import("../features/learning/learning-page")).LearningPage }),
  course: async () => ({ Component: (await import("../features/learning/course/course-page")).CoursePage }),
  courseEditor: async () => ({
    Component: (await import("../features/learning/editor/course-editor-page")).CourseEditorPage,
  }),
  courseEnrollments: async () => ({
    Component: (await import("../features/learning/enrollments/course-enrollments-page"))
      .CourseEnrollmentsPage,
  }),
  manageCourses: async () => ({
    Component: (await import("../features/learning/manage/manage-courses-page")).ManageCoursesPage,
  }),
  verifyCertificate: async () => ({
    Component: (await import("../features/learning/verify/verify-certificate-page")).VerifyCertificatePage,
  }),
  partnerCourse: async () => ({
    Component: (await import("./pages/partner-course-page")).PartnerCoursePage,
  }),
  partnerDeal: async () => ({
    Component: (await import("./pages/partner-deal-page")).PartnerDealPage,
  }),
  businessIntelligence: async () => ({
    Component: (await import("../features/business-intelligence/business-intelligence-page"))
      .BusinessIntelligencePage,
  }),
  report: async () => ({
    Component: (await import("../features/business-intelligence/report/report-page")).ReportPage,
  }),
  reportBuilder: async () => ({
    Component: (await import("../features/business-intelligence/builder/report-builder-page"))
      .ReportBuilderPage,
  }),
  admin: async () => ({
    Component: (await import("./pages/admin-settings-with-webhooks-page")).AdminSettingsWithWebhooksPage,
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
  acceptInvitation: async () => ({
    Component: (await import("../features/partner-auth/accept-invitation/accept-invitation-page"))
      .AcceptInvitationPage,
  }),
  joinTeam: async () => ({
    Component: (await import("../features/partner-teams/join/join-team-page")).JoinTeamPage,
  }),
  partnerDashboard: async () => ({
    Component: (await import("./pages/partner-dashboard-page")).PartnerDashboardPage,
  }),
  apply: async () => ({ Component: (await import("../features/applications/apply/apply-page")).ApplyPage }),
  status: async () => ({
    Component: (await import("../features/applications/status/status-page")).StatusPage,
  }),
  profileSettings: async () => ({
    Component: (await import("../features/settings/profile/profile-settings-page")).ProfileSettingsPage,
  }),
  preferences: async () => ({
    Component: (await import("./pages/preferences-with-emails-page")).PreferencesWithEmailsPage,
  }),
  partnerProfileSettings: async () => ({
    Component: (await import("../features/settings/profile/profile-settings-page"))
      .PartnerProfileSettingsPage,
  }),
  partnerPreferences: async () => ({
    Component: (await import("./pages/preferences-with-emails-page")).PartnerPreferencesWithEmailsPage,
  }),
  notifications: async () => ({
    Component: (await import("./notifications/app-notifications-page")).StaffNotificationsPage,
  }),
  partnerNotifications: async () => ({
    Component: (await import("./notifications/app-notifications-page")).PartnerNotificationsPage,
  }),
  notFound: async () => ({ Component: (await import("../features/not-found/not-found-page")).NotFoundPage }),
} satisfies Record<string, RouteObject["lazy"]>;

type Screen = keyof typeof screens;

/**
 * A screen's loader that never fails: a screen file that cannot be fetched (or fails as it loads) becomes a screen
 * that throws the failure as it draws, for the route's error element. A rejected `lazy` would leave its route
 * half-loaded, which React Router draws as nothing at all.
 */
function load(screen: Screen): RouteObject["lazy"] {
  return async () => {
    try {
      return await screens[screen]();
    } catch (failure) {
      return {
        Component: () => {
          throw failure;
        },
      };
    }
  };
}

const page = (path: string, screen: Screen): RouteObject => ({ path, lazy: load(screen) });

/** A layout route that lets only signed-in users reach its children, in the frame they share. */
const signedInOnly = (redirectTo: string, children: RouteObject[]): RouteObject => ({
  element: (
    <ProtectedRoute redirectTo={redirectTo}>
      <Outlet />
    </ProtectedRoute>
  ),
  children: [{ lazy: load("signedInFrame"), children }],
});

function partnerHostRoutes(): RouteObject[] {
  const { partner, internal } = PARTNER_PATHS;
  return [
    { path: paths.home, element: <Navigate to={partner.login} replace /> },
    page(partner.login, "partnerLogin"),
    page(internal.login, "partnerLogin"),
    page(partner.setupPassword, "setupPassword"),
    page(internal.setupPassword, "setupPassword"),
    page(partner.acceptInvitation, "acceptInvitation"),
    page(internal.acceptInvitation, "acceptInvitation"),
    page(partner.join, "joinTeam"),
    page(internal.join, "joinTeam"),
    signedInOnly(partner.login, [
      page(partner.dashboard, "partnerDashboard"),
      page(internal.dashboard, "partnerDashboard"),
      page(partner.course, "partnerCourse"),
      page(internal.course, "partnerCourse"),
      page(partner.deal, "partnerDeal"),
      page(internal.deal, "partnerDeal"),
      page(partner.profileSettings, "partnerProfileSettings"),
      page(internal.profileSettings, "partnerProfileSettings"),
      page(partner.preferences, "partnerPreferences"),
      page(internal.preferences, "partnerPreferences"),
      page(partner.notifications, "partnerNotifications"),
      page(internal.notifications, "partnerNotifications"),
    ]),
    page(paths.apply, "apply"),
    page(paths.status, "status"),
    page(paths.verifyCertificate.pattern, "verifyCertificate"),
    // The internal host's Partner Portal and Learning, which a partner may meet in a link, lead to their tabs.
    { path: `${paths.partnerPortal.root}/*`, element: <ToPartnerHostAddress /> },
    { path: `${paths.learning.catalog}/*`, element: <ToPartnerHostAddress /> },
    page(paths.notFound, "notFound"),
  ];
}

/** On a partner host: what shows the same as the internal-host address asked for. */
function ToPartnerHostAddress() {
  const { pathname } = useLocation();
  return <Navigate to={partnerHostAddressOf(pathname) ?? PARTNER_PATHS.partner.dashboard} replace />;
}

/**
 * A module screen that stays mounted while its address changes: each tab's address (and a detail's, like an
 * application's in the Partner Portal) is a child the screen reads to open its tab, in the module's one chunk.
 */
const moduleScreen = (root: string, screen: Screen, addresses: readonly string[]): RouteObject => ({
  path: root,
  lazy: load(screen),
  children: [{ index: true }, ...addresses.map((path) => ({ path }))],
});

/**
 * The staff screens inside the layout shell. Each has its own error element, so a screen that cannot be loaded
 * or fails while drawing is replaced by the message and the shell stays standing around it.
 */
function shellRoutes(): RouteObject[] {
  return shellScreens().map((route) => ({ ...route, errorElement: <RouteError inShell /> }));
}

function shellScreens(): RouteObject[] {
  const { customerSuccess, partnerPortal, learning, businessIntelligence } = paths;
  return [
    { index: true, lazy: load("dashboard") },
    moduleScreen(customerSuccess.overview, "customerSuccess", [
      customerSuccess.health,
      customerSuccess.onboarding,
      customerSuccess.tickets,
    ]),
    page(customerSuccess.customer.pattern, "customer"),
    page(customerSuccess.ticket.pattern, "ticket"),
    page(customerSuccess.settings, "customerSuccessSettings"),
    moduleScreen(partnerPortal.root, "partnerPortal", [
      ...PARTNER_PORTAL_TABS.map(partnerPortal.tab),
      partnerPortal.application.pattern,
      partnerPortal.partner.pattern,
      partnerPortal.deal.pattern,
    ]),
    moduleScreen(learning.catalog, "learning", [learning.myLearning, learning.certifications]),
    page(learning.course.pattern, "course"),
    page(learning.manage, "manageCourses"),
    page(learning.newCourse, "courseEditor"),
    page(learning.editCourse.pattern, "courseEditor"),
    page(learning.courseEnrollments.pattern, "courseEnrollments"),
    moduleScreen(businessIntelligence.root, "businessIntelligence", [
      businessIntelligence.reports,
      businessIntelligence.analytics,
      businessIntelligence.scheduled,
    ]),
    page(businessIntelligence.newReport, "reportBuilder"),
    page(businessIntelligence.report.pattern, "report"),
    page(businessIntelligence.editReport.pattern, "reportBuilder"),
    moduleScreen(paths.admin, "admin", ADMIN_TABS.map(paths.adminTab)),
    page(paths.settings.profile, "profileSettings"),
    page(paths.settings.preferences, "preferences"),
    page(paths.notifications, "notifications"),
  ];
}

function internalHostRoutes(): RouteObject[] {
  const { partner, internal } = PARTNER_PATHS;
  return [
    page(paths.staffLogin, "staffLogin"),
    page(internal.login, "partnerLogin"),
    page(internal.setupPassword, "setupPassword"),
    page(partner.setupPassword, "setupPassword"),
    page(internal.acceptInvitation, "acceptInvitation"),
    page(partner.acceptInvitation, "acceptInvitation"),
    page(internal.join, "joinTeam"),
    page(partner.join, "joinTeam"),
    signedInOnly(internal.login, [
      page(internal.dashboard, "partnerDashboard"),
      page(internal.course, "partnerCourse"),
      page(internal.deal, "partnerDeal"),
      page(internal.profileSettings, "partnerProfileSettings"),
      page(internal.preferences, "partnerPreferences"),
      page(internal.notifications, "partnerNotifications"),
    ]),
    page(paths.partnerArea.apply, "apply"),
    page(paths.apply, "apply"),
    page(paths.status, "status"),
    page(paths.verifyCertificate.pattern, "verifyCertificate"),
    // Any other address in the partner area leads to its login.
    page(paths.partnerArea.anyOther, "partnerLogin"),
    signedInOnly(paths.staffLogin, [{ path: paths.home, lazy: load("shell"), children: shellRoutes() }]),
    page(paths.notFound, "notFound"),
  ];
}

/** The route table of a host kind: partner hosts serve only the partner screens. */
export function routesFor(kind: HostKind): RouteObject[] {
  const routes = kind === "partner" ? partnerHostRoutes() : internalHostRoutes();
  // Shown while the first screen's chunk loads; the error element catches what no screen's own does.
  return [{ HydrateFallback: PageLoading, errorElement: <RouteError />, children: routes }];
}
