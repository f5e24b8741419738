import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { findPartnerByContactEmail } from "#server/auth/find-partner-by-contact-email";
import { hashPassword } from "#server/auth/password";
import { assertPasswordAllowed } from "#server/auth/password-rules";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { account, profiles, user, userRoles } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { UserListItem } from "#shared/contracts/users";
import type { AppRole } from "#shared/enums";
import { roleGrantRefusal } from "#shared/grant-rules";
import { changedUser } from "./user-columns";
import { refuseIf } from "./user-refusal";

const EMAIL_TAKEN = "A user with this email already exists.";
const PARTNER_EMAIL =
  "This email belongs to a partner contact. Partners get their account when their application is approved.";

/**
 * An administrator adds a staff member ahead of their first sign-in: the user, profile, one role and, only when
 * a temporary password is given, a credential with it, audited, in one transaction. Staff sign in with single
 * sign-on, which links to this account by its verified e-mail; a password alone opens nothing, since password
 * sign-in is for partners (docs/product/administration.md#create-a-user).
 */
export async function createUser(
  db: Db,
  caller: Caller,
  input: { email: string; fullName: string; password?: string; jobTitle?: string; role: AppRole },
): Promise<{ user: UserListItem }> {
  refuseIf(roleGrantRefusal({ id: caller.user.id, profile: caller.profile }, input.role));
  if (input.password !== undefined) assertPasswordAllowed(input.password, { email: input.email });
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const id = randomUUID();
  return db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = ${input.email}`)
        .limit(1);
      if (existing) throw new AppError("conflict", EMAIL_TAKEN, { field: "email" });
      if (await findPartnerByContactEmail(tx, input.email, "live")) {
        throw new AppError("conflict", PARTNER_EMAIL, { field: "email" });
      }
      // The administrator vouches for the address: single sign-on links only to a local account whose e-mail is
      // verified (Better Auth's requireLocalEmailVerified), and nobody can sign up to claim one (disableSignUp).
      await tx.insert(user).values({ id, email: input.email, name: input.fullName, emailVerified: true });
      await tx.insert(profiles).values({
        userId: id,
        email: input.email,
        fullName: input.fullName,
        jobTitle: input.jobTitle ?? null,
      });
      await tx.insert(userRoles).values({ userId: id, role: input.role });
      if (passwordHash !== undefined) {
        // Better Auth's credential provider uses the user id as the account id.
        await tx.insert(account).values({
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: passwordHash,
        });
      }
      await recordAudit(tx, {
        partnerId: null,
        actorUserId: caller.user.id,
        action: "user_created",
        subject: { type: "user", id, label: input.fullName },
        details: { email: input.email, role: input.role, job_title: input.jobTitle ?? null },
      });
      return changedUser(tx, id);
    })
    .catch((error: unknown) => {
      // Someone created the same address while this ran.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION)
        throw new AppError("conflict", EMAIL_TAKEN, { field: "email" });
      throw error;
    });
}
