import { DEFAULT_CUSTOMER_SUCCESS_SETTINGS } from "#shared/contracts/customer-success-settings";
import type {
  CustomerContactKind,
  CustomerStatus,
  TicketEventKind,
  TicketPriority,
  TicketStatus,
} from "#shared/enums";
import {
  BREACH_WINDOW_DAYS,
  type HealthFacts,
  healthScore,
  OPEN_TICKET_STATUSES,
  statusForScore,
} from "#shared/health-score";
import { ONBOARDING_TEMPLATE } from "#shared/onboarding";
import { SLA_WARN_PERCENT, slaClock } from "#shared/sla-clock";
import { customerKey } from "../customer-key";
import type {
  customerContactLogs,
  customerHealthSnapshots,
  customerOnboardingSteps,
  customers,
  supportTickets,
  ticketEvents,
} from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_PARTNER_IDS } from "./ids";
import { DEMO_USERS } from "./people";

// Customer Success demo (docs/product/customer-success.md): a customer for each won deal and some added by hand,
// their contacts and onboarding, tickets in every status and priority with their events, and 90 days of health.
// Nothing here is typed in that the server computes: the SLA columns come from each ticket's events through the
// SLA clock, the scores from the facts the server reads through healthScore, both under the default settings.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The days of health history kept, today included. */
export const DEMO_HEALTH_DAYS = 90;

const GROUPS = {
  customers: 1,
  contactLogs: 2,
  onboardingSteps: 3,
  tickets: 4,
  ticketEvents: 5,
} as const;

/** Fixed uuids like ./ids.ts, in a block of their own ("c5"): the group says which table, n which row. */
export function customerSuccessDemoId(table: keyof typeof GROUPS, n: number): string {
  const group = 0xc500 + GROUPS[table];
  return `de300000-0000-4000-8000-${group.toString(16)}${n.toString(16).padStart(8, "0")}`;
}

const ADAM = "admin@example.com";
const ULLA = "user@example.com";
const SOFIA = "superadmin@example.com";

/** The partner's contact who opens its tickets: the demo partner's sign-in address. */
const PARTNER_CONTACTS: Record<string, string> = {
  [DEMO_PARTNER_IDS.acme]: "partner@acme.example",
  [DEMO_PARTNER_IDS.globex]: "partner@globex.example",
};

const nameOf = (email: string) => DEMO_USERS.find((u) => u.email === email)?.name ?? email;

/** A stored closed_won deal of a demo partner. */
export interface DemoWonDeal {
  id: string;
  partnerId: string;
  companyName: string;
  contactPerson: string;
  dealValue: string;
  customerKey: string | null;
  reviewedAt: Date | null;
  submittedAt: Date;
}

interface CustomerDetails {
  contactEmail: string | null;
  contactPhone: string | null;
  owner: string;
  csmRating: number | null;
  /** Days ago, kind, summary. */
  contacts: [number, CustomerContactKind, string][];
  /** Days after each step's due date it was done (negative: early); null while open. */
  onboarding: (number | null)[];
  /** Earlier scores (days ago, score) the history passes through on its way to today's. */
  history: [number, number][];
}

interface HandAddedCustomer extends CustomerDetails {
  key: string;
  name: string;
  contactName: string;
  contractValue: string;
  startDaysAgo: number;
  /** Days until renewal; null without a renewal date. */
  renewalInDays: number | null;
  churnedDaysAgo?: number;
}

const ALL_DONE = [-1, 0, -2, 1];

/** What the won deals' customers add to the deal (by the deal's customer key). */
const WON_DEAL_DETAILS: Record<string, CustomerDetails> = {
  "tailspin toys": {
    contactEmail: "marcus.reed@tailspintoys.example",
    contactPhone: "+1 206 555 0131",
    owner: ULLA,
    csmRating: 4,
    contacts: [
      [80, "meeting", "Kickoff with Marcus and the warehouse leads; agreed the rollout plan."],
      [52, "call", "Training dates confirmed for the store managers."],
      [18, "email", "Sent the go-live checklist and the open items."],
      [3, "call", "Walked through the order sync incident and the workaround."],
    ],
    onboarding: [0, 2, -1, null],
    history: [
      [85, 90],
      [40, 86],
      [10, 84],
    ],
  },
  "wide world importers": {
    contactEmail: "elena.rossi@wideworldimporters.example",
    contactPhone: "+39 02 5550 1187",
    owner: ADAM,
    csmRating: 5,
    contacts: [
      [75, "meeting", "Quarterly review: usage up 30% since the spring."],
      [33, "email", "Shared the export roadmap Elena asked about."],
      [9, "call", "Checked in on the Rotterdam team's performance issue."],
    ],
    onboarding: ALL_DONE,
    history: [
      [89, 95],
      [45, 93],
      [12, 90],
    ],
  },
  "alpine ski house": {
    contactEmail: "jonas.berg@alpineskihouse.example",
    contactPhone: "+41 27 555 0163",
    owner: ULLA,
    csmRating: 3,
    contacts: [
      [64, "meeting", "Pre-season planning with Jonas: pass sales start in November."],
      [27, "email", "Sent the load-test results for the checkout."],
      [6, "call", "Escalation call about failing season pass payments."],
    ],
    onboarding: [1, 3, 0, 5],
    history: [
      [89, 88],
      [30, 91],
      [7, 89],
    ],
  },
};

