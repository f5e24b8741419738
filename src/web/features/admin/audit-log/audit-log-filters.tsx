import { XIcon } from "lucide-react";
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_LABELS,
  AUDIT_SUBJECT_TYPES,
  type AuditAction,
  type AuditSubjectType,
} from "#shared/audit";
import type { ListAuditEntriesInput } from "#shared/contracts/audit-log";
import type { PersonOption } from "#shared/contracts/users";
import { FormField } from "#web/components/forms/form-field";
import { SelectFilter } from "#web/components/forms/select-filter";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { ActorFilter } from "./actor-filter";
import { endOfLocalDay, startOfLocalDay } from "./local-day";

/** One subject of the trail, chosen by clicking it in an entry. */
export interface AuditSubject {
  type: AuditSubjectType;
  id: string;
  label: string;
}

/** What the audit log is narrowed to; dates are the date inputs' values ("2026-04-01", or "" for none). */
export interface AuditFilters {
  action: AuditAction | "all";
  actor: PersonOption | null;
  subjectType: AuditSubjectType | "all";
  subject: AuditSubject | null;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = {
  action: "all",
  actor: null,
  subjectType: "all",
  subject: null,
  from: "",
  to: "",
};

export const RANGE_REVERSED = "From must not be after To.";

/** Whether the dates make a range the server accepts (date inputs' values compare as text). */
export const rangeIsValid = ({ from, to }: AuditFilters) => !from || !to || from <= to;

/** The filters as the server takes them: whole local days, one subject or a subject type. */
export function auditQueryOf(filters: AuditFilters): Omit<ListAuditEntriesInput, "page" | "pageSize"> {
  const { action, actor, subjectType, subject, from, to } = filters;
  return {
    ...(action !== "all" ? { action } : {}),
    ...(actor ? { actorId: actor.id } : {}),
    ...(subject
      ? { subjectType: subject.type, subjectId: subject.id }
      : subjectType !== "all"
        ? { subjectType }
        : {}),
    ...(from ? { from: startOfLocalDay(from) } : {}),
    ...(to ? { to: endOfLocalDay(to) } : {}),
  };
}

const ACTION_OPTIONS = AUDIT_ACTION_NAMES.map((action) => ({ value: action, label: AUDIT_ACTIONS[action] }));
const SUBJECT_OPTIONS = AUDIT_SUBJECT_TYPES.map((type) => ({
  value: type,
  label: AUDIT_SUBJECT_LABELS[type],
}));

/**
 * The audit log's filters: action, actor, subject type, a date range of whole local days, and the one subject
 * chosen from an entry, shown as a chip that removes it.
 */
export function AuditLogFilters({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange(filters: AuditFilters): void;
}) {
  const set = (change: Partial<AuditFilters>) => onChange({ ...filters, ...change });
  const { subject } = filters;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,0.9fr)] lg:items-start">
        <SelectFilter
          id="audit-action-filter"
          label="Action"
          allLabel="All actions"
          value={filters.action}
          options={ACTION_OPTIONS}
          onChange={(action) => set({ action })}
        />
        <ActorFilter value={filters.actor} onChange={(actor) => set({ actor })} />
        <SelectFilter
          id="audit-subject-filter"
          label="Subject type"
          allLabel="All subjects"
          value={subject?.type ?? filters.subjectType}
          options={SUBJECT_OPTIONS}
          // Another type leaves the one subject chosen.
          onChange={(subjectType) => set({ subjectType, subject: null })}
        />
        <FormField id="audit-from" label="From">
          {(control) => (
            <Input
              {...control}
              type="date"
              max={filters.to || undefined}
              value={filters.from}
              onChange={(event) => set({ from: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="audit-to" label="To" error={rangeIsValid(filters) ? undefined : RANGE_REVERSED}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={filters.from || undefined}
              value={filters.to}
              onChange={(event) => set({ to: event.target.value })}
            />
          )}
        </FormField>
      </div>
      {filtered ? (
        <div className="flex flex-wrap items-center gap-2">
          {subject ? (
            <span className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm">
              <span className="min-w-0 break-words">
                {AUDIT_SUBJECT_LABELS[subject.type]}: <span className="font-medium">{subject.label}</span>
              </span>
              <button
                type="button"
                aria-label={`Remove the filter ${AUDIT_SUBJECT_LABELS[subject.type]}: ${subject.label}`}
                onClick={() => set({ subject: null, subjectType: "all" })}
                className="rounded-full p-1 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          ) : null}
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
