import type { ReactNode } from "react";
import type { ApiKeyItem, ApiKeyStatus } from "#shared/contracts/api-keys";
import { Badge } from "#web/components/ui/badge";
import { localDate } from "#web/lib/format/local-time";

const STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

/** A key's status as a badge: only an active key reads as one that works. */
export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  return <Badge variant={status === "active" ? "default" : "secondary"}>{STATUS_LABELS[status]}</Badge>;
}

/**
 * API keys as lists show them (docs/product/api-and-integrations.md#who-manages-keys): name, the key's start,
 * created, last used, expiry and status, optionally their permissions; `actions` gives a key's buttons.
 */
export function ApiKeyList({
  label,
  keys,
  showPermissions = false,
  actions,
}: {
  label: string;
  keys: readonly ApiKeyItem[];
  showPermissions?: boolean;
  actions(key: ApiKeyItem): ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {keys.map((key) => (
        <li
          key={key.id}
          className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
        >
          <div className="grid min-w-0 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words">{key.name}</h3>
              <ApiKeyStatusBadge status={key.status} />
            </div>
            <code className="text-sm break-all text-muted-foreground">{key.prefix}…</code>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs text-muted-foreground">Created</dt>
                <dd>{localDate(key.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Last used</dt>
                <dd>{key.lastUsedAt ? localDate(key.lastUsedAt) : "Never"}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Expires</dt>
                <dd>{key.expiresAt ? localDate(key.expiresAt) : "Never"}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Created by</dt>
                <dd className="break-words">{key.createdBy.name}</dd>
              </div>
            </dl>
            {showPermissions ? (
              <p className="text-sm break-words">
                <span className="text-xs text-muted-foreground">Permissions: </span>
                <span className="font-mono text-[0.8125rem]">{key.permissions.join(", ")}</span>
              </p>
            ) : null}
          </div>
          <div className="flex gap-2">{key.status === "revoked" ? null : actions(key)}</div>
        </li>
      ))}
    </ul>
  );
}