/** A won deal's customer the demo says nothing more about: the Head of Customer Success owns it. */
const NEW_WON_DEAL: CustomerDetails = {
  contactEmail: null,
  contactPhone: null,
  owner: ADAM,
  csmRating: null,
  contacts: [],
  onboarding: [null, null, null, null],
  history: [],
};

const HAND_ADDED: HandAddedCustomer[] = [
  {
    key: "fourth-coffee",
    name: "Fourth Coffee",
    contactName: "Hannah Weber",
    contactEmail: "hannah.weber@fourthcoffee.example",
    contactPhone: "+1 503 555 0148",
    owner: ULLA,
    contractValue: "28000.00",
    startDaysAgo: 20,
    renewalInDays: 345,
    csmRating: 5,
    contacts: [
      [19, "meeting", "Kickoff at the roastery: loyalty programme first."],
      [4, "email", "Sent the integration guide for the loyalty app."],
    ],
    onboarding: [-2, null, null, null],
    history: [[20, 100]],
  },
  {
    key: "graphic-design-institute",
    name: "Graphic Design Institute",
    contactName: "Omar Haddad",
    contactEmail: "omar.haddad@graphicdesign.example",
    contactPhone: "+1 617 555 0192",
    owner: ULLA,
    contractValue: "41500.00",
    startDaysAgo: 50,
    renewalInDays: 315,
    csmRating: 4,
    contacts: [
      [48, "meeting", "Kickoff with the faculty IT team."],
      [30, "call", "Setup done; training to be scheduled after exams."],
      [16, "email", "Asked for training dates, no answer yet."],
    ],
    onboarding: [0, 3, null, null],
    history: [
      [50, 100],
      [20, 95],
    ],
  },
  {
    key: "city-power-light",
    name: "City Power & Light",
    contactName: "Grace Mensah",
    contactEmail: "grace.mensah@citypower.example",
    contactPhone: "+1 713 555 0120",
    owner: ADAM,
    contractValue: "156000.00",
    startDaysAgo: 75,
    renewalInDays: 290,
    csmRating: 4,
    contacts: [
      [74, "meeting", "Kickoff with the grid operations team."],
      [41, "meeting", "On-site training for 40 dispatchers."],
      [12, "call", "Go-live moved: waiting on their change board."],
    ],
    onboarding: [0, -3, 2, null],
    history: [
      [75, 100],
      [40, 92],
      [10, 88],
    ],
  },
  {
    key: "margies-travel",
    name: "Margie's Travel",
    contactName: "Margie Shoop",
    contactEmail: "margie@margiestravel.example",
    contactPhone: "+1 305 555 0177",
    owner: ADAM,
    contractValue: "64000.00",
    startDaysAgo: 400,
    renewalInDays: 45,
    csmRating: 2,
    contacts: [
      [70, "call", "Margie unhappy with the booking e-mails; promised a fix."],
      [88, "email", "Sent the renewal terms for next year."],
    ],
    onboarding: ALL_DONE,
    history: [
      [89, 72],
      [45, 64],
      [8, 58],
    ],
  },
  {
    key: "lucerne-publishing",
    name: "Lucerne Publishing",
    contactName: "Felix Amsler",
    contactEmail: "felix.amsler@lucernepublishing.example",
    contactPhone: "+41 41 555 0109",
    owner: SOFIA,
    contractValue: "87000.00",
    startDaysAgo: 330,
    renewalInDays: 35,
    csmRating: 4,
    contacts: [
      [60, "meeting", "Annual review with the editorial board."],
      [22, "email", "Renewal quote requested for three more imprints."],
      [11, "call", "Discussed the quote; waiting on their budget."],
    ],
    onboarding: ALL_DONE,
    history: [
      [89, 90],
      [36, 88],
      [30, 80],
    ],
  },
  {
    key: "humongous-insurance",
    name: "Humongous Insurance",
    contactName: "Karin Olsen",
    contactEmail: "karin.olsen@humongousinsurance.example",
    contactPhone: "+45 33 55 50 12",
    owner: ADAM,
    contractValue: "240000.00",
    startDaysAgo: 600,
    renewalInDays: 130,
    csmRating: 5,
    contacts: [
      [85, "meeting", "Executive sponsor review: expanding to the claims team."],
      [44, "email", "Sent the training plan for new hires."],
      [8, "call", "Monthly check-in: no open issues."],
    ],
    onboarding: ALL_DONE,
    history: [
      [89, 96],
      [50, 98],
    ],
  },
  {
    key: "woodgrove-bank",
    name: "Woodgrove Bank",
    contactName: "Diego Alvarez",
    contactEmail: "diego.alvarez@woodgrovebank.example",
    contactPhone: "+1 212 555 0155",
    owner: ULLA,
    contractValue: "310000.00",
    startDaysAgo: 220,
    renewalInDays: 145,
    csmRating: 3,
    contacts: [
      [58, "meeting", "Security review with their identity team."],
      [26, "call", "Single sign-on changes planned for next month."],
      [21, "email", "Sent the API rate limit documentation."],
    ],
    onboarding: ALL_DONE,
    history: [
      [89, 86],
      [40, 84],
      [14, 82],
    ],
  },
  {
    key: "trey-research",
    name: "Trey Research",
    contactName: "Ines Duarte",
    contactEmail: "ines.duarte@treyresearch.example",
    contactPhone: "+1 858 555 0136",
    owner: SOFIA,
    contractValue: "52000.00",
    startDaysAgo: 380,
    renewalInDays: -20,
    csmRating: 1,
    churnedDaysAgo: 20,
    contacts: [
      [66, "call", "Budget cut: they will not renew."],
      [25, "email", "Confirmed the data export and the account closure."],
    ],
    onboarding: ALL_DONE,
    history: [
      [89, 62],
      [60, 48],
      [21, 40],
    ],
  },
];

