import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

/** A query's rows read a batch at a time from a server-side cursor (decision 0046). */
export interface ReadCursor {
  /** The next rows, at most the batch size; none once every row was read or the cursor closed. */
  next(): Promise<Record<string, unknown>[]>;
  /** Ends the cursor's transaction and gives its connection back; safe to call more than once. */
  close(): Promise<void>;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
// Both drivers answer a raw statement with its rows under `rows`.
type Rows = { rows: Record<string, unknown>[] };

/**
 * Declares a cursor over `query` in a read-only transaction held open until close(), so a result of any length
 * is read in bounded batches, each FETCH a statement of its own (within the statement timeout). The transaction
 * holds one connection the whole time, PGlite's only one: nothing else may query `db` and wait for it before
 * closing the cursor.
 */
export async function openReadCursor(db: Db, query: SQL, batchSize: number): Promise<ReadCursor> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let declared: (tx: Tx) => void = () => {};
  const ready = new Promise<Tx>((resolve) => {
    declared = resolve;
  });
  const transaction = db.transaction(
    async (tx) => {
      await tx.execute(sql`declare read_cursor no scroll cursor for ${query}`);
      declared(tx);
      await released;
    },
    { accessMode: "read only" },
  );
  const tx = await Promise.race([ready, transaction.then(() => undefined)]);
  if (!tx) throw new Error("the cursor's transaction ended before its cursor was declared");

  let closed = false;
  const fetchBatch = sql.raw(`fetch forward ${Math.trunc(batchSize)} from read_cursor`);
  return {
    async next() {
      if (closed) return [];
      return ((await tx.execute(fetchBatch)) as unknown as Rows).rows;
    },
    async close() {
      closed = true;
      release();
      await transaction;
    },
  };
}
