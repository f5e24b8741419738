import { ScrollTextIcon } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "#web/components/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/list-states";
import { PaginationBar } from "#web/components/pagination-bar";
import { usePagedList } from "#web/lib/use-paged-list";
import { useAuditLog } from "../api/get-audit-log";
import { AuditEntryRow } from "./audit-entry-row";
import { AuditLogFilters, auditQueryOf, NO_FILTERS, rangeIsValid } from "./audit-log-filters";

const PAGE_SIZE = 25;

/**
 * The Audit Log (view_audit_logs): every recorded change, newest first, filtered and paged on the server.
 * Clicking an entry's subject narrows the log to that one subject.
 */
export function AuditLogTab() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const query = auditQueryOf(filters);
  const valid = rangeIsValid(filters);
  const { list, page, setPage, total, pageCount } = usePagedList(useAuditLog, query, PAGE_SIZE, {
    enabled: valid,
  });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <section aria-labelledby="audit-log-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="audit-log-heading" className="text-xl font-semibold tracking-tight">
          Audit Log
        </h2>
        <p className="text-sm text-muted-foreground">
          Every change to partners, deals, users and departments, newest first. Entries cannot be changed or
          deleted.
        </p>
      </div>
      <AuditLogFilters filters={filters} onChange={setFilters} />
      {!valid ? (
        <EmptyState
          icon={<ScrollTextIcon />}
          title="Check the dates"
          description="Choose a From date on or before the To date."
        />
      ) : list.isPending ? (
        <ListLoading label="Loading the audit log" rowClassName="h-20 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load the audit log" onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<ScrollTextIcon />}
          title="No audit entries found"
          description={filtered ? "No entry matches these filters." : "Changes appear here as they are made."}
        />
      ) : (
        <>
          <ol aria-label="Audit entries" aria-busy={list.isFetching} className="grid gap-2">
            {list.data.items.map((entry) => (
              <AuditEntryRow
                key={entry.id}
                entry={entry}
                onSubject={(subject) => setFilters({ ...filters, subject, subjectType: subject.type })}
              />
            ))}
          </ol>
          <PaginationBar
            page={page}
            pageCount={pageCount}
            total={total}
            totalCapped={list.data.totalCapped}
            noun={["entry", "entries"]}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
