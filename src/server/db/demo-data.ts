import type { AppRole } from "../../shared/enums";
import type { PermissionName } from "../../shared/permissions";
import { demoDocx, demoPdf, demoPng } from "./demo-documents";
import type * as schema from "./schema";
import type { ApplicationDocument } from "./schema/partners";

// The demo content seed.ts writes. Domain rows have fixed ids so a second run finds them and inserts nothing;
// users, permissions and departments are found by their natural keys (e-mail, name) instead, because a person
// may have signed in before the seed ran and already own the row.

export const DEMO_PARTNER_PASSWORD = "partner-demo";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
/** An insert row whose id is fixed, so the seed can tell which demo rows exist. */
type Fixed<T extends { $inferInsert: unknown }> = Insert<T> & { id: string };

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  jobTitle: string;
  role: AppRole;
  /** Partners with a password get a Better Auth credential account; staff use single sign-on. */
  hasPassword: boolean;
  permissions: PermissionName[];
  departments: { name: string; isPrimary: boolean }[];
}

export const DEMO_DEPARTMENTS = [
  {
    name: "Sales",
    description: "New business, partner sales and account management",
    managerEmail: "manager@example.com",
  },
  {
    name: "Customer Success",
    description: "Onboarding, support and retention of customers",
    managerEmail: "admin@example.com",
  },
] as const;

const SALES = { name: "Sales", isPrimary: true };
const CUSTOMER_SUCCESS = { name: "Customer Success", isPrimary: true };

/** Staff have no password: they sign in through single sign-on. */
function staff(fields: Omit<DemoUser, "id" | "email" | "hasPassword"> & { key: string }): DemoUser {
  const { key, ...rest } = fields;
  return { id: `demo-staff-${key}`, email: `${key}@example.com`, hasPassword: false, ...rest };
}

function partnerContact(
  fields: Pick<DemoUser, "email" | "name" | "jobTitle" | "hasPassword"> & { key: string },
) {
  const { key, ...rest } = fields;
  return {
    id: `demo-partner-${key}`,
    role: "partner",
    permissions: [],
    departments: [],
    ...rest,
  } satisfies DemoUser;
}

export const DEMO_USERS: readonly DemoUser[] = [
  staff({
    key: "superadmin",
    name: "Sofia Ramirez",
    jobTitle: "Chief Operating Officer",
    role: "super_admin",
    permissions: [],
    departments: [SALES],
  }),
  staff({
    key: "admin",
    name: "Adam Clarke",
    jobTitle: "Head of Customer Success",
    role: "admin",
    permissions: [],
    departments: [CUSTOMER_SUCCESS],
  }),
  staff({
    key: "manager",
    name: "Maya Patel",
    jobTitle: "Sales Manager",
    role: "manager",
    permissions: ["manage_users"],
    departments: [SALES],
  }),
  staff({
    key: "analyst",
    name: "Noah Kim",
    jobTitle: "Business Analyst",
    role: "analyst",
    permissions: ["view_analytics"],
    departments: [SALES, { ...CUSTOMER_SUCCESS, isPrimary: false }],
  }),
  staff({
    key: "user",
    name: "Ulla Jensen",
    jobTitle: "Customer Success Specialist",
    role: "user",
    permissions: [],
    departments: [CUSTOMER_SUCCESS],
  }),
  staff({
    key: "viewer",
    name: "Victor Chen",
    jobTitle: "Finance Controller",
    role: "viewer",
    permissions: [],
    departments: [CUSTOMER_SUCCESS],
  }),
  partnerContact({
    key: "acme",
    email: "partner@acme.example",
    name: "Alice Johnson",
    jobTitle: "Partner Manager",
    hasPassword: true,
  }),
  partnerContact({
    key: "globex",
    email: "partner@globex.example",
    name: "Grace Liu",
    jobTitle: "Director of Alliances",
    hasPassword: true,
  }),
  partnerContact({
    key: "umbrella",
    email: "rejected@umbrella.example",
    name: "Rita Alvarez",
    jobTitle: "Business Development Lead",
    hasPassword: false,
  }),
  partnerContact({
    key: "hooli",
    email: "suspended@hooli.example",
    name: "Gavin Belson",
    jobTitle: "VP Partnerships",
    hasPassword: true,
  }),
];

