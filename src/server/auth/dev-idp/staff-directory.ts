import { createHash, timingSafeEqual } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { DEMO_STAFF_PASSWORD } from "#server/db/demo-startup";
import { user, userRoles } from "#server/db/schema/index";
import { ROLE_LEVELS } from "#shared/authorization";
import type { AppRole } from "#shared/enums";

/** A staff member as the development identity provider knows them. */
export interface StaffIdentity {
  /** The portal user id; the provider uses it as the stable `sub`. */
  id: string;
  email: string;
  name: string;
  /** The highest of the person's roles, for display. */
  role: AppRole;
}

export interface StaffDirectory {
  /** The staff member with this e-mail if the password is right; undefined for anyone else. */
  verify(email: string, password: string): Promise<StaffIdentity | undefined>;
  find(id: string): Promise<StaffIdentity | undefined>;
  /** Every staff member, highest role first. */
  list(): Promise<StaffIdentity[]>;
}

// A development stand-in for the company's identity provider: every staff member shares the demo password,
// and no real credential is stored. Hashing first gives timingSafeEqual two buffers of equal length.
const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
const STAFF_PASSWORD_DIGEST = digest(DEMO_STAFF_PASSWORD);

const isStaffPassword = (password: string) => timingSafeEqual(digest(password), STAFF_PASSWORD_DIGEST);

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Staff are users whose roles include something other than `partner`, and not `partner` itself. */
export function createStaffDirectory(db: Db): StaffDirectory {
  async function findStaff(where: SQL): Promise<StaffIdentity[]> {
    const rows = await db
      .select({ id: user.id, email: user.email, name: user.name, role: userRoles.role })
      .from(user)
      .innerJoin(userRoles, eq(userRoles.userId, user.id))
      .where(where);

    const roles = new Map<string, { identity: Omit<StaffIdentity, "role">; roles: AppRole[] }>();
    for (const { role, ...identity } of rows) {
      const entry = roles.get(identity.id) ?? { identity, roles: [] };
      entry.roles.push(role);
      roles.set(identity.id, entry);
    }

    const staff: StaffIdentity[] = [];
    for (const entry of roles.values()) {
      if (entry.roles.includes("partner")) continue;
      const role = entry.roles.reduce((highest, candidate) =>
        ROLE_LEVELS[candidate] > ROLE_LEVELS[highest] ? candidate : highest,
      );
      staff.push({ ...entry.identity, role });
    }
    return staff.sort((a, b) => ROLE_LEVELS[b.role] - ROLE_LEVELS[a.role] || a.email.localeCompare(b.email));
  }

  return {
    async verify(email, password) {
      const [staff] = await findStaff(sql`lower(${user.email}) = ${normaliseEmail(email)}`);
      // Check the password whether or not the e-mail matched, so both failures take the same path.
      const passwordMatches = isStaffPassword(password);
      return staff && passwordMatches ? staff : undefined;
    },
    async find(id) {
      const [staff] = await findStaff(eq(user.id, id));
      return staff;
    },
    list: () => findStaff(sql`true`),
  };
}
