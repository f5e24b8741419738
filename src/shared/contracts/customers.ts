import { z } from "zod";
import { CUSTOMER_CONTACT_KINDS, CUSTOMER_SOURCES, CUSTOMER_STATUSES, ONBOARDING_STEPS } from "../enums";
import { HEALTH_INPUTS } from "../health-score";
import { queryFlag } from "./flags";
import { uuid } from "./ids";
import { momentField } from "./moments";
import { decimalString } from "./numbers";
import { cappedPageOf, pageInput, pageOf } from "./paging";
import { partialChange } from "./partial-change";
import { emailAddress, optionalText, requiredText, storableString } from "./text";

// Customers (docs/product/customer-success.md#customers): the directory, a customer's page, its health, its
// onboarding and the contacts logged with it.

export const CUSTOMER_NOT_FOUND = "Customer not found.";
export const CUSTOMER_EXISTS =
  "A customer with this name already exists. Open it from the directory instead of adding it again.";

export const customerStatusSchema = z.enum(CUSTOMER_STATUSES, { error: "Please choose a customer status." });
export const customerIdInput = z.object({ id: uuid({ error: "Customer id must be a UUID" }) });

const optionalDate = (label: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).optional(),
  );

const contractValue = decimalString(
  { min: "0", max: "1000000000" },
  {
    required: "Contract value is required",
    malformed: "Contract value must be an amount in dollars with at most two decimals, e.g. 12500.50",
    tooSmall: "Contract value must be at least 0",
    tooLarge: "Contract value must be at most $1,000,000,000",
  },
);

const csmRating = z
  .number({ error: "CSM rating must be a number from 1 to 5." })
  .int({ error: "CSM rating must be a whole number from 1 to 5." })
  .min(1, { error: "CSM rating must be from 1 to 5." })
  .max(5, { error: "CSM rating must be from 1 to 5." });

/** The Add Customer form; editing sends any of the same fields, plus the status and the CSM rating. */
export const customerFormSchema = z.object({
  name: requiredText("Customer name", 200),
  contactName: requiredText("Contact name", 200),
  contactEmail: emailAddress("Contact e-mail").optional(),
  contactPhone: optionalText("Contact phone", 50),
  ownerId: storableString("Owner").trim().min(1).max(100).optional(),
  partnerId: uuid({ error: "Partner must be a partner's id" }).optional(),
  contractValue,
  startDate: z.iso.date({ error: "Start date must be a date (YYYY-MM-DD)" }),
  renewalDate: optionalDate("Renewal date"),
});

export type CustomerFormValues = z.input<typeof customerFormSchema>;

/** The form's fields in the order it shows them and the errors name them. */
export const CUSTOMER_FORM_FIELDS = customerFormSchema.keyof().options;

export const createCustomerInput = customerFormSchema.meta({
  examples: [
    {
      name: "Northwind Traders",
      contactName: "Maria Anders",
      contactEmail: "maria@northwind.example",
      contactPhone: "+1 555 0100",
      contractValue: "48000.00",
      startDate: "2026-11-02",
      renewalDate: "2027-11-01",
    },
  ],
});

const customerChanges = customerFormSchema.partial().extend({
  /** Only churned may be set by hand, or cleared back to what the score says; the rest follows the score. */
  churned: z.boolean().optional(),
  csmRating: csmRating.nullable().optional(),
  /** Null clears the contact's e-mail or phone. */
  contactEmail: emailAddress("Contact e-mail").nullable().optional(),
  contactPhone: optionalText("Contact phone", 50).nullable(),
  /** Null clears the owner or the partner. */
  ownerId: storableString("Owner").trim().min(1).max(100).nullable().optional(),
  partnerId: uuid({ error: "Partner must be a partner's id" }).nullable().optional(),
  renewalDate: optionalDate("Renewal date").nullable(),
});

export const updateCustomerInput = partialChange(customerChanges, [
  ...CUSTOMER_FORM_FIELDS,
  "churned",
  "csmRating",
]).and(z.object({ id: uuid({ error: "Customer id must be a UUID" }) }));

export const CUSTOMER_SORTS = ["name", "health_asc", "health_desc", "last_contact"] as const;

export const listCustomersInput = z
  .object({
    search: storableString("Search").trim().max(200).optional(),
    status: customerStatusSchema.optional(),
    /** A staff member's id, or "none" for customers without an owner. */
    ownerId: storableString("Owner").trim().min(1).max(100).optional(),
    partnerId: uuid({ error: "Partner must be a partner's id" }).optional(),
    sort: z.enum(CUSTOMER_SORTS, { error: "Please choose a sort from the list." }).default("name"),
    ...pageInput,
  })
  .meta({ examples: [{ search: "north", status: "healthy", sort: "health_asc", page: 1, pageSize: 20 }] });