const ADMIN_EMAIL = "admin@example.com";

/** Recognisable fixed uuids: group says which table, n which row. */
function demoId(group: number, n: number): string {
  return `de300000-0000-4000-8000-${group.toString(16).padStart(4, "0")}${n.toString(16).padStart(8, "0")}`;
}

const DEMO_PARTNER_IDS = {
  acme: demoId(1, 1),
  globex: demoId(1, 2),
  initech: demoId(1, 3),
  umbrella: demoId(1, 4),
  hooli: demoId(1, 5),
} as const;

export interface DemoDocumentFile {
  /** Storage key in the application-documents bucket. */
  path: string;
  type: string;
  bytes: Uint8Array;
}

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const key = (partner: keyof typeof DEMO_PARTNER_IDS, name: string) =>
  `applications/${DEMO_PARTNER_IDS[partner]}/${name}`;

/** The demo applications' documents: their rows point at these files, which the seed writes to storage. */
export const DEMO_DOCUMENT_FILES = {
  acmeLicence: {
    path: key("acme", "business-license.pdf"),
    type: PDF,
    bytes: demoPdf("Business licence", [
      "Acme Solutions, 100 Harbor Way, San Francisco, CA",
      "Licence number CA-BL-2013-448812, issued 2013, renewed yearly.",
      "Demo document of the Partner Portal's sample data.",
    ]),
  },
  acmeProfile: {
    path: key("acme", "company-profile.docx"),
    type: DOCX,
    bytes: demoDocx("Company profile: Acme Solutions", [
      "Reseller of customer portals to mid-sized manufacturers on the US West Coast since 2013.",
      "51-200 employees, a certified support desk and 20 expected deals a year.",
      "Demo document of the Partner Portal's sample data.",
    ]),
  },
  globexCertifications: {
    path: key("globex", "certifications.pdf"),
    type: PDF,
    bytes: demoPdf("Certifications", [
      "Globex Systems holds ISO 9001 and ISO 27001 certificates.",
      "Demo document of the Partner Portal's sample data.",
    ]),
  },
  initechLicence: {
    path: key("initech", "business-license.png"),
    type: "image/png",
    bytes: demoPng(600, 360),
  },
  hooliProposal: {
    path: key("hooli", "partnership-proposal.pdf"),
    type: PDF,
    bytes: demoPdf("Partnership proposal", [
      "Hooli proposes a technology alliance: joint integrations and co-selling.",
      "Demo document of the Partner Portal's sample data.",
    ]),
  },
} satisfies Record<string, DemoDocumentFile>;

function documentRow(file: DemoDocumentFile): ApplicationDocument {
  return {
    name: file.path.slice(file.path.lastIndexOf("/") + 1),
    path: file.path,
    type: file.type,
    size: file.bytes.length,
  };
}

/** value x rate / 100, rounded to cents, computed in whole cents so no binary fraction creeps in. */
export function commissionFor(dealValue: string, commissionRate: string): string {
  const valueCents = Math.round(Number(dealValue) * 100);
  const rateHundredths = Math.round(Number(commissionRate) * 100);
  const amountCents = Math.round((valueCents * rateHundredths) / 10_000);
  return (amountCents / 100).toFixed(2);
}

export interface DemoRecords {
  partners: Fixed<typeof schema.partners>[];
  applications: Fixed<typeof schema.partnerApplications>[];
  deals: Fixed<typeof schema.partnerDeals>[];
  payouts: Fixed<typeof schema.commissionPayouts>[];
  resources: Fixed<typeof schema.partnerResources>[];
  courses: Fixed<typeof schema.courses>[];
  enrollments: Fixed<typeof schema.enrollments>[];
  attempts: Fixed<typeof schema.assessmentAttempts>[];
  certificates: Fixed<typeof schema.certificates>[];
  auditLogs: Fixed<typeof schema.partnerAuditLogs>[];
}

