import type { Analytics } from "#shared/contracts/analytics";
import { DEAL_STATUSES } from "#shared/enums";
import { formatAmount, formatNumber, formatPercent } from "#shared/format";
import { DEAL_STATUS_LABELS } from "#shared/labels";
import type { Figures } from "#web/components/charts/figures";
import { calendarMonth } from "#web/lib/format/local-time";

// Each chart's figures as its table shows them and its CSV holds them
// (docs/product/business-intelligence.md#analytics): the drawing takes the same rows.

type Deals = NonNullable<Analytics["deals"]>;

/** Pipeline by status shows each month's deals as a count or as their value. */
export type PipelineMeasure = "count" | "value";

/** A share held as a fraction (0.5) as a percent, or a dash when there is nothing to share out. */
export const shareText = (share: number | null) => (share === null ? "—" : formatPercent(share * 100));

/** A share as a spreadsheet reads it: the fraction to four places, empty when there is nothing to share out. */
const shareValue = (share: number | null) =>
  share === null ? "" : String(Math.round(share * 10_000) / 10_000);

export function pipelineFigures(pipeline: Deals["pipeline"], measure: PipelineMeasure): Figures {
  return {
    caption: measure === "count" ? "Deals submitted by month and status" : "Deal value by month and status",
    columns: ["Month", ...DEAL_STATUSES.map((status) => DEAL_STATUS_LABELS[status])],
    rows: pipeline.map(({ month, byStatus }) => ({
      key: month,
      cells: [
        calendarMonth(month),
        ...DEAL_STATUSES.map((status) =>
          measure === "count" ? formatNumber(byStatus[status].count) : formatAmount(byStatus[status].value),
        ),
      ],
      values: [
        month,
        ...DEAL_STATUSES.map((status) =>
          measure === "count" ? String(byStatus[status].count) : String(byStatus[status].value),
        ),
      ],
    })),
  };
}

export function wonFigures(won: Deals["won"]): Figures {
  return {
    caption: "Deals won, their value and commission by month",
    columns: ["Month", "Deals Won", "Value Won", "Commission"],
    rows: won.map(({ month, deals, value, commission }) => ({
      key: month,
      cells: [calendarMonth(month), formatNumber(deals), formatAmount(value), formatAmount(commission)],
      values: [month, String(deals), String(value), String(commission)],
    })),
  };
}

export function topPartnersFigures(topPartners: Deals["topPartners"]): Figures {
  return {
    caption: "Top partners by value won",
    columns: ["Partner", "Deals Won", "Value Won"],
    rows: topPartners.map(({ partnerId, companyName, dealsWon, wonValue }) => ({
      key: partnerId,
      cells: [companyName, formatNumber(dealsWon), formatAmount(wonValue)],
      values: [companyName, String(dealsWon), String(wonValue)],
    })),
  };
}

export function certificateFigures(certificates: NonNullable<Analytics["certificates"]>): Figures {
  return {
    caption: "Certificates issued by month",
    columns: ["Month", "Certificates Issued"],
    rows: certificates.map(({ month, issued }) => ({
      key: month,
      cells: [calendarMonth(month), formatNumber(issued)],
      values: [month, String(issued)],
    })),
  };
}

export function ticketFigures(tickets: Analytics["tickets"]): Figures {
  return {
    caption: "Tickets opened and solved by month, with SLA attainment",
    columns: ["Month", "Opened", "Solved", "Solved Within SLA", "SLA Attainment"],
    rows: tickets.map(({ month, opened, solved, met, attainment }) => ({
      key: month,
      cells: [
        calendarMonth(month),
        formatNumber(opened),
        formatNumber(solved),
        formatNumber(met),
        shareText(attainment),
      ],
      values: [month, String(opened), String(solved), String(met), shareValue(attainment)],
    })),
  };
}

/** The top partners' ranking period, as a sentence ends: "over the last 90 days". */
export const TOP_PARTNERS_PERIOD_TEXT: Record<Deals["topPartnersPeriod"], string> = {
  "90d": "over the last 90 days",
  "12m": "over the last 12 months",
  all: "of all time",
};
