import { ScrollTextIcon } from "lucide-react";
import { z } from "zod";
import { AUDIT_ACTION_NAMES, AUDIT_SUBJECT_TYPES } from "#shared/audit";
import { personOption } from "#shared/contracts/users";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import {
  type AddressParam,
  choiceParam,
  recordParam,
  useAddressState,
} from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useAuditLog } from "../api/get-audit-log";
import { AuditEntryRow } from "./audit-entry-row";
import { AuditLogFilters, auditQueryOf, NO_FILTERS, rangeIsValid } from "./audit-log-filters";

/** A date input's value ("2026-04-01"), or "" for none or anything else. */
const dateParam: AddressParam<string> = {
  read: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : ""),
  write: (value) => value || null,
};

const auditSubject = z.object({ type: z.enum(AUDIT_SUBJECT_TYPES), id: z.string(), label: z.string() });

// The filters in the address, in the order of NO_FILTERS (docs/product/shell-and-navigation.md#lists-and-the-address).
const FILTER_PARAMS = {
  action: choiceParam(["all", ...AUDIT_ACTION_NAMES], "all"),
  actor: recordParam((value) => personOption.parse(value)),
  subjectType: choiceParam(["all", ...AUDIT_SUBJECT_TYPES], "all"),
  subject: recordParam((value) => auditSubject.parse(value)),
  from: dateParam,
  to: dateParam,
};

/**
 * The Audit Log (view_audit_logs): every recorded change, newest first, filtered and paged on the server.
 * Clicking an entry's subject narrows the log to that one subject.
 */
export function AuditLogTab() {
  const [filters, setFilters] = useAddressState(FILTER_PARAMS);
  const query = auditQueryOf(filters);
  const valid = rangeIsValid(filters);
  const { list, ...paging } = usePagedList(
    useAuditLog,
    query,
    {},
    {
      enabled: valid,
    },
  );
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
          <PaginationBar {...paging} totalCapped={list.data.totalCapped} noun={["entry", "entries"]} />
        </>
      )}
    </section>
  );
}
