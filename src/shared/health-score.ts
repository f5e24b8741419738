import type { CustomerStatus, TicketPriority, TicketStatus } from "./enums";

// A customer's health score (docs/product/customer-success.md#health): 100 less a penalty for each input, each
// penalty at most its weight, the total kept within 0-100. The server computes it; the customer page shows every
// input with its penalty, so a score always says why it is what it is.

/** The most each input may take off the score; an administrator sets them in Customer Success settings. */
export interface HealthWeights {
  lastContact: number;
  openTickets: number;
  slaBreaches: number;
  renewal: number;
  csmRating: number;
}

export const DEFAULT_HEALTH_WEIGHTS: HealthWeights = {
  lastContact: 25,
  openTickets: 20,
  slaBreaches: 20,
  renewal: 10,
  csmRating: 25,
};

export const HEALTH_INPUTS = ["lastContact", "openTickets", "slaBreaches", "renewal", "csmRating"] as const;
export type HealthInput = (typeof HEALTH_INPUTS)[number];

export const HEALTH_INPUT_LABELS: Record<HealthInput, string> = {
  lastContact: "Days since last contact",
  openTickets: "Open tickets by priority",
  slaBreaches: "SLA breaches in the last 90 days",
  renewal: "Renewal within 60 days",
  csmRating: "CSM rating",
};

/** Contact within this many days costs nothing; the penalty then grows to the full weight at FULL days. */
export const CONTACT_GRACE_DAYS = 14;
export const CONTACT_FULL_PENALTY_DAYS = 60;
/** Points each open ticket takes, by priority, before the weight caps them. */
/** The statuses of a ticket still being worked: each such ticket takes its priority's points off. */
export const OPEN_TICKET_STATUSES = [
  "new",
  "open",
  "pending",
  "on_hold",
] as const satisfies readonly TicketStatus[];
export const OPEN_TICKET_POINTS: Record<TicketPriority, number> = { low: 1, normal: 3, high: 6, urgent: 10 };
/** Points each SLA breach of the last 90 days takes, before the weight caps them. */
export const BREACH_POINTS = 8;
export const BREACH_WINDOW_DAYS = 90;
export const RENEWAL_WINDOW_DAYS = 60;

/** The score's bands: 80 and above green, 60 to 79 yellow, below 60 red. */
export type HealthBand = "green" | "yellow" | "red";
export const GREEN_FROM = 80;
export const YELLOW_FROM = 60;

export function healthBand(score: number): HealthBand {
  if (score >= GREEN_FROM) return "green";
  if (score >= YELLOW_FROM) return "yellow";
  return "red";
}

/** What the score reads: how the customer stands today. */
export interface HealthFacts {
  /** Whole days since the last logged contact (or since the start, when nobody has logged one). */
  daysSinceContact: number;
  openTickets: Record<TicketPriority, number>;
  breachesLast90Days: number;
  /** Whole days until the renewal date; null without one, negative once it has passed. */
  daysToRenewal: number | null;
  csmRating: number | null;
}

export interface HealthInputScore {
  input: HealthInput;
  penalty: number;
  weight: number;
}

export interface HealthScore {
  score: number;
  inputs: HealthInputScore[];
}

const capped = (points: number, weight: number) => Math.min(Math.max(points, 0), weight);

function penaltyOf(input: HealthInput, facts: HealthFacts, weight: number): number {
  switch (input) {
    case "lastContact": {
      const late = facts.daysSinceContact - CONTACT_GRACE_DAYS;
      return capped((weight * late) / (CONTACT_FULL_PENALTY_DAYS - CONTACT_GRACE_DAYS), weight);
    }
    case "openTickets": {
      const priorities = Object.keys(OPEN_TICKET_POINTS) as TicketPriority[];
      const points = priorities.reduce((sum, p) => sum + OPEN_TICKET_POINTS[p] * facts.openTickets[p], 0);
      return capped(points, weight);
    }
    case "slaBreaches":
      return capped(BREACH_POINTS * facts.breachesLast90Days, weight);
    case "renewal":
      return facts.daysToRenewal !== null &&
        facts.daysToRenewal >= 0 &&
        facts.daysToRenewal <= RENEWAL_WINDOW_DAYS
        ? weight
        : 0;
    case "csmRating":
      return facts.csmRating === null ? 0 : capped((weight * (5 - facts.csmRating)) / 4, weight);
  }
}

/** The score and each input's penalty, rounded to whole points; the score is 100 less their sum, within 0-100. */
export function healthScore(
  facts: HealthFacts,
  weights: HealthWeights = DEFAULT_HEALTH_WEIGHTS,
): HealthScore {
  const inputs = HEALTH_INPUTS.map((input) => ({
    input,
    penalty: Math.round(penaltyOf(input, facts, weights[input])),
    weight: weights[input],
  }));
  const score = 100 - inputs.reduce((sum, { penalty }) => sum + penalty, 0);
  return { score: Math.min(100, Math.max(0, score)), inputs };
}

/** The status a score gives; churned stays churned whatever the score, until someone sets it back. */
export function statusForScore(score: number, current: CustomerStatus): CustomerStatus {
  if (current === "churned") return "churned";
  return score < YELLOW_FROM ? "at_risk" : "healthy";
}