interface TicketStep {
  /** Minutes after the ticket was opened. */
  after: number;
  /** Who: a staff e-mail, or "partner" for the customer's partner's contact. */
  by: string;
  do: "assign" | "reply" | "note" | "status";
  /** The assignee's e-mail, or the status moved to. */
  to?: string;
  body?: string;
}

interface TicketSpec {
  n: number;
  customer: string;
  subject: string;
  description: string;
  priority: TicketPriority;
  requester: string;
  /** Minutes before now it was opened. */
  openedAgo: number;
  steps: TicketStep[];
}

const M = (days: number, hours = 0, minutes = 0) => days * 24 * 60 + hours * 60 + minutes;

// Every status and priority; tickets of partners' customers carry the partner. Ticket 7 has had no answer for
// days (both targets breached), ticket 5 is open past its resolution target, ticket 2 was answered late.
const TICKETS: TicketSpec[] = [
  {
    n: 1,
    customer: "tailspin toys",
    subject: "Order sync stopped after the last update",
    description:
      "Since Tuesday's update **no web orders** reach the warehouse system.\n\n- Orders placed: 212\n- Orders synced: 0\n\nPlease treat this as urgent: the holiday sale starts Friday.",
    priority: "urgent",
    requester: "partner",
    openedAgo: M(4, 2),
    steps: [
      { after: 10, by: ADAM, do: "assign", to: ULLA },
      {
        after: 25,
        by: ULLA,
        do: "note",
        body: "Same symptom as the connector bug fixed in 4.2; checking their version.",
      },
      {
        after: 40,
        by: ULLA,
        do: "reply",
        body: "We are on it. Could you send the connector log from the last hour?",
      },
      { after: 45, by: ULLA, do: "status", to: "pending" },
      {
        after: M(1),
        by: "partner",
        do: "reply",
        body: "Log attached to the shared folder, see `sync-2024.log`.",
      },
      { after: M(1, 0, 5), by: ULLA, do: "status", to: "open" },
      {
        after: M(1, 2),
        by: ULLA,
        do: "reply",
        body: "Found it: a token expired with the update. A fix is rolling out; orders will sync on their own.",
      },
    ],
  },
  {
    n: 2,
    customer: "tailspin toys",
    subject: "Invoices show the wrong tax rate",
    description: "Invoices for Oregon stores show 8.5% sales tax; Oregon has none.",
    priority: "high",
    requester: "partner",
    openedAgo: M(12, 3),
    steps: [
      { after: M(2), by: ADAM, do: "assign", to: ADAM },
      {
        after: M(2, 0, 20),
        by: ADAM,
        do: "reply",
        body: "Sorry for the wait. The tax table for Oregon was wrong; corrected invoices follow today.",
      },
      { after: M(3), by: ADAM, do: "reply", body: "Corrected invoices are in the portal.", to: "solved" },
      { after: M(6), by: ADAM, do: "status", to: "closed" },
    ],
  },
  {
    n: 3,
    customer: "wide world importers",
    subject: "Export of all shipments as CSV",
    description: "Could we get an export of all shipments of the last year as CSV for our auditors?",
    priority: "low",
    requester: "partner",
    openedAgo: M(0, 3),
    steps: [],
  },
  {
    n: 4,
    customer: "wide world importers",
    subject: "Dashboard loads slowly for the Rotterdam team",
    description:
      "The shipments dashboard takes over 20 seconds to load in Rotterdam; other offices are fine.",
    priority: "normal",
    requester: ADAM,
    openedAgo: M(20),
    steps: [
      { after: 30, by: ADAM, do: "assign", to: ADAM },
      {
        after: 60,
        by: ADAM,
        do: "reply",
        body: "Thanks, we can reproduce it. Could you tell us the office's proxy?",
      },
      { after: M(1), by: ADAM, do: "status", to: "pending" },
      {
        after: M(3),
        by: ADAM,
        do: "note",
        body: "Proxy strips compression; the fix ships with the next release.",
      },
      { after: M(3, 0, 5), by: ADAM, do: "status", to: "on_hold" },
    ],
  },
  {
    n: 5,
    customer: "alpine ski house",
    subject: "Season pass sales failing at checkout",
    description:
      "About one in five season pass payments fails with *Payment declined* although the cards are fine.",
    priority: "urgent",
    requester: "partner",
    openedAgo: M(6, 1),
    steps: [
      { after: 5, by: ADAM, do: "assign", to: ULLA },
      { after: 30, by: ULLA, do: "reply", body: "Looking into it now with the payment provider." },
      {
        after: 90,
        by: ULLA,
        do: "note",
        body: "Provider sees timeouts from our side above 50 requests a second; engineering is on it.",
      },
      { after: M(2), by: "partner", do: "reply", body: "Still failing this morning, any news?" },
      {
        after: M(2, 1),
        by: ULLA,
        do: "reply",
        body: "Engineering is raising the limits tonight; we will confirm tomorrow.",
      },
    ],
  },
  {
    n: 6,
    customer: "alpine ski house",
    subject: "Add a second administrator",
    description: "Please make Lea Frei an administrator beside Jonas.",
    priority: "low",
    requester: "partner",
    openedAgo: M(30),
    steps: [
      { after: M(1), by: ULLA, do: "assign", to: ULLA },
      {
        after: M(1, 0, 10),
        by: ULLA,
        do: "reply",
        body: "Done: Lea can sign in as an administrator.",
        to: "solved",
      },
    ],
  },
  {
    n: 7,
    customer: "margies-travel",
    subject: "Booking confirmations are not sent",
    description: "Customers booking since Monday get no confirmation e-mail. Margie called twice.",
    priority: "urgent",
    requester: ADAM,
    openedAgo: M(5, 4),
    steps: [],
  },
  {
    n: 8,
    customer: "margies-travel",
    subject: "Refund report totals are off",
    description: "The monthly refund report counts cancelled refunds twice.",
    priority: "high",
    requester: ULLA,
    openedAgo: M(15),
    steps: [
      { after: M(1), by: ADAM, do: "assign", to: ULLA },
      { after: M(1, 1), by: ULLA, do: "reply", body: "Confirmed; the report double-counts cancellations." },
      { after: M(2), by: ULLA, do: "note", body: "Engineering ticket REP-311." },
    ],
  },
  {
    n: 9,
    customer: "woodgrove-bank",
    subject: "Single sign-on loops for some users",
    description: "About 30 users are sent back to the sign-in page after signing in.",
    priority: "high",
    requester: ULLA,
    openedAgo: M(1, 2),
    steps: [
      { after: 15, by: ULLA, do: "assign", to: ADAM },
      {
        after: 120,
        by: ADAM,
        do: "reply",
        body: "Please check whether those users have third-party cookies blocked and tell us.",
        to: "pending",
      },
    ],
  },
  {
    n: 10,
    customer: "woodgrove-bank",
    subject: "Question about API rate limits",
    description: "What are the limits for the reporting API, and can they be raised for month end?",
    priority: "normal",
    requester: ULLA,
    openedAgo: 40,
    steps: [],
  },
  {
    n: 11,
    customer: "lucerne-publishing",
    subject: "Renewal quote for three more imprints",
    description: "Felix needs a quote covering three more imprints before their budget meeting.",
    priority: "normal",
    requester: SOFIA,
    openedAgo: M(8),
    steps: [
      { after: 30, by: SOFIA, do: "assign", to: SOFIA },
      { after: M(2), by: SOFIA, do: "reply", body: "Quote sent to Felix.", to: "solved" },
      { after: M(4), by: SOFIA, do: "note", body: "Felix asks for a multi-year option; reopening." },
      { after: M(4, 0, 1), by: SOFIA, do: "status", to: "open" },
      {
        after: M(5),
        by: SOFIA,
        do: "reply",
        body: "Multi-year options sent; waiting for their decision.",
        to: "pending",
      },
    ],
  },
  {
    n: 12,
    customer: "humongous-insurance",
    subject: "Training session for new hires",
    description: "Twelve new claims handlers start next month; could we book a training session?",
    priority: "low",
    requester: ADAM,
    openedAgo: M(40),
    steps: [
      {
        after: M(1),
        by: ADAM,
        do: "reply",
        body: "Booked for the first Tuesday of the month.",
        to: "solved",
      },
      { after: M(8), by: ADAM, do: "status", to: "closed" },
    ],
  },
  {
    n: 13,
    customer: "graphic-design-institute",
    subject: "Cannot upload brand assets over 20 MB",
    description: "Uploads of large brand packages stop at 20 MB with no error message.",
    priority: "normal",
    requester: ULLA,
    openedAgo: M(9),
    steps: [
      { after: 45, by: ULLA, do: "assign", to: ULLA },
      {
        after: 90,
        by: ULLA,
        do: "reply",
        body: "The limit is raised in the next release; until then please split the packages.",
      },
      { after: 100, by: ULLA, do: "status", to: "on_hold" },
    ],
  },
  {
    n: 14,
    customer: "fourth-coffee",
    subject: "Set up the loyalty integration",
    description: "Connect the loyalty app so points show on receipts.",
    priority: "high",
    requester: ULLA,
    openedAgo: M(3),
    steps: [
      { after: 5, by: ULLA, do: "assign", to: ULLA },
      { after: 20, by: ULLA, do: "note", body: "Needs their app key; Hannah is asking their vendor." },
      {
        after: 35,
        by: ULLA,
        do: "reply",
        body: "We need the app key from your loyalty vendor to connect it.",
      },
    ],
  },
  {
    n: 15,
    customer: "city-power-light",
    subject: "Go-live checklist review",
    description: "Please review our go-live checklist before the change board meets.",
    priority: "normal",
    requester: ADAM,
    openedAgo: M(10),
    steps: [
      {
        after: 60,
        by: ADAM,
        do: "reply",
        body: "Reviewed: two items to add, see the comments in the document.",
      },
      { after: M(1), by: ADAM, do: "status", to: "solved" },
    ],
  },
  {
    n: 16,
    customer: "trey-research",
    subject: "Account closure and data export",
    description: "Trey Research is leaving at renewal; they need a full data export before closure.",
    priority: "normal",
    requester: SOFIA,
    openedAgo: M(35),
    steps: [
      { after: M(1), by: SOFIA, do: "assign", to: SOFIA },
      { after: M(1, 1), by: SOFIA, do: "reply", body: "Export scheduled for Friday." },
      { after: M(4), by: SOFIA, do: "reply", body: "The export is ready for download.", to: "solved" },
      { after: M(11), by: SOFIA, do: "status", to: "closed" },
    ],
  },
];

