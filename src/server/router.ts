import { agreementsRouter } from "./features/agreements/agreements.router";
import { analyticsRouter } from "./features/analytics/analytics.router";
import { apiKeysRouter } from "./features/api-keys/api-keys.router";
import { applicationsRouter } from "./features/applications/applications.router";
import { auditLogRouter } from "./features/audit-log/audit-log.router";
import { customerHealthRouter } from "./features/customer-success/customer-health.router";
import { customersRouter } from "./features/customer-success/customers.router";
import { supportRouter } from "./features/customer-success/support.router";
import { ticketsRouter } from "./features/customer-success/tickets.router";
import { dashboardRouter } from "./features/dashboard/dashboard.router";
import { dealsRouter } from "./features/deals/deals.router";
import { departmentsRouter } from "./features/departments/departments.router";
import { learningRouter } from "./features/learning/learning.router";
import { meRouter } from "./features/me/me.router";
import { notificationsRouter } from "./features/notifications/notifications.router";
import { journeyRouter } from "./features/onboarding-journey/journey.router";
import { partnerAuthRouter } from "./features/partner-auth/partner-auth.router";
import { joinRequestsRouter } from "./features/partner-teams/join-requests.router";
import { partnerTeamsRouter } from "./features/partner-teams/partner-teams.router";
import { teamInvitationsRouter } from "./features/partner-teams/team-invitations.router";
import { partnersRouter } from "./features/partners/partners.router";
import { payoutsRouter } from "./features/payouts/payouts.router";
import { performanceRouter } from "./features/performance/performance.router";
import { programmeRouter } from "./features/programme/programme.router";
import { reportsRouter } from "./features/reports/reports.router";
import { resourcesRouter } from "./features/resources/resources.router";
import { searchRouter } from "./features/search/search.router";
import { systemRouter } from "./features/system/system.router";
import { usersRouter } from "./features/users/users.router";
import { webhooksRouter } from "./features/webhooks/webhooks.router";

/** Every procedure of the API; the web client's types come from here. */
export const router = {
  system: systemRouter,
  me: meRouter,
  dashboard: dashboardRouter,
  partnerAuth: partnerAuthRouter,
  partners: partnersRouter,
  team: partnerTeamsRouter,
  invitations: teamInvitationsRouter,
  joinRequests: joinRequestsRouter,
  applications: applicationsRouter,
  deals: dealsRouter,
  programme: programmeRouter,
  agreements: agreementsRouter,
  journey: journeyRouter,
  payouts: payoutsRouter,
  performance: performanceRouter,
  resources: resourcesRouter,
  learning: learningRouter,
  customers: customersRouter,
  customerHealth: customerHealthRouter,
  tickets: ticketsRouter,
  support: supportRouter,
  users: usersRouter,
  departments: departmentsRouter,
  auditLog: auditLogRouter,
  reports: reportsRouter,
  analytics: analyticsRouter,
  search: searchRouter,
  notifications: notificationsRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
};

export type AppRouter = typeof router;
