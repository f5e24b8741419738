import { LaptopIcon, LogOutIcon } from "lucide-react";
import type { SignedInSessionItem } from "#shared/contracts/sessions";
import { LocalDateTime } from "../text/local-date-time";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";

/**
 * Signed-in devices: each session's browser, address, start and last activity, the viewer's own marked, and a
 * button that ends any other (docs/product/security.md#signed-in-devices).
 */
export function SessionList({
  sessions,
  label,
  endLabel,
  ending,
  onEnd,
}: {
  sessions: readonly SignedInSessionItem[];
  label: string;
  /** The end button's text, e.g. "Sign out". */
  endLabel: string;
  /** The session being ended: its button is busy and the others wait. */
  ending: string | null;
  onEnd(session: SignedInSessionItem): void;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {sessions.map((session) => (
        <li
          key={session.id}
          className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
        >
          <div className="grid min-w-0 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <LaptopIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              <h3 className="min-w-0 font-medium break-words">{session.browser}</h3>
              {session.current ? <Badge variant="secondary">This device</Badge> : null}
            </div>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Address</dt>
                <dd className="break-all">{session.ipAddress ?? "Not known"}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Started</dt>
                <dd>
                  <LocalDateTime date={session.createdAt} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Last active</dt>
                <dd>
                  <LocalDateTime date={session.lastActiveAt} />
                </dd>
              </div>
            </dl>
          </div>
          {session.current ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`${endLabel}: ${session.browser}, ${session.ipAddress ?? "address not known"}`}
              disabled={ending !== null}
              onClick={() => onEnd(session)}
            >
              <LogOutIcon aria-hidden="true" />
              {ending === session.id ? "Signing out" : endLabel}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