export interface CustomerSuccessRecords {
  customers: Fixed<typeof customers>[];
  /** Each won deal and the customer it made. */
  dealLinks: { dealId: string; customerId: string }[];
  contactLogs: Fixed<typeof customerContactLogs>[];
  onboardingSteps: Fixed<typeof customerOnboardingSteps>[];
  tickets: Fixed<typeof supportTickets>[];
  ticketEvents: Fixed<typeof ticketEvents>[];
  snapshots: (typeof customerHealthSnapshots.$inferInsert)[];
}

const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);
const dayOf = (number: number) => new Date(number * DAY).toISOString().slice(0, 10);

/** The same calendar day a year later (29 February becomes 28 February), as the server dates a renewal. */
function dayNextYear(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return utcDay(next);
}

interface Built {
  row: Fixed<typeof customers>;
  details: CustomerDetails;
  churnedDaysAgo: number | undefined;
}

/**
 * The Customer Success records at `context`'s moment, for the stored won deals of the demo partners (a partner
 * replaced by a live one has none, and neither its customers nor their tickets are built).
 */
export function demoCustomerSuccess(
  context: DemoContext,
  wonDeals: readonly DemoWonDeal[],
): CustomerSuccessRecords {
  const now = context.daysAgo(0);
  const today = dayNumber(utcDay(now));
  const { calendar, slaPolicies, healthWeights } = DEFAULT_CUSTOMER_SUCCESS_SETTINGS;

  const built = new Map<string, Built>();
  const dealLinks: CustomerSuccessRecords["dealLinks"] = [];
  let n = 0;
  for (const deal of [...wonDeals].sort((a, b) => a.id.localeCompare(b.id))) {
    // The deal's key, or the rule's for its company, as a won deal's customer is found.
    const key = deal.customerKey ?? customerKey(deal.companyName);
    if (built.has(key)) continue;
    const details = WON_DEAL_DETAILS[key] ?? NEW_WON_DEAL;
    n += 1;
    const id = customerSuccessDemoId("customers", n);
    const start = deal.reviewedAt ?? deal.submittedAt;
    const startDate = utcDay(start);
    built.set(key, {
      row: {
        id,
        name: deal.companyName,
        customerKey: key,
        contactName: deal.contactPerson,
        contactEmail: details.contactEmail,
        contactPhone: details.contactPhone,
        ownerId: context.userId(details.owner),
        partnerId: deal.partnerId,
        source: "won_deal",
        contractValue: deal.dealValue,
        startDate,
        renewalDate: dayNextYear(startDate),
        csmRating: details.csmRating,
        createdAt: start,
        updatedAt: start,
      },
      details,
      churnedDaysAgo: undefined,
    });
    dealLinks.push({ dealId: deal.id, customerId: id });
  }
  HAND_ADDED.forEach((spec, index) => {
    const id = customerSuccessDemoId("customers", 100 + index);
    const start = context.daysAgo(spec.startDaysAgo);
    built.set(spec.key, {
      row: {
        id,
        name: spec.name,
        customerKey: customerKey(spec.name),
        contactName: spec.contactName,
        contactEmail: spec.contactEmail,
        contactPhone: spec.contactPhone,
        ownerId: context.userId(spec.owner),
        partnerId: null,
        source: "manual",
        contractValue: spec.contractValue,
        startDate: utcDay(start),
        renewalDate: spec.renewalInDays === null ? null : context.isoDate(-spec.renewalInDays),
        csmRating: spec.csmRating,
        createdAt: start,
        updatedAt: spec.churnedDaysAgo === undefined ? start : context.daysAgo(spec.churnedDaysAgo),
      },
      details: spec,
      churnedDaysAgo: spec.churnedDaysAgo,
    });
  });

  const contactLogs: CustomerSuccessRecords["contactLogs"] = [];
  const onboardingSteps: CustomerSuccessRecords["onboardingSteps"] = [];
  [...built.values()].forEach(({ row, details }, index) => {
    const startMs = Date.parse(`${row.startDate}T00:00:00Z`);
    // Only what happened since the start: a won deal's customer is as old as the deal's win.
    const contacts = details.contacts.filter(([daysAgo]) => context.daysAgo(daysAgo).getTime() >= startMs);
    contacts.forEach(([daysAgo, kind, summary], position) => {
      contactLogs.push({
        id: customerSuccessDemoId("contactLogs", index * 100 + position),
        customerId: row.id,
        kind,
        summary,
        occurredAt: context.daysAgo(daysAgo),
        loggedBy: row.ownerId,
        createdAt: context.daysAgo(daysAgo),
      });
    });
    const latest = Math.min(...contacts.map(([daysAgo]) => daysAgo));
    row.lastContactAt = contacts.length === 0 ? null : context.daysAgo(latest);

    ONBOARDING_TEMPLATE.forEach((entry, position) => {
      const due = startMs + entry.dueAfterDays * DAY;
      const late = details.onboarding[position];
      const done = late === null || late === undefined ? null : new Date(due + late * DAY + 15 * HOUR);
      onboardingSteps.push({
        id: customerSuccessDemoId("onboardingSteps", index * 10 + position),
        customerId: row.id,
        step: entry.step,
        position,
        dueDate: utcDay(new Date(due)),
        completedAt: done !== null && done <= now ? done : null,
        completedBy: done !== null && done <= now ? row.ownerId : null,
      });
    });
  });

  const tickets: CustomerSuccessRecords["tickets"] = [];
  const events: CustomerSuccessRecords["ticketEvents"] = [];
  for (const spec of TICKETS) {
    const customer = built.get(spec.customer);
    if (!customer) continue;
    const { ticket, ticketEventRows, history } = buildTicket(spec, customer.row, context, now);
    const policy = slaPolicies[spec.priority];
    const clock = slaClock(calendar, policy, history, now);
    // The warning is stamped when 80% of the resolution target was used while its clock ran: the moment a clock
    // with that target as its own would have been breached.
    const warnMinutes = Math.ceil((policy.resolutionMinutes * SLA_WARN_PERCENT) / 100);
    const warned = slaClock(
      calendar,
      { firstResponseMinutes: warnMinutes, resolutionMinutes: warnMinutes },
      history,
      now,
    ).resolution.breachedAt;
    const paused = ticket.status === "pending" || ticket.status === "on_hold";
    Object.assign(ticket, {
      firstResponseDueAt: clock.firstResponse.dueAt,
      resolutionDueAt: clock.resolution.dueAt,
      resolutionWarnAt: clock.resolutionWarnAt,
      firstResponseLeftMinutes:
        paused && ticket.firstRespondedAt === null ? clock.firstResponse.leftMinutes : null,
      resolutionLeftMinutes: paused ? clock.resolution.leftMinutes : null,
      firstResponseBreachedAt: clock.firstResponse.breachedAt,
      resolutionBreachedAt: clock.resolution.breachedAt,
      warnedAt: warned,
    });
    const stamps: [Date | null, TicketEventKind, string][] = [
      [warned, "sla_warning", "resolution"],
      [clock.firstResponse.breachedAt, "sla_breached", "first_response"],
      [clock.resolution.breachedAt, "sla_breached", "resolution"],
    ];
    for (const [at, kind, target] of stamps) {
      if (at === null) continue;
      ticketEventRows.push({
        id: customerSuccessDemoId("ticketEvents", spec.n * 100 + ticketEventRows.length),
        ticketId: ticket.id,
        kind,
        public: false,
        data: { target },
        createdAt: at,
      });
    }
    tickets.push(ticket);
    events.push(...ticketEventRows);
  }

  const snapshots: CustomerSuccessRecords["snapshots"] = [];
  [...built.values()].forEach(({ row, details, churnedDaysAgo }, index) => {
    const facts = healthFacts(row, tickets, now, today);
    const { score } = healthScore(facts, healthWeights);
    const churned = churnedDaysAgo !== undefined;
    row.healthScore = score;
    row.status = statusForScore(score, churned ? "churned" : "healthy");
    const first = Math.max(dayNumber(row.startDate), today - (DEMO_HEALTH_DAYS - 1));
    const path = scorePath(details.history, score, index);
    for (let day = first; day <= today; day++) {
      const daysAgo = today - day;
      const dayScore = path(daysAgo);
      const status: CustomerStatus =
        churned && daysAgo <= (churnedDaysAgo as number) ? "churned" : statusForScore(dayScore, "healthy");
      snapshots.push({ customerId: row.id, day: dayOf(day), score: dayScore, status });
    }
    const weekAgo = snapshots.find((s) => s.customerId === row.id && s.day === dayOf(today - 7));
    row.weekAgoScore = weekAgo?.score ?? null;
  });

  return {
    customers: [...built.values()].map(({ row }) => row),
    dealLinks,
    contactLogs,
    onboardingSteps,
    tickets,
    ticketEvents: events,
    snapshots,
  };
}

