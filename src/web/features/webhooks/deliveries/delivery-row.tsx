import type { WebhookAttemptItem, WebhookDeliveryItem } from "#shared/contracts/webhooks";
import { formatNumber } from "#shared/format";
import { LocalDateTime } from "#web/components/text/local-date-time";
import type { WebhookOwner } from "../webhook-owner";
import { DeliveryStateBadge } from "./delivery-state-badge";
import { ResendDeliveryButton } from "./resend-delivery-button";

/** The last answer's status code, or that none came (a timeout, a refused connection). */
function lastAnswerOf(delivery: WebhookDeliveryItem): string {
  if (delivery.lastStatusCode !== null) return String(delivery.lastStatusCode);
  return delivery.attemptCount > 0 ? "No answer" : "Not tried yet";
}

/** Every try of a delivery, oldest first, folded away until asked for. */
function DeliveryAttempts({ attempts }: { attempts: readonly WebhookAttemptItem[] }) {
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer rounded-sm text-sm font-medium text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring/40">
        {`Attempts (${formatNumber(attempts.length)})`}
      </summary>
      <ol aria-label="Attempts" className="mt-2 grid gap-1.5 border-l-2 pl-3">
        {attempts.map((attempt, index) => (
          <li
            key={attempt.attemptedAt.toISOString()}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs"
          >
            <span className="font-medium tabular-nums">{`#${formatNumber(index + 1)}`}</span>
            <LocalDateTime date={attempt.attemptedAt} />
            <span className="tabular-nums">
              {attempt.statusCode !== null ? `Status ${attempt.statusCode}` : "No answer"}
            </span>
            <span className="text-muted-foreground tabular-nums">{`${formatNumber(attempt.durationMs)} ms`}</span>
            {attempt.error ? (
              <span className="basis-full break-words text-muted-foreground">{attempt.error}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** One delivery: its event, when it was queued, its tries, the last answer, what comes next, and Resend. */
export function DeliveryRow({ owner, delivery }: { owner: WebhookOwner; delivery: WebhookDeliveryItem }) {
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <code className="text-sm font-semibold break-all">{delivery.eventType}</code>
          <DeliveryStateBadge state={delivery.state} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_auto_auto_auto]">
          <div>
            <dt className="text-xs text-muted-foreground">When</dt>
            <dd>
              <LocalDateTime date={delivery.createdAt} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Attempts</dt>
            <dd className="tabular-nums">{delivery.attemptCount}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Last status</dt>
            <dd className="tabular-nums">{lastAnswerOf(delivery)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Next attempt</dt>
            <dd>{delivery.nextAttemptAt ? <LocalDateTime date={delivery.nextAttemptAt} /> : "None"}</dd>
          </div>
        </dl>
        {delivery.lastError ? (
          <p className="text-xs break-words text-muted-foreground">
            <span className="font-medium">Last error: </span>
            {delivery.lastError}
          </p>
        ) : null}
        {delivery.attempts.length > 0 ? <DeliveryAttempts attempts={delivery.attempts} /> : null}
      </div>
      <div className="flex gap-2">
        <ResendDeliveryButton owner={owner} delivery={delivery} />
      </div>
    </li>
  );
}
