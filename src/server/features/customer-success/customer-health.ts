import type { Db } from "#server/db/client";
import { AppError } from "#server/platform/app-error";
import type { TicketPriority } from "#shared/enums";
import { formatNumber } from "#shared/format";
import {
  type HealthFacts,
  type HealthInput,
  type HealthInputScore,
  healthScore,
  RENEWAL_WINDOW_DAYS,
} from "#shared/health-score";
import { loadCustomerSuccessSettings } from "./customer-success-settings";
import { readHealthFacts } from "./recompute-health";

export interface CustomerHealth {
  score: number;
  inputs: (HealthInputScore & { value: string })[];
}

const days = (n: number) => `${formatNumber(n)} ${n === 1 ? "day" : "days"}`;

/** Open tickets from the most to the least pressing, as the customer page reads them. */
const PRIORITY_ORDER: TicketPriority[] = ["urgent", "high", "normal", "low"];

/** What each input reads today, in words: the customer page shows it beside the input's penalty. */
export function healthInputValue(input: HealthInput, facts: HealthFacts): string {
  switch (input) {
    case "lastContact":
      return facts.daysSinceContact === 0 ? "Today" : days(facts.daysSinceContact);
    case "openTickets": {
      const parts = PRIORITY_ORDER.filter((p) => facts.openTickets[p] > 0).map(
        (p) => `${formatNumber(facts.openTickets[p])} ${p}`,
      );
      return parts.length === 0 ? "None" : parts.join(", ");
    }
    case "slaBreaches": {
      const n = facts.breachesLast90Days;
      return n === 0 ? "None" : `${formatNumber(n)} ${n === 1 ? "breach" : "breaches"}`;
    }
    case "renewal": {
      const left = facts.daysToRenewal;
      if (left === null) return "No renewal date";
      if (left < 0) return `Passed ${days(-left)} ago`;
      if (left === 0) return "Today";
      return left <= RENEWAL_WINDOW_DAYS ? `In ${days(left)}` : `Not within ${RENEWAL_WINDOW_DAYS} days`;
    }
    case "csmRating":
      return facts.csmRating === null ? "Not rated" : `${facts.csmRating} of 5`;
  }
}

/**
 * A customer's health explained: the score from today's facts and the weights in force, and each input with what
 * it reads and what it takes off. Computed fresh, so the penalties always add up to the score shown beside them.
 */
export async function customerHealth(
  tx: Pick<Db, "execute" | "select">,
  customerId: string,
  now?: Date,
): Promise<CustomerHealth> {
  const [row] = await readHealthFacts(tx, [customerId], now);
  if (!row) throw new AppError("not_found", "Customer not found");
  const { healthWeights } = await loadCustomerSuccessSettings(tx);
  const { score, inputs } = healthScore(row.facts, healthWeights);
  return {
    score,
    inputs: inputs.map((input) => ({ ...input, value: healthInputValue(input.input, row.facts) })),
  };
}
