import {
  CircleCheckIcon,
  CircleXIcon,
  MessageCircleQuestionIcon,
  SearchCheckIcon,
  TrophyIcon,
} from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { returnQuestion } from "#shared/contracts/deals";
import { type ReviewDealStatus, reviewMovesFrom } from "#shared/deal-transitions";
import { formatAmount, formatPercent } from "#shared/format";
import { DEAL_STATUS_LABELS } from "#shared/labels";
import { ConfirmDialog } from "#web/components/dialogs/confirm-dialog";
import { BusyButton } from "#web/components/ui/busy-button";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useChangeDealStatus } from "../api/change-deal-status";
import { NoteDialog } from "../detail/note-dialog";
import { CoSellDialog } from "./co-sell-dialog";
import type { DealSummary } from "./deal-summary";

type ButtonMove = Exclude<ReviewDealStatus, "returned">;

const ACTIONS: Record<ButtonMove, { label: string; icon: typeof CircleCheckIcon }> = {
  approved: { label: "Approve", icon: CircleCheckIcon },
  in_review: { label: "Mark In Review", icon: SearchCheckIcon },
  closed_won: { label: "Mark Closed Won", icon: TrophyIcon },
  closed_lost: { label: "Mark Closed Lost", icon: CircleXIcon },
};

/** What a dialog asks before a move that cannot be undone, or one that overrides another partner's protection. */
type Confirmation = { status: ButtonMove; override: boolean };

function confirmationText(deal: DealSummary, { status, override }: Confirmation) {
  if (override) {
    return {
      title: "Approve over a protected registration?",
      description: `Another partner's approved deal protects ${deal.companyName}. Approving this one too is recorded in the audit trail as an override.`,
      action: "Approve Anyway",
    };
  }
  // A co-sold deal closes with its pair (docs/product/programme.md#co-selling), each partner on its share.
  const share = deal.coSellShare === null ? null : formatPercent(Number(deal.coSellShare), 2);
  return status === "closed_won"
    ? {
        title: `Mark ${deal.companyName} closed won?`,
        description:
          share === null
            ? `${deal.partnerCompanyName} earns its commission on ${formatAmount(deal.dealValue)}, at its current rate, as a pending payout. Closed deals are final.`
            : `${deal.partnerCompanyName} earns its commission on its ${share} share of ${formatAmount(deal.dealValue)}, at its current rate, as a pending payout; the deal co-sold with it closes won too, its partner earning on the rest. Closed deals are final.`,
        action: "Mark Closed Won",
      }
    : {
        title: `Mark ${deal.companyName} closed lost?`,
        description:
          share === null
            ? "The partner is told by e-mail. Closed deals are final."
            : "The partner is told by e-mail, and the deal co-sold with it closes lost too. Closed deals are final.",
        action: "Mark Closed Lost",
      };
}

/**
 * The moves an administrator can make on a deal from its status: on a submitted deal exactly Approve and Mark
 * In Review (docs/product/deals.md#review), then approve or lose it from review, and win or lose it once
 * approved. Closing asks first; approving over another partner's protected registration asks for the
 * override, or under the co-selling policy for the override or a commission split.
 */
export function DealReviewActions({ deal }: { deal: DealSummary }) {
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [coSelling, setCoSelling] = useState(false);
  const change = useChangeDealStatus({
    mutationConfig: {
      onSuccess: (_answer, { status }) => {
        setConfirming(null);
        setCoSelling(false);
        toast.success("Deal Status Updated", {
          description: `Deal status changed to ${DEAL_STATUS_LABELS[status]}`,
        });
      },
      onError: (error, { status }) => {
        const failure = rpcFailureOf(error);
        // The policy decides which question the refusal asks; it may change between two answers.
        const protection = status === "approved" ? failure?.reason : undefined;
        setConfirming(protection === "protected_customer" ? { status: "approved", override: true } : null);
        setCoSelling(protection === "protected_customer_co_sell");
        if (protection === "protected_customer" || protection === "protected_customer_co_sell") return;
        toast.error("Update Failed", {
          // A refused move says why (someone else moved the deal first); anything else may pass on a retry.
          description:
            failure?.status === 409 && failure.message
              ? failure.message
              : "Could not update deal status. Please try again.",
        });
      },
    },
  });
  const next = reviewMovesFrom(deal.status);
  if (next.length === 0) return null;

  const move = (
    status: ButtonMove,
    answer: { overrideProtection: true } | { coSellShare: number } | null = null,
  ) => change.mutate({ id: deal.id, status, ...answer });
  const ask = confirming ? confirmationText(deal, confirming) : null;
  const sent = change.isPending ? change.variables : undefined;

  return (
    <div className="flex flex-wrap gap-2">
      {next.map((status) => {
        if (status === "returned") return <ReturnDealDialog key={status} deal={deal} />;
        const { label, icon: Icon } = ACTIONS[status];
        const closes = status === "closed_won" || status === "closed_lost";
        return (
          <BusyButton
            key={status}
            type="button"
            size="sm"
            variant={status === "approved" || status === "closed_won" ? "default" : "outline"}
            busy={change.isPending && change.variables?.status === status}
            busyLabel={label}
            disabled={change.isPending}
            icon={<Icon aria-hidden="true" />}
            aria-label={`${label}: ${deal.companyName}`}
            onClick={() => (closes ? setConfirming({ status, override: false }) : move(status))}
          >
            {label}
          </BusyButton>
        );
      })}
      <ConfirmDialog
        open={ask !== null}
        onClose={() => setConfirming(null)}
        title={ask?.title}
        description={ask?.description}
        action={ask?.action}
        busy={change.isPending}
        // Winning a deal moves it forward; only losing it is painted as destructive.
        tone={confirming?.status === "closed_lost" && !confirming.override ? "destructive" : "default"}
        onConfirm={() => {
          if (confirming) move(confirming.status, confirming.override ? { overrideProtection: true } : null);
        }}
      />
      <CoSellDialog
        deal={deal}
        open={coSelling}
        onClose={() => setCoSelling(false)}
        busy={change.isPending}
        sending={sent?.coSellShare !== undefined ? "co_sell" : sent?.overrideProtection ? "override" : null}
        onOverride={() => move("approved", { overrideProtection: true })}
        onCoSell={(coSellShare) => move("approved", { coSellShare })}
      />
    </div>
  );
}

/**
 * Return: the reviewer asks the partner a question; the deal waits, returned, for the partner's answer
 * (docs/product/programme.md#returned).
 */
function ReturnDealDialog({ deal }: { deal: DealSummary }) {
  const changed = useChangeDealStatus();
  return (
    <NoteDialog
      label="Return"
      accessibleName={`Return with a question: ${deal.companyName}`}
      icon={<MessageCircleQuestionIcon aria-hidden="true" />}
      title={`Return ${deal.companyName} with a question`}
      description={`${deal.partnerCompanyName} is told by e-mail, answers on the deal's page and resubmits it for review.`}
      fieldLabel="Question for the partner"
      field={returnQuestion}
      submitLabel="Return Deal"
      busyLabel="Returning"
      send={(note) => changed.mutateAsync({ id: deal.id, status: "returned", note })}
      done={{ title: "Deal Status Updated", description: "Deal status changed to Returned" }}
      failedTitle="Update Failed"
    />
  );
}
