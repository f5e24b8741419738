import { generatePath } from "react-router";
import { addressWithQuery } from "./address-with-query";
import { type HostKind, hostKind } from "./host-kind";

// Every address of the web app. Routes are declared from this table and every link, redirect and tab reads
// it, so an address changes in one place.

export interface PartnerPaths {
  login: string;
  dashboard: string;
  setupPassword: string;
  /** Where an invitation mail's link leads (docs/product/partner-teams.md#invitations). */
  acceptInvitation: string;
  /** Where someone at a partner's e-mail domain asks to join its team (docs/product/partner-teams.md#join-requests). */
  join: string;
  /** A course taken from the partner dashboard's Learning tab. */
  course: string;
  /** One of the partner's deals, from My Deals (docs/product/deals.md#one-deal). */
  deal: string;
  /** The contact's own Profile Settings and Preferences (docs/product/profile-and-preferences.md). */
  profileSettings: string;
  preferences: string;
  /** The contact's full page of notifications (docs/product/notifications.md). */
  notifications: string;
}

/** Partner hosts serve the partner screens at the root; the internal host keeps them under /partner. */
export const PARTNER_PATHS: Record<HostKind, PartnerPaths> = {
  partner: {
    login: "/login",
    dashboard: "/dashboard",
    setupPassword: "/setup-password",
    acceptInvitation: "/accept-invitation",
    join: "/join",
    course: "/dashboard/courses/:courseId",
    deal: "/dashboard/deals/:dealId",
    profileSettings: "/settings/profile",
    preferences: "/settings/preferences",
    notifications: "/notifications",
  },
  internal: {
    login: "/partner/login",
    dashboard: "/partner/dashboard",
    setupPassword: "/partner/setup-password",
    acceptInvitation: "/partner/accept-invitation",
    join: "/partner/join",
    course: "/partner/dashboard/courses/:courseId",
    deal: "/partner/dashboard/deals/:dealId",
    profileSettings: "/partner/settings/profile",
    preferences: "/partner/settings/preferences",
    notifications: "/partner/notifications",
  },
};

/** The Partner Portal's tabs, each at /partner-portal/<tab>; which of them a user sees depends on the role. */
export const PARTNER_PORTAL_TABS = [
  "dashboard",
  "submit-deal",
  "deals",
  "performance",
  "applications",
  "partners",
  "certifications",
  "resources",
  "team",
] as const;

export type PartnerPortalTab = (typeof PARTNER_PORTAL_TABS)[number];

