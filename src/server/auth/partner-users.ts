import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user, userRoles } from "../db/schema";

/** The partner contact's own user: same e-mail, role partner. Staff accounts never count. */
export async function findPartnerUser(db: Pick<Db, "select">, email: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "partner")))
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return found;
}
