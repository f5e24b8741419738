import { type ReactNode, useId } from "react";
import type { PartnerDetail } from "#shared/contracts/partners";
import { formatAmount } from "#shared/format";
import {
  DetailDialog,
  DetailLoadFailed,
  DetailLoading,
  DetailNotFound,
} from "#web/components/dialogs/detail-dialog";
import { EmailText } from "#web/components/text/email-text";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { ApplicationStatusBadge } from "#web/domain/application-status-badge";
import { businessTypeLabel } from "#web/domain/business-type-labels";
import { DEAL_STATUS_LABELS } from "#web/domain/deal-status-badge";
import { PAYOUT_STATUS_LABELS } from "#web/domain/payout-status-badge";
import { TierBadge } from "#web/domain/tier-badge";
import { useTierNames } from "#web/domain/tier-names";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { formatRate } from "#web/lib/format/format-rate";
import { humanize } from "#web/lib/format/humanize";
import { calendarDate, localDate } from "#web/lib/format/local-time";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { cn } from "#web/lib/style/cn";
import { usePartner } from "../api/get-partner";
import { auditActorName, describeAuditEntry } from "./audit-entry";
import { type PartnerDetailMember, PartnerMembers } from "./partner-members";
import { PartnerStatusBadge } from "./partner-status-badge";
import { PartnerTierSection } from "./partner-tier-section";

/**
 * What other features add to a partner's detail view; the screen gives it, composing them: what staff can do to
 * the team (docs/product/partner-teams.md#changing-the-team), the partner's programme agreement
 * (docs/product/agreements.md#the-signed-copy) and its onboarding journey (docs/product/onboarding-journey.md).
 */
export interface PartnerDetailParts {
  memberActions(partnerId: string, member: PartnerDetailMember): ReactNode;
  invitations(partnerId: string): ReactNode;
  agreement(partnerId: string): ReactNode;
  journey(partnerId: string): ReactNode;
}

/**
 * One partner in full, over the Partners tab: its terms, its application, its commission, its tier with the
 * override's actions, its newest deals and payouts and its audit history, for answering a partner's question
 * without a database. Only holders of manage_partners open it (the partner's details ask it), so the tier's
 * actions need no check of their own.
 */
export function PartnerDetailDialog({
  partnerId,
  onClose,
  onCloseAutoFocus,
  parts,
}: {
  partnerId: string | null;
  parts?: PartnerDetailParts;
  onClose(): void;
  /** Places the focus once the dialog has closed. */
  onCloseAutoFocus(event: Event): void;
}) {
  return (
    <DetailDialog
      itemId={partnerId}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      className="sm:max-w-4xl"
    >
      {(id, close) => <PartnerDetailContent partnerId={id} onBack={close} parts={parts} />}
    </DetailDialog>
  );
}

