import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, user, userRoles } from "../db/schema";
import { AppError } from "../platform/app-error";

const STAFF_ADDRESS =
  "This contact email belongs to a staff account. Ask the applicant for another address before approving.";

/**
 * The partner contact's account, inside the caller's transaction: the existing user with that e-mail (never a
 * staff account) or a new one without a password, with its profile and the partner role. Staff accounts are
 * created by single sign-on instead (auth.ts); nothing else creates users.
 */
export async function provisionPartnerAccount(
  tx: Pick<Db, "select" | "insert">,
  contact: { email: string; name: string },
): Promise<{ userId: string }> {
  const email = contact.email.toLowerCase();
  const [existing] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (existing) {
    const [staffRole] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, existing.id), ne(userRoles.role, "partner")))
      .limit(1);
    if (staffRole) throw new AppError("conflict", STAFF_ADDRESS);
  }
  const userId = existing?.id ?? randomUUID();
  if (!existing) {
    await tx.insert(user).values({ id: userId, email, name: contact.name, emailVerified: false });
  }
  await tx.insert(profiles).values({ userId, email, fullName: contact.name }).onConflictDoNothing();
  await tx.insert(userRoles).values({ userId, role: "partner" }).onConflictDoNothing();
  return { userId };
}
