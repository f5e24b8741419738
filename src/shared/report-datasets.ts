// What a saved report may read (docs/product/business-intelligence.md#saved-reports): each dataset's columns,
// each with the kind that decides its filters and whether it can be grouped or summed. A definition names only
// these keys; the server maps each key to its own SQL, so no text a person types ever becomes SQL.

/** The value lists of enums.ts a choice column may take its values (and, through ENUM_LABELS, its words) from. */
export type ReportChoiceList =
  | "DEAL_STATUSES"
  | "PAYOUT_STATUSES"
  | "PARTNER_STATUSES"
  | "PARTNER_TIERS"
  | "BUSINESS_TYPES"
  | "ENROLLMENT_STATUSES"
  | "CUSTOMER_STATUSES"
  | "CUSTOMER_SOURCES"
  | "TICKET_PRIORITIES"
  | "TICKET_STATUSES";

export type ReportColumnKind = "text" | "number" | "money" | "date" | "choice";

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
  /** For a choice column: the value list its values come from. */
  choices?: ReportChoiceList;
}

/**
 * Who reads a dataset's rows, the same as its own screens: `manage_partners` for every partner's records,
 * `staff` for what every staff member reads, `courses_or_own` for every learner's records with manage_courses
 * and one's own without it.
 */
export type ReportDatasetAccess = "manage_partners" | "staff" | "courses_or_own";

export interface ReportDataset {
  label: string;
  description: string;
  access: ReportDatasetAccess;
  columns: readonly ReportColumn[];
}

export const REPORT_DATASET_KEYS = [
  "deals",
  "payouts",
  "partners",
  "enrollments",
  "customers",
  "tickets",
] as const;
export type ReportDatasetKey = (typeof REPORT_DATASET_KEYS)[number];

export const REPORT_DATASETS: Record<ReportDatasetKey, ReportDataset> = {
  deals: {
    label: "Deals",
    description: "Deals partners registered, their value and where they stand.",
    access: "manage_partners",
    columns: [
      { key: "partner", label: "Partner", kind: "text" },
      { key: "customer", label: "Customer", kind: "text" },
      { key: "contact", label: "Customer Contact", kind: "text" },
      { key: "value", label: "Deal Value", kind: "money" },
      { key: "status", label: "Status", kind: "choice", choices: "DEAL_STATUSES" },
      { key: "submitted", label: "Submitted", kind: "date" },
      { key: "expected_close", label: "Expected Close", kind: "date" },
      { key: "reviewed", label: "Reviewed", kind: "date" },
    ],
  },
  payouts: {
    label: "Payouts",
    description: "Commission owed and paid for won deals.",
    access: "manage_partners",
    columns: [
      { key: "partner", label: "Partner", kind: "text" },
      { key: "customer", label: "Deal Customer", kind: "text" },
      { key: "deal_value", label: "Deal Value", kind: "money" },
      { key: "rate", label: "Commission Rate (%)", kind: "number" },
      { key: "commission", label: "Commission", kind: "money" },
      { key: "status", label: "Status", kind: "choice", choices: "PAYOUT_STATUSES" },
      { key: "created", label: "Created", kind: "date" },
      { key: "paid", label: "Paid", kind: "date" },
      { key: "reference", label: "Payment Reference", kind: "text" },
    ],
  },
  partners: {
    label: "Partners",
    description: "Partner companies, their status, tier and commission rate.",
    access: "manage_partners",
    columns: [
      { key: "company", label: "Company", kind: "text" },
      { key: "contact", label: "Contact", kind: "text" },
      { key: "email", label: "Contact Email", kind: "text" },
      { key: "business_type", label: "Business Type", kind: "choice", choices: "BUSINESS_TYPES" },
      { key: "status", label: "Status", kind: "choice", choices: "PARTNER_STATUSES" },
      { key: "tier", label: "Tier", kind: "choice", choices: "PARTNER_TIERS" },
      { key: "rate", label: "Commission Rate (%)", kind: "number" },
      { key: "annual_revenue", label: "Annual Revenue", kind: "money" },
      { key: "applied", label: "Applied", kind: "date" },
      { key: "approved", label: "Approved", kind: "date" },
    ],
  },
  enrollments: {
    label: "Enrollments and certificates",
    description: "Who is taking which course, their progress and the certificates issued.",
    access: "courses_or_own",
    columns: [
      { key: "learner", label: "Learner", kind: "text" },
      { key: "learner_email", label: "Learner Email", kind: "text" },
      { key: "course", label: "Course", kind: "text" },
      { key: "status", label: "Status", kind: "choice", choices: "ENROLLMENT_STATUSES" },
      { key: "progress", label: "Progress (%)", kind: "number" },
      { key: "enrolled", label: "Enrolled", kind: "date" },
      { key: "completed", label: "Completed", kind: "date" },
      { key: "certificate_issued", label: "Certificate Issued", kind: "date" },
    ],
  },
  customers: {
    label: "Customers",
    description: "Customers, their health, contract value and renewal.",
    access: "staff",
    columns: [
      { key: "name", label: "Customer", kind: "text" },
      { key: "contact", label: "Contact", kind: "text" },
      { key: "owner", label: "Owner", kind: "text" },
      { key: "partner", label: "Partner", kind: "text" },
      { key: "source", label: "Source", kind: "choice", choices: "CUSTOMER_SOURCES" },
      { key: "status", label: "Status", kind: "choice", choices: "CUSTOMER_STATUSES" },
      { key: "health", label: "Health Score", kind: "number" },
      { key: "contract_value", label: "Contract Value", kind: "money" },
      { key: "start", label: "Start Date", kind: "date" },
      { key: "renewal", label: "Renewal Date", kind: "date" },
    ],
  },
  tickets: {
    label: "Support tickets",
    description: "Support tickets, their priority, status and service targets.",
    access: "staff",
    columns: [
      { key: "number", label: "Ticket", kind: "number" },
      { key: "subject", label: "Subject", kind: "text" },
      { key: "customer", label: "Customer", kind: "text" },
      { key: "assignee", label: "Assignee", kind: "text" },
      { key: "priority", label: "Priority", kind: "choice", choices: "TICKET_PRIORITIES" },
      { key: "status", label: "Status", kind: "choice", choices: "TICKET_STATUSES" },
      { key: "opened", label: "Opened", kind: "date" },
      { key: "first_response", label: "First Response", kind: "date" },
      { key: "solved", label: "Solved", kind: "date" },
      { key: "resolution_breached", label: "Resolution Breached", kind: "date" },
    ],
  },
};

