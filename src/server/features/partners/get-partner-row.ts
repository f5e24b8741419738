import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partners } from "#server/db/schema/index";

export const NO_SUCH_PARTNER = "No such partner.";

/** One partner row by id; `lock` holds it for the rest of the transaction (FOR UPDATE). */
export async function getPartnerRow(tx: Pick<Db, "select">, id: string, options: { lock?: boolean } = {}) {
  const query = tx.select().from(partners).where(eq(partners.id, id));
  const [row] = await (options.lock ? query.for("update") : query.limit(1));
  return row;
}
