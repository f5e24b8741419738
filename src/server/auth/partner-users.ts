import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { account, user, userRoles } from "../db/schema";

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

/** Whether the user has set a password (a credential account with one): whether it can sign in. */
export async function hasPassword(db: Pick<Db, "select">, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)))
    .limit(1);
  return credential !== undefined;
}
