// What a load run measures: each operation's latencies and answers, kept per operation name, and printed as
// one table of count, p50/p95/p99 and the refusals by status.

/** How a call ended: its HTTP status, or what stopped an answer from coming. */
export type Outcome = number | "timeout" | "network";

/** A 5xx or no answer at all: the server failed, and a write may or may not have happened. */
export const isServerFailure = (outcome: Outcome) => typeof outcome !== "number" || outcome >= 500;

interface OperationStats {
  latencies: number[];
  failures: Map<Outcome, number>;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export class LoadRecorder {
  private readonly operations = new Map<string, OperationStats>();

  /** Counts one call of `operation` that took `ms` and ended with `outcome` (2xx is a success). */
  record(operation: string, ms: number, outcome: Outcome): void {
    let stats = this.operations.get(operation);
    if (!stats) {
      stats = { latencies: [], failures: new Map() };
      this.operations.set(operation, stats);
    }
    stats.latencies.push(ms);
    const succeeded = typeof outcome === "number" && outcome >= 200 && outcome < 300;
    if (!succeeded) stats.failures.set(outcome, (stats.failures.get(outcome) ?? 0) + 1);
  }

  get total(): number {
    let total = 0;
    for (const stats of this.operations.values()) total += stats.latencies.length;
    return total;
  }

  /** Every failed call's outcome over all operations. */
  failures(): Map<Outcome, number> {
    const all = new Map<Outcome, number>();
    for (const stats of this.operations.values())
      for (const [outcome, count] of stats.failures) all.set(outcome, (all.get(outcome) ?? 0) + count);
    return all;
  }

  /** The table, one row per operation in the order they were first recorded. */
  lines(): string[] {
    const width = Math.max(9, ...[...this.operations.keys()].map((name) => name.length));
    const lines = [
      `  ${"operation".padEnd(width)} ${"count".padStart(7)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)}  errors`,
    ];
    for (const [name, stats] of this.operations) {
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      const ms = (q: number) => `${percentile(sorted, q).toFixed(1)}ms`.padStart(8);
      const errors =
        stats.failures.size === 0
          ? "none"
          : [...stats.failures].map(([outcome, count]) => `${count} x ${outcome}`).join(", ");
      lines.push(
        `  ${name.padEnd(width)} ${String(sorted.length).padStart(7)} ${ms(0.5)} ${ms(0.95)} ${ms(0.99)}  ${errors}`,
      );
    }
    return lines;
  }
}
