import { FilterIcon } from "lucide-react";
import { AUDIT_SUBJECT_LABELS } from "#shared/audit";
import type { AuditEntryItem } from "#shared/contracts/audit-log";
import { EmailText } from "#web/components/text/email-text";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { auditActionName, auditActorName, auditDetailLines } from "#web/domain/audit-entry-text";
import { useTierNames } from "#web/domain/tier-names";
import type { AuditSubject } from "./audit-log-filters";

/**
 * One entry of the trail: when, who, what, about which subject (a button that narrows the log to it) and
 * partner, and its details in words. Stacks on phones; the time sits in its own column on wide screens.
 */
export function AuditEntryRow({
  entry,
  onSubject,
}: {
  entry: AuditEntryItem;
  onSubject(subject: AuditSubject): void;
}) {
  const { subject, partner, actor } = entry;
  const details = auditDetailLines(entry, useTierNames());
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 text-sm md:grid-cols-[9.5rem_minmax(0,1fr)] md:gap-x-6">
      <LocalDateTime date={entry.createdAt} stacked className="grid content-start" />
      <div className="grid min-w-0 gap-1.5">
        <p className="break-words">
          <span className="font-semibold">{auditActionName(entry.action)}</span>
          <span className="text-muted-foreground"> by </span>
          <span className="font-medium">{auditActorName(entry)}</span>
          {actor && actor.name !== actor.email ? (
            <span className="text-muted-foreground">
              {" "}
              (<EmailText email={actor.email} />)
            </span>
          ) : null}
        </p>
        {subject || partner ? (
          <div className="flex flex-wrap items-center gap-2">
            {subject ? (
              <button
                type="button"
                onClick={() => onSubject(subject)}
                aria-label={`Filter by ${AUDIT_SUBJECT_LABELS[subject.type]}: ${subject.label}`}
                title="Show only the entries about this"
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-left text-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <FilterIcon aria-hidden="true" className="size-3 shrink-0 text-muted-foreground" />
                <span className="min-w-0 break-words">
                  {AUDIT_SUBJECT_LABELS[subject.type]}: <span className="font-semibold">{subject.label}</span>
                </span>
              </button>
            ) : null}
            {partner && !(subject?.type === "partner" && subject.id === partner.id) ? (
              <span className="text-xs text-muted-foreground">
                Partner: <span className="font-medium text-foreground">{partner.companyName}</span>
              </span>
            ) : null}
          </div>
        ) : null}
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
}
