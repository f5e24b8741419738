import { InboxIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { EmptyState } from "#web/components/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/list-states";
import { PaginationBar } from "#web/components/pagination-bar";
import { usePagedList } from "#web/lib/use-paged-list";
import { useApplications } from "../api/get-applications";
import { ApplicationDetailDialog } from "./application-detail-dialog";
import { ApplicationListItem } from "./application-list-item";
import { ApplicationStatusFilter, type StatusFilter } from "./application-status-filter";

const PAGE_SIZE = 20;
const LOAD_FAILED = "Failed to load applications.";

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
  const [filter, setFilter] = useState<StatusFilter>("pending");
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A review can empty the last page of a status: the list steps back.
  const { list, page, setPage, total, pageCount } = usePagedList(
    useApplications,
    filter === "all" ? {} : { status: filter },
    PAGE_SIZE,
  );

  const failed = list.isError;
  useEffect(() => {
    if (failed) toast.error(LOAD_FAILED, { id: "applications-load-failed" });
  }, [failed]);

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
        <ApplicationStatusFilter value={filter} onChange={setFilter} />
      </div>

      {list.isPending ? (
        <ListLoading label="Loading applications" />
      ) : list.isError ? (
        <ListLoadFailed message={LOAD_FAILED} onRetry={() => list.refetch()} />
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
            page={page}
            pageCount={pageCount}
            total={total}
            noun={["application", "applications"]}
            onPageChange={setPage}
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