export const customerSummary = z.object({
  id: uuid(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  healthScore: z.number().int(),
  status: customerStatusSchema,
  lastContactAt: z.date().nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  partner: z.object({ id: uuid(), companyName: z.string() }).nullable(),
  source: z.enum(CUSTOMER_SOURCES),
  contractValue: z.string(),
  startDate: z.string(),
  renewalDate: z.string().nullable(),
});

export type CustomerSummary = z.output<typeof customerSummary>;

export const listCustomersOutput = cappedPageOf(customerSummary);

/** One KPI card: its value now and its change from the same day last month (null without last month's figure). */
const kpi = z.object({ value: z.number(), change: z.number().nullable() });

/** The four KPI cards: counts, the average score (whole percent) and the churn rate (percent, one decimal). */
export const customerStatsOutput = z.object({
  healthyCustomers: kpi,
  atRisk: kpi,
  avgHealthScore: kpi,
  churnRate: kpi,
});

export const healthInputScore = z.object({
  input: z.enum(HEALTH_INPUTS),
  /** What the input reads today, in words ("23 days", "2 urgent, 1 normal", "4 of 5"). */
  value: z.string(),
  penalty: z.number().int(),
  weight: z.number().int(),
});

export const onboardingStepSchema = z.object({
  step: z.enum(ONBOARDING_STEPS),
  dueDate: z.string(),
  completedAt: z.date().nullable(),
  completedByName: z.string().nullable(),
});

export const contactLogEntry = z.object({
  id: uuid(),
  kind: z.enum(CUSTOMER_CONTACT_KINDS),
  summary: z.string(),
  occurredAt: z.date(),
  loggedByName: z.string().nullable(),
});

export const customerDeal = z.object({
  id: uuid(),
  companyName: z.string(),
  dealValue: z.string(),
  status: z.string(),
  submittedAt: z.date(),
  partnerCompanyName: z.string(),
});

export const customerTicket = z.object({
  id: uuid(),
  number: z.number().int(),
  subject: z.string(),
  priority: z.string(),
  status: z.string(),
  createdAt: z.date(),
});

/** A customer's page: the row, its health explained, its onboarding, deals, latest tickets and contacts. */
export const getCustomerOutput = z.object({
  customer: customerSummary.extend({
    csmRating: z.number().int().nullable(),
    createdAt: z.date(),
  }),
  health: z.object({ score: z.number().int(), inputs: z.array(healthInputScore) }),
  onboarding: z.array(onboardingStepSchema),
  deals: z.array(customerDeal),
  tickets: z.array(customerTicket),
  openTickets: z.number().int(),
  timeline: z.array(contactLogEntry),
});

export const logCustomerContactInput = z
  .object({
    customerId: uuid({ error: "Customer id must be a UUID" }),
    kind: z.enum(CUSTOMER_CONTACT_KINDS, { error: "Please choose a call, a meeting or an e-mail." }),
    summary: requiredText("Summary", 2000),
    /** When it happened; now when not given. Not in the future. */
    occurredAt: momentField("When it happened must be a date and time.").optional(),
  })
  .refine((input) => !input.occurredAt || input.occurredAt.getTime() <= Date.now() + 60_000, {
    error: "A contact cannot be logged in the future.",
    path: ["occurredAt"],
  });

export const completeOnboardingStepInput = z.object({
  customerId: uuid({ error: "Customer id must be a UUID" }),
  step: z.enum(ONBOARDING_STEPS, { error: "Please choose an onboarding step." }),
  done: z.boolean({ error: "Done must be true or false." }),
});

export const listOnboardingInput = z
  .object({ overdueOnly: queryFlag("Overdue only"), ...pageInput })
  .meta({ examples: [{ overdueOnly: false, page: 1, pageSize: 20 }] });

export const onboardingCustomer = z.object({
  id: uuid(),
  name: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  startDate: z.string(),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  /** The first step not done, with its due date; null when every step is done. */
  nextStep: onboardingStepSchema.nullable(),
  overdueSteps: z.array(z.enum(ONBOARDING_STEPS)),
});

export const listOnboardingOutput = pageOf(onboardingCustomer);

/** The Health Dashboard tab: customers per band now, the average over 90 days, and this week's largest falls. */
export const healthDashboardOutput = z.object({
  bands: z.object({ green: z.number().int(), yellow: z.number().int(), red: z.number().int() }),
  history: z.array(
    z.object({ day: z.string(), averageScore: z.number().nullable(), customers: z.number().int() }),
  ),
  fallers: z.array(
    z.object({
      id: uuid(),
      name: z.string(),
      healthScore: z.number().int(),
      weekAgoScore: z.number().int(),
      owner: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});

/** Who may own a customer or work a ticket: staff holding manage_customers (admins included). */
export const customerSuccessPeopleOutput = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});

/** A partner's own customers, for its dashboard and its ticket form. */
export const partnerCustomersOutput = z.object({
  customers: z.array(
    customerSummary
      .pick({ id: true, name: true, contactName: true, healthScore: true, status: true })
      .extend({
        openTickets: z.number().int(),
      }),
  ),
});
