import { and, eq, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import { savedReports } from "#server/db/schema/index";
import { readerOf, unreadableDatasets } from "./report-access";

/**
 * The reports a person opens: their own and the shared ones, leaving out those over a dataset they read none of.
 * The library lists these and the dashboard counts them.
 */
export function openableReports(caller: Caller): SQL | undefined {
  const hidden = unreadableDatasets(readerOf(caller));
  return and(
    or(eq(savedReports.authorId, caller.user.id), eq(savedReports.visibility, "shared")),
    hidden.length > 0 ? notInArray(sql`${savedReports.definition} ->> 'dataset'`, hidden) : undefined,
  );
}