/** The ticket row, its events in order and the history the SLA clock reads, from the spec's steps. */
function buildTicket(spec: TicketSpec, customer: Fixed<typeof customers>, context: DemoContext, now: Date) {
  const opened = new Date(now.getTime() - spec.openedAgo * MINUTE);
  const partnerContact = customer.partnerId ? PARTNER_CONTACTS[customer.partnerId] : undefined;
  const who = (by: string) => {
    const email = by === "partner" ? partnerContact : by;
    if (!email) throw new Error(`Demo ticket ${spec.n}: no partner contact for ${customer.name}.`);
    return { id: context.userId(email), name: nameOf(email), staff: by !== "partner" };
  };
  const requester = who(spec.requester);
  const id = customerSuccessDemoId("tickets", spec.n);
  const rows: Fixed<typeof ticketEvents>[] = [];
  const event = (kind: TicketEventKind, at: Date, fields: Partial<Fixed<typeof ticketEvents>>) => {
    rows.push({
      id: customerSuccessDemoId("ticketEvents", spec.n * 100 + rows.length),
      ticketId: id,
      kind,
      public: false,
      createdAt: at,
      ...fields,
    });
  };
  event("created", opened, { authorId: requester.id, authorName: requester.name, public: true });

  let status: TicketStatus = "new";
  let assignee: { id: string; name: string } | null = null;
  let firstRespondedAt: Date | null = null;
  let solvedAt: Date | null = null;
  let updatedAt = opened;
  const statusChanges: { at: Date; status: TicketStatus }[] = [];
  const moveTo = (to: TicketStatus, at: Date, actor: { id: string; name: string }) => {
    if (to === status) return;
    event("status_changed", at, { authorId: actor.id, authorName: actor.name, data: { from: status, to } });
    statusChanges.push({ at, status: to });
    solvedAt = to === "solved" ? at : to === "closed" ? (solvedAt ?? at) : null;
    status = to;
  };

  for (const step of spec.steps) {
    const at = new Date(opened.getTime() + step.after * MINUTE);
    if (at > now) throw new Error(`Demo ticket ${spec.n}: a step after now.`);
    const actor = who(step.by);
    const author = { authorId: actor.id, authorName: actor.name };
    updatedAt = at;
    if (step.do === "assign") {
      const to = who(step.to as string);
      event("assigned", at, {
        ...author,
        data: { from: assignee?.name ?? null, to: to.name, fromId: assignee?.id ?? null, toId: to.id },
      });
      assignee = { id: to.id, name: to.name };
    } else if (step.do === "note") {
      event("note", at, { ...author, body: step.body, public: false });
    } else if (step.do === "reply") {
      event("reply", at, { ...author, body: step.body, public: true });
      if (actor.staff && firstRespondedAt === null) firstRespondedAt = at;
      // A staff reply to a new ticket opens it unless it names a status, as the reply use case does.
      const to =
        (step.to as TicketStatus | undefined) ?? (actor.staff && status === "new" ? "open" : undefined);
      if (to) moveTo(to, at, actor);
    } else {
      moveTo(step.to as TicketStatus, at, actor);
    }
  }

  const ticket: Fixed<typeof supportTickets> = {
    id,
    subject: spec.subject,
    description: spec.description,
    customerId: customer.id,
    partnerId: customer.partnerId ?? null,
    requesterId: requester.id,
    requesterName: requester.name,
    priority: spec.priority,
    status,
    assigneeId: (assignee as { id: string } | null)?.id ?? null,
    createdAt: opened,
    updatedAt,
    firstRespondedAt,
    solvedAt,
  };
  return { ticket, ticketEventRows: rows, history: { createdAt: opened, statusChanges, firstRespondedAt } };
}