/**
 * Builds every domain row. Dates are relative to `now` so the demo looks current whenever it is seeded;
 * `userId` maps an e-mail to the id of that user as stored.
 */
export function buildDemoRecords(now: Date, userId: (email: string) => string): DemoRecords {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const isoDate = (days: number) => daysAgo(days).toISOString().slice(0, 10);
  const admin = userId(ADMIN_EMAIL);
  const ids = DEMO_PARTNER_IDS;

  const partners: DemoRecords["partners"] = [
    {
      id: ids.acme,
      companyName: "Acme Solutions",
      contactName: "Alice Johnson",
      contactEmail: "partner@acme.example",
      contactPhone: "+1 415 555 0142",
      website: "https://acme.example",
      businessType: "reseller",
      partnerType: "Value-added reseller",
      annualRevenue: "4200000.00",
      status: "active",
      tier: "gold",
      commissionRate: "15.00",
      applicationDate: daysAgo(200),
      approvedBy: admin,
      approvedAt: daysAgo(197),
      createdAt: daysAgo(200),
    },
    {
      id: ids.globex,
      companyName: "Globex Systems",
      contactName: "Grace Liu",
      contactEmail: "partner@globex.example",
      contactPhone: "+1 312 555 0187",
      website: "https://globex.example",
      businessType: "system_integrator",
      partnerType: "Implementation partner",
      annualRevenue: "12500000.00",
      status: "active",
      tier: "silver",
      commissionRate: "12.00",
      applicationDate: daysAgo(150),
      approvedBy: admin,
      approvedAt: daysAgo(146),
      createdAt: daysAgo(150),
    },
    {
      id: ids.initech,
      companyName: "Initech",
      contactName: "Peter Gibbons",
      contactEmail: "pending@initech.example",
      contactPhone: "+1 512 555 0119",
      website: "https://initech.example",
      businessType: "consultant",
      partnerType: "Advisory partner",
      annualRevenue: "850000.00",
      status: "pending",
      applicationDate: daysAgo(2),
      createdAt: daysAgo(2),
    },
    {
      id: ids.umbrella,
      companyName: "Umbrella",
      contactName: "Rita Alvarez",
      contactEmail: "rejected@umbrella.example",
      contactPhone: "+1 206 555 0173",
      website: "https://umbrella.example",
      businessType: "referral_partner",
      partnerType: "Referral partner",
      annualRevenue: null,
      status: "rejected",
      rejectionReason:
        "The application lists no sales experience in our market and no business licence. You are welcome to re-apply once you have a first customer reference.",
      applicationDate: daysAgo(40),
      createdAt: daysAgo(40),
    },
    {
      id: ids.hooli,
      companyName: "Hooli",
      contactName: "Gavin Belson",
      contactEmail: "suspended@hooli.example",
      contactPhone: "+1 650 555 0100",
      website: "https://hooli.example",
      businessType: "technology_partner",
      partnerType: "Technology alliance",
      annualRevenue: "98000000.00",
      status: "suspended",
      tier: "silver",
      commissionRate: "10.00",
      applicationDate: daysAgo(300),
      approvedBy: admin,
      approvedAt: daysAgo(296),
      createdAt: daysAgo(300),
    },
  ];

  const applications: DemoRecords["applications"] = [
    {
      id: demoId(2, 1),
      partnerId: ids.acme,
      status: "approved",
      submittedAt: daysAgo(200),
      reviewedAt: daysAgo(197),
      reviewedBy: admin,
      reviewerNotes:
        "Strong reseller with an established customer base in manufacturing. Approved at gold tier.",
      applicationData: {
        company_name: "Acme Solutions",
        business_type: "reseller",
        website: "https://acme.example",
        annual_revenue: 4_200_000,
        contact_name: "Alice Johnson",
        contact_email: "partner@acme.example",
        contact_phone: "+1 415 555 0142",
        business_license: "CA-BL-2013-448812",
        years_in_business: 12,
        number_of_employees: "51-200",
        primary_industry: "Manufacturing",
        partnership_reason:
          "Our customers keep asking for a customer portal; reselling yours completes our offering.",
        target_market: "Mid-sized manufacturers on the US West Coast",
        expected_deals_per_year: 20,
        sales_experience: 10,
        additional_notes: "We already run a certified support desk.",
        submission_date: daysAgo(200).toISOString(),
      },
      documents: [documentRow(DEMO_DOCUMENT_FILES.acmeLicence), documentRow(DEMO_DOCUMENT_FILES.acmeProfile)],
    },
    {
      id: demoId(2, 2),
      partnerId: ids.globex,
      status: "approved",
      submittedAt: daysAgo(150),
      reviewedAt: daysAgo(146),
      reviewedBy: admin,
      reviewerNotes: "Experienced integrator; start at silver and review the tier after two quarters.",
      applicationData: {
        company_name: "Globex Systems",
        business_type: "system_integrator",
        website: "https://globex.example",
        annual_revenue: 12_500_000,
        contact_name: "Grace Liu",
        contact_email: "partner@globex.example",
        contact_phone: "+1 312 555 0187",
        business_license: "IL-BL-2009-117204",
        years_in_business: 16,
        number_of_employees: "201-500",
        primary_industry: "Financial services",
        partnership_reason:
          "We integrate CRM and support platforms and want a partner programme with training.",
        target_market: "Regional banks and insurers in the Midwest",
        expected_deals_per_year: 12,
        sales_experience: 15,
        additional_notes: null,
        submission_date: daysAgo(150).toISOString(),
      },
      documents: [documentRow(DEMO_DOCUMENT_FILES.globexCertifications)],
    },
    {
      id: demoId(2, 3),
      partnerId: ids.initech,
      status: "pending",
      submittedAt: daysAgo(2),
      applicationData: {
        company_name: "Initech",
        business_type: "consultant",
        website: "https://initech.example",
        annual_revenue: 850_000,
        contact_name: "Peter Gibbons",
        contact_email: "pending@initech.example",
        contact_phone: "+1 512 555 0119",
        business_license: "TX-BL-2018-330921",
        years_in_business: 6,
        number_of_employees: "11-50",
        primary_industry: "Software consulting",
        partnership_reason:
          "We advise software companies on customer operations and want to recommend your portal.",
        target_market: "Software start-ups in Texas",
        expected_deals_per_year: 6,
        sales_experience: 4,
        additional_notes: "Happy to join a call during the review.",
        submission_date: daysAgo(2).toISOString(),
      },
      documents: [documentRow(DEMO_DOCUMENT_FILES.initechLicence)],
    },
    {
      id: demoId(2, 4),
      partnerId: ids.umbrella,
      status: "rejected",
      submittedAt: daysAgo(40),
      reviewedAt: daysAgo(37),
      reviewedBy: admin,
      reviewerNotes:
        "The application lists no sales experience in our market and no business licence. You are welcome to re-apply once you have a first customer reference.",
      applicationData: {
        company_name: "Umbrella",
        business_type: "referral_partner",
        website: "https://umbrella.example",
        annual_revenue: null,
        contact_name: "Rita Alvarez",
        contact_email: "rejected@umbrella.example",
        contact_phone: "+1 206 555 0173",
        business_license: null,
        years_in_business: 1,
        number_of_employees: "1-10",
        primary_industry: "Biotechnology",
        partnership_reason: "We would like to refer contacts from our network.",
        target_market: null,
        expected_deals_per_year: 2,
        sales_experience: 0,
        additional_notes: null,
        submission_date: daysAgo(40).toISOString(),
      },
      documents: [],
    },
    {
      id: demoId(2, 5),
      partnerId: ids.hooli,
      status: "approved",
      submittedAt: daysAgo(300),
      reviewedAt: daysAgo(296),
      reviewedBy: admin,
      reviewerNotes: "Large technology partner; approved for the joint integration programme.",
      applicationData: {
        company_name: "Hooli",
        business_type: "technology_partner",
        website: "https://hooli.example",
        annual_revenue: 98_000_000,
        contact_name: "Gavin Belson",
        contact_email: "suspended@hooli.example",
        contact_phone: "+1 650 555 0100",
        business_license: "CA-BL-2004-000731",
        years_in_business: 20,
        number_of_employees: "500+",
        primary_industry: "Internet services",
        partnership_reason: "Bundle your portal with our cloud platform for enterprise customers.",
        target_market: "Enterprises in North America and Europe",
        expected_deals_per_year: 40,
        sales_experience: 18,
        additional_notes: "Requires a co-marketing agreement.",
        submission_date: daysAgo(300).toISOString(),
      },
      documents: [documentRow(DEMO_DOCUMENT_FILES.hooliProposal)],
    },
  ];

  function deal(
    n: number,
    partnerId: string,
    companyName: string,
    contactPerson: string,
    dealValue: string,
    status: Insert<typeof schema.partnerDeals>["status"],
    submittedDaysAgo: number,
    reviewedDaysAgo: number | null,
    // Negative for deals whose expected close date has passed.
    closeInDays: number,
  ): Fixed<typeof schema.partnerDeals> {
    return {
      id: demoId(3, n),
      partnerId,
      companyName,
      contactPerson,
      dealValue,
      expectedCloseDate: isoDate(-closeInDays),
      description: `${companyName}: annual subscription for the customer portal with onboarding services.`,
      status,
      submittedAt: daysAgo(submittedDaysAgo),
      reviewedAt: reviewedDaysAgo === null ? null : daysAgo(reviewedDaysAgo),
    };
  }

  // Acme has two closed_won deals, Globex one; both have a deal in every status.
  const deals: DemoRecords["deals"] = [
    deal(1, ids.acme, "Northwind Traders", "Laura Callahan", "48000.00", "submitted", 3, null, 45),
    deal(2, ids.acme, "Contoso Pharmaceuticals", "Dan Park", "125000.00", "in_review", 12, 10, 30),
    deal(3, ids.acme, "Fabrikam Logistics", "Priya Nair", "72500.00", "approved", 30, 27, 14),
    deal(4, ids.acme, "Tailspin Toys", "Marcus Reed", "36000.00", "closed_won", 90, 86, -40),
    deal(5, ids.acme, "Wide World Importers", "Elena Rossi", "210000.00", "closed_won", 140, 135, -80),
    deal(6, ids.acme, "Litware Inc.", "Tom Becker", "54000.00", "closed_lost", 70, 66, -20),
    deal(7, ids.globex, "Proseware Health", "Nina Okafor", "64000.00", "submitted", 1, null, 60),
    deal(8, ids.globex, "Adventure Works Cycles", "Chris Vance", "99900.00", "in_review", 9, 7, 40),
    deal(9, ids.globex, "Coho Winery", "Sofia Marin", "18750.00", "approved", 21, 18, 10),
    deal(10, ids.globex, "Alpine Ski House", "Jonas Berg", "142300.00", "closed_won", 110, 104, -55),
    deal(11, ids.globex, "Blue Yonder Airlines", "Ava Thompson", "88000.00", "closed_lost", 60, 57, -15),
  ];

  const rateOf = new Map(partners.map((p) => [p.id, p.commissionRate ?? "10.00"]));
  const payouts: DemoRecords["payouts"] = deals
    .filter((d) => d.status === "closed_won")
    .map((d, index) => {
      const commissionRate = rateOf.get(d.partnerId) ?? "10.00";
      return {
        id: demoId(4, index + 1),
        partnerId: d.partnerId,
        dealId: d.id,
        dealValue: d.dealValue,
        commissionRate,
        commissionAmount: commissionFor(d.dealValue, commissionRate),
        createdAt: new Date(`${d.expectedCloseDate}T12:00:00Z`),
      };
    });

  const pptx = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
  const resources: DemoRecords["resources"] = [
    {
      id: demoId(5, 1),
      title: "Partner Sales Deck",
      description:
        "The pitch deck for first meetings: problem, product tour, pricing tiers and customer stories.",
      fileKey: "partner-sales-deck.pptx",
      fileType: pptx,
      contentType: "deck",
      isPublic: true,
      uploadedBy: admin,
      createdAt: daysAgo(60),
    },
    {
      id: demoId(5, 2),
      title: "Platform Overview Video",
      description: "An eight-minute walkthrough of the customer portal for prospects.",
      fileKey: "platform-overview.mp4",
      fileType: "video/mp4",
      contentType: "video",
      isPublic: true,
      uploadedBy: admin,
      createdAt: daysAgo(45),
    },
    {
      id: demoId(5, 3),
      title: "Pricing and Packaging Guide",
      description: "List prices, discount bands and what each edition includes.",
      fileKey: "pricing-guide.pdf",
      fileType: PDF,
      contentType: "pdf",
      isPublic: true,
      uploadedBy: admin,
      createdAt: daysAgo(30),
    },
    {
      id: demoId(5, 4),
      title: "Competitive Battlecard",
      description:
        "How we compare with the three most common alternatives, with answers to typical objections.",
      fileKey: "competitive-battlecard.pdf",
      fileType: PDF,
      contentType: "pdf",
      isPublic: true,
      uploadedBy: admin,
      createdAt: daysAgo(10),
    },
    {
      id: demoId(5, 5),
      title: "Partner Programme Playbook (internal)",
      description: "Internal guide for staff who manage partners: tiers, reviews and escalation.",
      fileKey: "partner-programme-playbook.pptx",
      fileType: pptx,
      contentType: "deck",
      isPublic: false,
      uploadedBy: admin,
      createdAt: daysAgo(5),
    },
  ];

  const course = {
    onboarding: demoId(6, 1),
    selling: demoId(6, 2),
    integration: demoId(6, 3),
    customerSuccess: demoId(6, 4),
  };
  const courses: DemoRecords["courses"] = [
    {
      id: course.onboarding,
      title: "Partner Onboarding Essentials",
      description: "The programme, the portal, deal registration and how commission is paid.",
      durationMinutes: 45,
      difficultyLevel: "beginner",
      category: "Onboarding",
      createdAt: daysAgo(365),
    },
    {
      id: course.selling,
      title: "Consultative Selling: Discovery to Close",
      description: "Qualify opportunities, run discovery calls and build a business case with the customer.",
      durationMinutes: 90,
      difficultyLevel: "intermediate",
      category: "Sales",
      createdAt: daysAgo(365),
    },
    {
      id: course.integration,
      title: "Technical Integration Deep Dive",
      description: "Single sign-on, the REST API, webhooks and data migration for complex roll-outs.",
      durationMinutes: 120,
      difficultyLevel: "advanced",
      category: "Technical",
      createdAt: daysAgo(300),
    },
    {
      id: course.customerSuccess,
      title: "Customer Success Fundamentals",
      description: "Health scores, onboarding plans and renewals.",
      durationMinutes: 60,
      difficultyLevel: "beginner",
      category: "Customer Success",
      createdAt: daysAgo(250),
    },
  ];

  const acmeUser = userId("partner@acme.example");
  const manager = userId("manager@example.com");
  const enrollment = {
    acmeOnboarding: demoId(7, 1),
    acmeSelling: demoId(7, 2),
    managerSelling: demoId(7, 3),
    userCustomerSuccess: demoId(7, 4),
    analystIntegration: demoId(7, 5),
    globexOnboarding: demoId(7, 6),
  };
  const enrollments: DemoRecords["enrollments"] = [
    {
      id: enrollment.acmeOnboarding,
      userId: acmeUser,
      courseId: course.onboarding,
      status: "completed",
      progressPercentage: 100,
      enrolledAt: daysAgo(120),
      completedAt: daysAgo(110),
    },
    {
      id: enrollment.acmeSelling,
      userId: acmeUser,
      courseId: course.selling,
      status: "in_progress",
      progressPercentage: 40,
      enrolledAt: daysAgo(20),
    },
    {
      id: enrollment.managerSelling,
      userId: manager,
      courseId: course.selling,
      status: "completed",
      progressPercentage: 100,
      enrolledAt: daysAgo(200),
      completedAt: daysAgo(185),
    },
    {
      id: enrollment.userCustomerSuccess,
      userId: userId("user@example.com"),
      courseId: course.customerSuccess,
      status: "in_progress",
      progressPercentage: 60,
      enrolledAt: daysAgo(15),
    },
    {
      id: enrollment.analystIntegration,
      userId: userId("analyst@example.com"),
      courseId: course.integration,
      status: "enrolled",
      progressPercentage: 0,
      enrolledAt: daysAgo(3),
    },
    {
      id: enrollment.globexOnboarding,
      userId: userId("partner@globex.example"),
      courseId: course.onboarding,
      status: "in_progress",
      progressPercentage: 75,
      enrolledAt: daysAgo(30),
    },
  ];

  const attempts: DemoRecords["attempts"] = [
    {
      id: demoId(8, 1),
      enrollmentId: enrollment.acmeOnboarding,
      score: 64,
      passed: false,
      createdAt: daysAgo(112),
    },
    {
      id: demoId(8, 2),
      enrollmentId: enrollment.acmeOnboarding,
      score: 92,
      passed: true,
      createdAt: daysAgo(110),
    },
    {
      id: demoId(8, 3),
      enrollmentId: enrollment.managerSelling,
      score: 88,
      passed: true,
      createdAt: daysAgo(185),
    },
  ];

  const certificates: DemoRecords["certificates"] = [
    {
      id: demoId(9, 1),
      enrollmentId: enrollment.acmeOnboarding,
      userId: acmeUser,
      courseId: course.onboarding,
      issuedAt: daysAgo(110),
      verificationCode: "K7QM-4TXP-9DRA",
    },
    {
      id: demoId(9, 2),
      enrollmentId: enrollment.managerSelling,
      userId: manager,
      courseId: course.selling,
      issuedAt: daysAgo(185),
      verificationCode: "H3ZB-8WVN-2LCE",
    },
  ];

  function audit(
    n: number,
    partnerId: string,
    actorUserId: string,
    action: string,
    details: Record<string, unknown>,
    createdDaysAgo: number,
  ): Fixed<typeof schema.partnerAuditLogs> {
    return { id: demoId(10, n), partnerId, actorUserId, action, details, createdAt: daysAgo(createdDaysAgo) };
  }

  const auditLogs: DemoRecords["auditLogs"] = [
    audit(1, ids.hooli, admin, "application_approved", { company_name: "Hooli" }, 296),
    audit(2, ids.acme, admin, "application_approved", { company_name: "Acme Solutions" }, 197),
    audit(3, ids.globex, admin, "application_approved", { company_name: "Globex Systems" }, 146),
    audit(4, ids.umbrella, admin, "application_rejected", { company_name: "Umbrella" }, 37),
    audit(
      5,
      ids.hooli,
      admin,
      "partner_status_changed",
      { company_name: "Hooli", from: "active", to: "suspended" },
      20,
    ),
    audit(
      6,
      ids.acme,
      acmeUser,
      "certificate_downloaded",
      {
        course_id: course.onboarding,
        course_title: "Partner Onboarding Essentials",
        completion_date: isoDate(110),
      },
      109,
    ),
    audit(
      7,
      ids.acme,
      acmeUser,
      "resource_downloaded",
      { resource_id: demoId(5, 3), resource_title: "Pricing and Packaging Guide", content_type: "pdf" },
      8,
    ),
    audit(
      8,
      ids.acme,
      acmeUser,
      "deal_submitted",
      { company_name: "Northwind Traders", deal_value: 48_000, submitted_by_admin: false },
      3,
    ),
    audit(
      9,
      ids.globex,
      admin,
      "deal_submitted",
      { company_name: "Proseware Health", deal_value: 64_000, submitted_by_admin: true },
      1,
    ),
  ];

  return {
    partners,
    applications,
    deals,
    payouts,
    resources,
    courses,
    enrollments,
    attempts,
    certificates,
    auditLogs,
  };
}
