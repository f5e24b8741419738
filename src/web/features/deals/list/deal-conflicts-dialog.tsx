import { DetailDialog } from "#web/components/dialogs/detail-dialog";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { DealStatusBadge } from "#web/domain/deal-status-badge";
import { useDealConflicts } from "../api/get-deal-conflicts";
import { DealFacts } from "./deal-facts";
import type { DealSummary } from "./deal-summary";

function DealPanel({ deal, heading }: { deal: DealSummary; heading: string }) {
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{heading}</p>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{deal.companyName}</h3>
        <DealStatusBadge status={deal.status} />
      </div>
      <DealFacts deal={deal} showPartner />
      {deal.description ? <p className="text-sm text-muted-foreground">{deal.description}</p> : null}
    </article>
  );
}

/**
 * For staff: a deal beside the open deals that make it a possible duplicate: other partners' for the same end
 * customer, and the same partner's earlier registrations of it.
 */
export function DealConflictsDialog({ dealId, onClose }: { dealId: string | null; onClose(): void }) {
  return (
    <DetailDialog itemId={dealId} onClose={onClose} className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
      {(id) => <DealConflicts dealId={id} />}
    </DetailDialog>
  );
}

function DealConflicts({ dealId }: { dealId: string }) {
  const conflicts = useDealConflicts(dealId);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Possible duplicate</DialogTitle>
        <DialogDescription>
          Open deals for the same customer: other partners' and this partner's earlier ones. The partners are
          not told about each other.
        </DialogDescription>
      </DialogHeader>
      {conflicts.isPending ? (
        <ListLoading label="Loading the deals" rows={2} rowClassName="h-40" className="md:grid-cols-2" />
      ) : conflicts.isError ? (
        <ListLoadFailed message="Could not load the conflicting deals." onRetry={() => conflicts.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <DealPanel deal={conflicts.data.deal} heading="This deal" />
          <div className="grid content-start gap-3">
            {conflicts.data.conflicts.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                No other open deal holds this customer any more.
              </p>
            ) : (
              conflicts.data.conflicts.map((other) => (
                <DealPanel
                  key={other.id}
                  deal={other}
                  heading={
                    other.partnerId === conflicts.data.deal.partnerId
                      ? "Registered earlier by the same partner"
                      : "Registered by another partner"
                  }
                />
              ))
            )}
          </div>
        </div>
      )}
    </>
  );
}