const OPEN_STATUSES: ReadonlySet<TicketStatus> = new Set(OPEN_TICKET_STATUSES);

/** The facts the server reads for a customer's health (features/customer-success/recompute-health.ts). */
function healthFacts(
  customer: Fixed<typeof customers>,
  tickets: readonly Fixed<typeof supportTickets>[],
  now: Date,
  today: number,
): HealthFacts {
  const own = tickets.filter((t) => t.customerId === customer.id);
  const open = own.filter((t) => OPEN_STATUSES.has(t.status as TicketStatus));
  const countOf = (priority: TicketPriority) => open.filter((t) => t.priority === priority).length;
  const windowStart = now.getTime() - BREACH_WINDOW_DAYS * DAY;
  const inWindow = (at: Date | null | undefined) =>
    at != null && at.getTime() > windowStart && at.getTime() <= now.getTime();
  const lastContact = customer.lastContactAt;
  return {
    daysSinceContact: Math.max(
      0,
      lastContact
        ? Math.floor((now.getTime() - lastContact.getTime()) / DAY)
        : today - dayNumber(customer.startDate as string),
    ),
    openTickets: {
      low: countOf("low"),
      normal: countOf("normal"),
      high: countOf("high"),
      urgent: countOf("urgent"),
    },
    breachesLast90Days: own.reduce(
      (sum, t) =>
        sum + Number(inWindow(t.firstResponseBreachedAt)) + Number(inWindow(t.resolutionBreachedAt)),
      0,
    ),
    daysToRenewal: customer.renewalDate ? dayNumber(customer.renewalDate) - today : null,
    csmRating: customer.csmRating ?? null,
  };
}

/**
 * A customer's daily scores, days ago -> score: straight lines through the earlier scores to today's computed
 * one, with a point or two of day-to-day movement between them (fixed, so every seed draws the same line).
 */
function scorePath(
  anchors: readonly [number, number][],
  today: number,
  salt: number,
): (daysAgo: number) => number {
  const points = [...anchors, [0, today] as [number, number]].sort((a, b) => b[0] - a[0]);
  return (daysAgo) => {
    if (daysAgo === 0) return today;
    const after = points.findIndex(([ago]) => ago < daysAgo);
    const [fromAgo, fromScore] = points[Math.max(0, after - 1)] as [number, number];
    const [toAgo, toScore] = points[after === -1 ? points.length - 1 : after] as [number, number];
    const share = fromAgo === toAgo ? 0 : (fromAgo - daysAgo) / (fromAgo - toAgo);
    const line = fromScore + (toScore - fromScore) * Math.min(1, Math.max(0, share));
    const onAnchor = points.some(([ago]) => ago === daysAgo);
    const wiggle = onAnchor ? 0 : ((daysAgo * 7 + salt * 3) % 5) - 2;
    return Math.min(100, Math.max(0, Math.round(line + wiggle)));
  };
}
