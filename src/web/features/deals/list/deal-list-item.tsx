import { CopyIcon, DownloadIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { DealStatusBadge, type DealStatusWording } from "#web/domain/deal-status-badge";
import { FOCUS_FALLBACK } from "#web/lib/focus/focus-rescue";
import { useDownloadProposal } from "../api/download-proposal";
import { DealFacts } from "./deal-facts";
import { DealReviewActions } from "./deal-review-actions";
import type { DealSummary } from "./deal-summary";

/**
 * One deal: its customer (a link to its page) and status, its figures, its proposal, and for staff the review
 * moves.
 */
export function DealListItem({
  deal,
  isAdmin,
  wording,
  href,
  onShowConflicts,
}: {
  deal: DealSummary;
  isAdmin: boolean;
  wording: DealStatusWording;
  /** The deal's own page. */
  href: string;
  onShowConflicts(id: string): void;
}) {
  const download = useDownloadProposal({
    mutationConfig: {
      onError: () =>
        toast.error("Download Failed", { description: "Could not download the proposal. Please try again." }),
    },
  });
  return (
    // The row takes the focus when a review move takes its button away (docs/product/shell-and-navigation.md#focus).
    <li
      {...{ [FOCUS_FALLBACK]: "" }}
      className="grid gap-3 rounded-lg border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words">
          <Link to={href} className="underline-offset-2 hover:underline">
            {deal.companyName}
          </Link>
        </h3>
        <DealStatusBadge status={deal.status} wording={wording} />
        {isAdmin && deal.possibleDuplicate ? (
          <button
            type="button"
            onClick={() => onShowConflicts(deal.id)}
            className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Possible duplicate: compare the deals for ${deal.companyName}`}
          >
            <Badge
              variant="outline"
              className="border-orange-300 bg-orange-50 text-orange-900 hover:bg-orange-100"
            >
              <CopyIcon aria-hidden="true" />
              Possible duplicate
            </Badge>
          </button>
        ) : null}
      </div>
      <DealFacts deal={deal} showPartner={isAdmin} />
      {deal.description ? (
        <p className="text-sm text-muted-foreground break-words">{deal.description}</p>
      ) : null}
      {deal.hasProposal || isAdmin ? (
        <div className="flex flex-wrap items-center gap-2">
          {deal.hasProposal ? (
            <BusyButton
              type="button"
              size="sm"
              variant="ghost"
              busy={download.isPending}
              busyLabel="Downloading proposal"
              icon={<DownloadIcon aria-hidden="true" />}
              aria-label={`Download the proposal for ${deal.companyName}`}
              onClick={() => download.mutate({ dealId: deal.id })}
            >
              Proposal
            </BusyButton>
          ) : null}
          {isAdmin ? <DealReviewActions deal={deal} /> : null}
        </div>
      ) : null}
    </li>
  );
}
