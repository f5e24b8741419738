import { InboxIcon } from "lucide-react";
import { useRef } from "react";
import { APPLICATION_STATUSES } from "#shared/enums";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { choiceParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { APPLICATIONS_LOAD_FAILED, useApplications } from "../api/get-applications";
import { ApplicationDetailDialog } from "./application-detail-dialog";
import { ApplicationListItem } from "./application-list-item";
import { ApplicationStatusFilter } from "./application-status-filter";

// Pending first: what waits for review.
const FILTER_PARAMS = { status: choiceParam([...APPLICATION_STATUSES, "all"], "pending") };

/**
 * The Applications tab of the partner portal screen: partner applications by status, newest first, a page at
 * a time, each opening into its details and review. Needs manage_partners (admins have it). Which application
 * is open is the screen's to say (it has an address), so opening and closing are asked of it.
 */
export function ApplicationsTab({
  openApplicationId,
  onOpenApplication,
  onCloseApplication,
}: {
  openApplicationId: string | null;
  onOpenApplication(id: string): void;
  onCloseApplication(): void;
}) {
  const [{ status: filter }, setFilters] = useAddressState(FILTER_PARAMS);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A review can empty the last page of a status: the list steps back.
  const { list, ...paging } = usePagedList(useApplications, filter === "all" ? {} : { status: filter });

  const open = (id: string, button: HTMLElement) => {
    opener.current = button;
    onOpenApplication(id);
  };
  // The dialog has no trigger of its own to return to: back to the row's button, or to the list's heading when
  // the review took the row out of the list, so keyboard users never land on the page body.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : heading.current)?.focus();
  };

  return (
    <section aria-labelledby="applications-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2
            id="applications-heading"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight outline-none"
          >
            Partner Applications
          </h2>
          <p className="text-sm text-muted-foreground">Review applications to the partner programme.</p>
        </div>
        <ApplicationStatusFilter value={filter} onChange={(next) => setFilters({ status: next })} />
      </div>

      {list.isPending ? (
        <ListLoading label="Loading applications" />
      ) : list.isError ? (
        <ListLoadFailed message={APPLICATIONS_LOAD_FAILED} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<InboxIcon />}
          title="No applications found."
          description={
            filter === "pending"
              ? "There are no applications waiting for review."
              : "No application matches this status."
          }
        />
      ) : (
        <>
          <ul aria-label="Applications" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((application) => (
              <ApplicationListItem key={application.id} application={application} onOpen={open} />
            ))}
          </ul>
          <PaginationBar
            {...paging}
            totalCapped={list.data.totalCapped ?? false}
            noun={["application", "applications"]}
          />
        </>
      )}

      <ApplicationDetailDialog
        applicationId={openApplicationId}
        onClose={onCloseApplication}
        onCloseAutoFocus={returnFocus}
      />
    </section>
  );
}
