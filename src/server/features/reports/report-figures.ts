import { count, eq, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { savedReports } from "#server/db/schema/index";
import { openableReports } from "./openable-reports";

/** The reports the caller opens, how many of them are shared with all staff and how many are their own. */
export async function reportFigures(db: Db, caller: Caller) {
  const [figures] = await db
    .select({
      savedReports: count(),
      sharedReports: sql<number>`count(*) filter (where ${savedReports.visibility} = 'shared')`.mapWith(
        Number,
      ),
      myReports: sql<number>`count(*) filter (where ${eq(savedReports.authorId, caller.user.id)})`.mapWith(
        Number,
      ),
    })
    .from(savedReports)
    .where(openableReports(caller));
  return {
    savedReports: figures?.savedReports ?? 0,
    sharedReports: figures?.sharedReports ?? 0,
    myReports: figures?.myReports ?? 0,
  };
}
