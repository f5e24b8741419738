import type { Analytics } from "#shared/contracts/analytics";
import { formatNumber } from "#shared/format";
import { StatCard, StatGrid } from "#web/components/lists/stat-grid";
import { shareText } from "./analytics-figures";

const daysText = (days: number | null) =>
  days === null ? "—" : `${formatNumber(days)} ${days === 1 ? "day" : "days"}`;

/**
 * The period's headline figures: conversion and the median days to close for those who see deals, certificates
 * issued for those who see certificates, and SLA attainment; a section the server leaves out shows nothing.
 */
export function AnalyticsHeadline({ analytics }: { analytics: Analytics }) {
  const { deals, certificates, tickets } = analytics;
  const solved = tickets.reduce((sum, month) => sum + month.solved, 0);
  const met = tickets.reduce((sum, month) => sum + month.met, 0);
  return (
    <StatGrid>
      {deals ? (
        <>
          <StatCard
            label="Conversion"
            value={shareText(deals.conversion.rate)}
            note={`${formatNumber(deals.conversion.won)} of ${formatNumber(deals.conversion.submitted)} deals`}
          />
          <StatCard
            label="Median Days to Close"
            value={daysText(deals.medianDaysToClose)}
            note="Submission to closed won"
          />
        </>
      ) : null}
      {certificates ? (
        <StatCard
          label="Certificates Issued"
          value={formatNumber(certificates.reduce((sum, month) => sum + month.issued, 0))}
          note="Over the period"
        />
      ) : null}
      <StatCard
        label="SLA Attainment"
        value={shareText(solved > 0 ? met / solved : null)}
        note={`${formatNumber(met)} of ${formatNumber(solved)} solved within SLA`}
      />
    </StatGrid>
  );
}