/** A dataset's column by key, or undefined when it has none of that name. */
export function reportColumn(dataset: ReportDatasetKey, key: string): ReportColumn | undefined {
  return REPORT_DATASETS[dataset].columns.find((column) => column.key === key);
}

/** Comparisons of numbers and amounts alike. */
const SIZE_COMPARISONS = [
  "equals",
  "not_equals",
  "greater_than",
  "at_least",
  "less_than",
  "at_most",
  "is_empty",
  "is_not_empty",
] as const;

/** Which comparisons a filter may make on a column of each kind. */
export const REPORT_FILTER_OPERATORS = {
  text: ["contains", "equals", "not_equals", "is_empty", "is_not_empty"],
  number: SIZE_COMPARISONS,
  money: SIZE_COMPARISONS,
  date: ["on", "on_or_after", "on_or_before", "is_empty", "is_not_empty"],
  choice: ["is_any_of", "is_none_of"],
} as const satisfies Record<ReportColumnKind, readonly string[]>;
export type ReportFilterOperator = (typeof REPORT_FILTER_OPERATORS)[ReportColumnKind][number];

export const REPORT_FILTER_OPERATOR_LABELS: Record<ReportFilterOperator, string> = {
  contains: "contains",
  equals: "is",
  not_equals: "is not",
  is_empty: "is empty",
  is_not_empty: "is not empty",
  greater_than: "is more than",
  at_least: "is at least",
  less_than: "is less than",
  at_most: "is at most",
  on: "is on",
  on_or_after: "is on or after",
  on_or_before: "is on or before",
  is_any_of: "is any of",
  is_none_of: "is none of",
};

/** Operators that compare with nothing: their filter carries no value. */
export const VALUELESS_OPERATORS: readonly ReportFilterOperator[] = ["is_empty", "is_not_empty"];

/** How a date column is bucketed when a report groups by it. */
export const REPORT_DATE_BUCKETS = ["day", "week", "month", "quarter", "year"] as const;
export type ReportDateBucket = (typeof REPORT_DATE_BUCKETS)[number];

/** What a grouped report computes per group; count needs no column, the others a number or money column. */
export const REPORT_AGGREGATES = ["count", "sum", "average", "minimum", "maximum"] as const;
export type ReportAggregate = (typeof REPORT_AGGREGATES)[number];

export const REPORT_AGGREGATE_LABELS: Record<ReportAggregate, string> = {
  count: "Count",
  sum: "Sum",
  average: "Average",
  minimum: "Minimum",
  maximum: "Maximum",
};

/** Whether a column can be summed, averaged or compared by size in a grouped report. */
export function isMeasurable(column: ReportColumn): boolean {
  return column.kind === "number" || column.kind === "money";
}