/** Admin Settings' tabs, each at /admin/<tab>; which of them a user sees depends on the permissions. */
export const ADMIN_TABS = [
  "users",
  "departments",
  "integrations",
  "programme",
  "system",
  "audit-log",
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

/** The query that opens the New Ticket form on arrival, and the customer it is about. */
export const NEW_TICKET_PARAMS = { open: "new", customer: "customer" } as const;

const CUSTOMER_SUCCESS = "/customer-success";
const PARTNER_PORTAL = "/partner-portal";
const LEARNING = "/lms";
const BUSINESS_INTELLIGENCE = "/business-intelligence";
const ADMIN = "/admin";
const CUSTOMER = `${CUSTOMER_SUCCESS}/customers/:customerId`;
const REPORT = `${BUSINESS_INTELLIGENCE}/reports/:reportId`;
const REPORT_EDIT = `${REPORT}/edit`;
const TICKET = `${CUSTOMER_SUCCESS}/tickets/:ticketId`;
const PARTNER_PORTAL_APPLICATION = `${PARTNER_PORTAL}/applications/:applicationId`;
const PARTNER_PORTAL_PARTNER = `${PARTNER_PORTAL}/partners/:partnerId`;
const PARTNER_PORTAL_DEAL = `${PARTNER_PORTAL}/deals/:dealId`;
const COURSE = `${LEARNING}/courses/:courseId`;
const COURSE_EDIT = `${COURSE}/edit`;
const COURSE_ENROLLMENTS = `${COURSE}/enrollments`;
const VERIFY = "/verify/:code";

/** A pattern with one `:courseId`, and the address of one course under it. */
const courseAddress = (pattern: string) => ({
  pattern,
  to: (courseId: string) => generatePath(pattern, { courseId }),
});

/** A pattern with one `:dealId`, and the address of one deal under it. */
const dealAddress = (pattern: string) => ({
  pattern,
  to: (dealId: string) => generatePath(pattern, { dealId }),
});

export const paths = {
  home: "/",
  staffLogin: "/login",
  apply: "/apply",
  status: "/status",
  /** The partner screens on this page's host. */
  partner: PARTNER_PATHS[hostKind],
  /** The internal host's partner area: the application form under it too, and the login for any other address. */
  partnerArea: { apply: "/partner/apply", anyOther: "/partner/*" },
  /** Each tab at its own address; the module's address is the Customer Overview's. */
  customerSuccess: {
    overview: CUSTOMER_SUCCESS,
    health: `${CUSTOMER_SUCCESS}/health`,
    onboarding: `${CUSTOMER_SUCCESS}/onboarding`,
    /** Support Tickets (docs/product/customer-success.md#support-tickets). */
    tickets: `${CUSTOMER_SUCCESS}/tickets`,
    /** Support Tickets with the New Ticket form open, about the customer when one is named. */
    newTicket: (customerId?: string) =>
      addressWithQuery(`${CUSTOMER_SUCCESS}/tickets`, {
        [NEW_TICKET_PARAMS.open]: "1",
        ...(customerId ? { [NEW_TICKET_PARAMS.customer]: customerId } : {}),
      }),
    /** Customer Success settings: health weights, SLA targets and the business calendar (administrators). */
    settings: `${CUSTOMER_SUCCESS}/settings`,
    /** One customer's page. */
    customer: {
      pattern: CUSTOMER,
      to: (customerId: string) => generatePath(CUSTOMER, { customerId }),
    },
    /** One ticket's page. */
    ticket: {
      pattern: TICKET,
      to: (ticketId: string) => generatePath(TICKET, { ticketId }),
    },
  },
  partnerPortal: {
    /** Opens the role's first tab: All Deals for partner administrators, My Dashboard for partners. */
    root: PARTNER_PORTAL,
    /** Performance Tracking: the Performance tab, a partner's own figures or the ranking for administrators. */
    performance: `${PARTNER_PORTAL}/performance`,
    tab: (tab: PartnerPortalTab) => `${PARTNER_PORTAL}/${tab}`,
    /** One application's details, open over the Applications tab. */
    application: {
      pattern: PARTNER_PORTAL_APPLICATION,
      to: (applicationId: string) => generatePath(PARTNER_PORTAL_APPLICATION, { applicationId }),
    },
    /** One partner's details, open over the Partners tab. */
    partner: {
      pattern: PARTNER_PORTAL_PARTNER,
      to: (partnerId: string) => generatePath(PARTNER_PORTAL_PARTNER, { partnerId }),
    },
    /** One deal, in place of the Deals tab's list. */
    deal: dealAddress(PARTNER_PORTAL_DEAL),
  },
  /** Each tab at its own address; the module's address is the Course Catalog's. */
  learning: {
    catalog: LEARNING,
    myLearning: `${LEARNING}/my-learning`,
    certifications: `${LEARNING}/certifications`,
    /** Taking one course: its lessons and quiz. */
    course: courseAddress(COURSE),
    /** Holders of manage_courses: every course, drafts included. */
    manage: `${LEARNING}/manage`,
    newCourse: `${LEARNING}/courses/new`,
    editCourse: courseAddress(COURSE_EDIT),
    courseEnrollments: courseAddress(COURSE_ENROLLMENTS),
  },
  /** A certificate's public verification page, on both hosts, without signing in. */
  verifyCertificate: {
    pattern: VERIFY,
    to: (code: string) => generatePath(VERIFY, { code }),
  },
  /** A course taken from the partner dashboard on this page's host. */
  partnerCourse: courseAddress(PARTNER_PATHS[hostKind].course),
  /** One of the partner's deals, from the partner dashboard on this page's host. */
  partnerDeal: dealAddress(PARTNER_PATHS[hostKind].deal),
  /** Each tab at its own address. */
  businessIntelligence: {
    /** The module's address, which the sidebar calls Analytics Dashboard: it opens Reports & Dashboards. */
    root: BUSINESS_INTELLIGENCE,
    reports: `${BUSINESS_INTELLIGENCE}/reports`,
    /** A saved report's page: its result a page at a time, Export and (for its editors) Edit. */
    report: { pattern: REPORT, to: (reportId: string) => generatePath(REPORT, { reportId }) },
    /** The report builder for a new report (create_reports). */
    newReport: `${BUSINESS_INTELLIGENCE}/reports/new`,
    /** The report builder over a saved report, for those who may change it. */
    editReport: { pattern: REPORT_EDIT, to: (reportId: string) => generatePath(REPORT_EDIT, { reportId }) },
    analytics: `${BUSINESS_INTELLIGENCE}/analytics`,
    scheduled: `${BUSINESS_INTELLIGENCE}/scheduled`,
  },
  /** A staff member's own settings, from the account menu (docs/product/profile-and-preferences.md). */
  settings: { profile: "/settings/profile", preferences: "/settings/preferences" },
  /** A staff member's full page of notifications, from the bell (docs/product/notifications.md). */
  notifications: "/notifications",
  /** Admin Settings; its address opens User Management. */
  admin: ADMIN,
  /** Each Admin Settings tab at its own address. */
  adminTab: (tab: AdminTab) => `${ADMIN}/${tab}`,
  notFound: "*",
} as const;