function PartnerDetailContent({
  partnerId,
  onBack,
  parts,
}: {
  partnerId: string;
  onBack(): void;
  parts?: PartnerDetailParts;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const tierNames = useTierNames();
  const detail = usePartner(partnerId);

  if (detail.isPending) {
    return (
      <DetailLoading
        title="Loading partner"
        description="One moment while the partner loads."
        statusLabel="Loading partner"
      />
    );
  }
  if (detail.isError && isMissingItem(detail.error)) {
    return (
      <DetailNotFound
        description="There is no partner at this address. It may have been removed, or the address is mistyped."
        back={{ label: "Back to Partners", onClick: onBack }}
      />
    );
  }
  if (detail.isError) {
    return (
      <DetailLoadFailed
        title="Partner unavailable"
        description="Failed to load the partner. Please try again."
        onRetry={() => detail.refetch()}
      />
    );
  }

  const { partner, application, recentDeals, recentPayouts, auditEntries, members, memberCount } =
    detail.data;
  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle className="break-words">{partner.companyName}</DialogTitle>
          <PartnerStatusBadge status={partner.status} />
          <TierBadge tier={partner.tier} />
        </div>
        <DialogDescription className="break-words">
          {partner.contactName} · <EmailText email={partner.contactEmail} />
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 md:grid-cols-2">
        <Terms partner={partner} />
        <div className="grid content-start gap-4">
          <ApplicationPart application={application} />
          <Part title="Commission">
            <Facts
              facts={[
                { label: "Earned", value: formatAmount(partner.commissionEarned) },
                { label: "Pending", value: formatAmount(partner.pendingCommission) },
                { label: "Paid", value: formatAmount(partner.paidCommission) },
              ]}
              columns="grid-cols-3"
            />
          </Part>
        </div>
      </div>
      <Part title="Tier">
        <PartnerTierSection
          partnerId={partner.id}
          companyName={partner.companyName}
          active={partner.status === "active"}
        />
      </Part>
      {parts ? <Part title="Onboarding journey">{parts.journey(partner.id)}</Part> : null}
      {parts ? <Part title="Programme agreement">{parts.agreement(partner.id)}</Part> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Part title="Newest deals">
          {recentDeals.length === 0 ? (
            <p className="text-sm text-muted-foreground">No deals yet.</p>
          ) : (
            <ul aria-label="Newest deals" className="grid divide-y text-sm">
              {recentDeals.map((deal) => (
                <li
                  key={deal.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2"
                >
                  <span className="min-w-0 font-medium break-words">{deal.companyName}</span>
                  <span className="tabular-nums">{formatAmount(deal.dealValue)}</span>
                  <span className="w-full text-muted-foreground">
                    {DEAL_STATUS_LABELS[deal.status]} · {localDate(deal.submittedAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title="Newest payouts">
          {recentPayouts.length === 0 ? (
            <p className="text-sm text-muted-foreground">No payouts yet.</p>
          ) : (
            <ul aria-label="Newest payouts" className="grid divide-y text-sm">
              {recentPayouts.map((payout) => (
                <li
                  key={payout.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2"
                >
                  <span className="font-medium tabular-nums">{formatAmount(payout.commissionAmount)}</span>
                  <span>{PAYOUT_STATUS_LABELS[payout.status]}</span>
                  <span className="w-full text-muted-foreground">
                    at {formatRate(payout.commissionRate)}
                    {Number(payout.commissionShare) === 100
                      ? ""
                      : ` · ${formatRate(payout.commissionShare)} share`}{" "}
                    · created {localDate(payout.createdAt)}
                    {payout.paidAt ? ` · paid ${calendarDate(payout.paidAt)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Part>
      </div>
      <Part title={`Members (${memberCount})`}>
        <PartnerMembers
          members={members}
          memberCount={memberCount}
          actions={parts ? (member) => parts.memberActions(partnerId, member) : undefined}
        />
        {parts?.invitations(partnerId)}
      </Part>
      <Part title="History">
        {auditEntries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ol aria-label="History" className="grid divide-y text-sm">
            {auditEntries.map((entry) => {
              const { action, details } = describeAuditEntry(entry, tierNames);
              return (
                <li
                  key={entry.id}
                  className="grid gap-1 py-2 sm:grid-cols-[12.5rem_minmax(0,1fr)] sm:gap-x-4"
                >
                  <LocalDateTime date={entry.createdAt} className="text-muted-foreground" />
                  <div className="grid min-w-0 gap-0.5">
                    <p>
                      <span className="font-medium">{action}</span>
                      <span className="text-muted-foreground"> by {auditActorName(entry)}</span>
                    </p>
                    {details.length > 0 ? (
                      <ul className="grid gap-0.5 break-words text-muted-foreground">
                        {details.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Part>
    </>
  );
}

/** A titled part of the details. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-2 rounded-lg border p-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Facts({
  facts,
  columns = "grid-cols-1 sm:grid-cols-2",
}: {
  /** A wide fact (free text) takes the whole row. */
  facts: { label: string; value: ReactNode; wide?: boolean }[];
  columns?: string;
}) {
  return (
    <dl className={cn("grid gap-x-4 gap-y-2 text-sm", columns)}>
      {facts.map((fact) => (
        <div key={fact.label} className={cn("min-w-0", fact.wide && "col-span-full")}>
          <dt className="text-xs text-muted-foreground">{fact.label}</dt>
          <dd className="font-medium break-words tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Terms({ partner }: { partner: PartnerDetail["partner"] }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const facts = [
    { label: "Commission rate", value: formatRate(partner.commissionRate) },
    { label: "Business type", value: businessTypeLabel(partner.businessType) },
    { label: "Partner type", value: partner.partnerType ? humanize(partner.partnerType) : "—" },
    { label: "Applied", value: localDate(partner.applicationDate) },
    {
      label: "Approved by",
      value: partner.approvedBy ? partner.approvedBy.name || partner.approvedBy.email : "—",
    },
    { label: "Approved on", value: partner.approvedAt ? localDate(partner.approvedAt) : "—" },
    {
      label: "Contact password",
      value: partner.hasPassword ? "Set: the contact can sign in" : "Not set yet",
    },
    { label: "Phone", value: partner.contactPhone ?? "—" },
    { label: "Website", value: partner.website ?? "—" },
    ...(partner.rejectionReason
      ? [{ label: "Rejection reason", value: partner.rejectionReason, wide: true }]
      : []),
  ];
  return (
    <Part title="Terms">
      <Facts facts={facts} />
    </Part>
  );
}

function ApplicationPart({ application }: { application: PartnerDetail["application"] }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  return (
    <Part title="Application">
      {application ? (
        <>
          <ApplicationStatusBadge status={application.status} />
          <Facts
            facts={[
              { label: "Submitted", value: localDate(application.submittedAt) },
              {
                label: "Reviewed",
                value: application.reviewedAt ? localDate(application.reviewedAt) : "Not yet",
              },
              ...(application.reviewerNotes
                ? [{ label: "Reviewer notes", value: application.reviewerNotes, wide: true }]
                : []),
            ]}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No application on record.</p>
      )}
    </Part>
  );
}
