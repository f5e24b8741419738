import { randomBytes, randomUUID } from "node:crypto";
import { makeSignature } from "better-auth/crypto";
import { COOKIE_PREFIX } from "#server/auth/auth";
import { withClient } from "./scale-database";

/** A SESSION_SECRET of the benchmark's own, for a server it starts and the cookies it signs. */
export const benchSessionSecret = () => randomBytes(32).toString("base64url");

/**
 * A staff member (made if missing) with a fresh session in the database at `url`, and the signed cookie Better
 * Auth gives at sign-in, for a server started with `secret` as its SESSION_SECRET.
 */
export async function staffSessionCookie(
  url: string,
  secret: string,
  staff: { id: string; name: string; email: string; role: string; permissions?: readonly string[] },
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await withClient(url, async (client) => {
    await client.query(
      `insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true) on conflict (id) do nothing`,
      [staff.id, staff.name, staff.email],
    );
    await client.query(
      `insert into profiles (user_id, email, full_name) values ($1, $2, $3) on conflict (user_id) do nothing`,
      [staff.id, staff.email, staff.name],
    );
    await client.query(
      `insert into user_roles (user_id, role) values ($1, $2) on conflict (user_id, role) do nothing`,
      [staff.id, staff.role],
    );
    for (const permission of staff.permissions ?? []) {
      await client.query(
        `insert into permissions (name, category, description) values ($1, 'data', $1) on conflict (name) do nothing`,
        [permission],
      );
      await client.query(
        `insert into user_permissions (user_id, permission_id)
         select $1, id from permissions where name = $2 on conflict do nothing`,
        [staff.id, permission],
      );
    }
    await client.query(
      `insert into session (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '7 days')`,
      [randomUUID(), token, staff.id],
    );
  });
  return `${COOKIE_PREFIX}.session_token=${token}.${await makeSignature(token, secret)}`;
}
