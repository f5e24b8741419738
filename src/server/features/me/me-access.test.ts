import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { hashPassword } from "#server/auth/password";
import { account, userRoles } from "#server/db/schema/index";
import type { Preferences, ProfileSettings } from "#shared/contracts/profile";
import {
  describeFeatureAccess,
  featureCase,
  NO_PARTNER_MESSAGE,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

// No permission guards these: staff "permitted" holds view_dashboard only to stand for any granted staff member.
const given = setUpFeatureAccessApp("view_dashboard");

// Anyone may ask who is signed in (a visitor is answered null); the profile is for the signed-in only
// (docs/architecture.md#server-enforcement).
describeFeatureAccess(given, "me", {
  session: featureCase({
    allowed: ["anonymous", "partnerA", "partnerB", "staff", "permitted", "admin"],
    prepare: async () => undefined,
    call: (client) => client.me.session(),
    verify: async (_target, result, caller) => {
      const { user } = result as { user: { id: string } | null };
      if (caller === "anonymous") expect(user).toBeNull();
      else expect(user?.id).toEqual(expect.any(String));
    },
  }),
  profile: featureCase({
    allowed: ["partnerA", "partnerB", "staff", "permitted", "admin"],
    prepare: async () => undefined,
    call: (client) => client.me.profile(),
    verify: async (_target, result, caller) => {
      const { roles } = result as { roles: string[] };
      expect(roles).toContain(
        caller.startsWith("partner") ? "partner" : caller === "admin" ? "admin" : "user",
      );
    },
  }),
  // Profile Settings and Preferences are the caller's own: nobody names whose, so nobody reaches another's.
  profileSettings: featureCase({
    allowed: ["partnerA", "partnerB", "staff", "permitted", "admin"],
    prepare: async () => undefined,
    call: (client) => client.me.profileSettings(),
    verify: async (_target, result, caller) => {
      expect((result as ProfileSettings).isPartner).toBe(caller.startsWith("partner"));
    },
  }),
  updateProfileSettings: featureCase({
    allowed: ["partnerA", "partnerB", "staff", "permitted", "admin"],
    prepare: async () => undefined,
    call: (client, _target, caller) =>
      client.me.updateProfileSettings({ fullName: `Renamed ${caller}`, jobTitle: "Tester" }),
    verify: async (_target, result, caller) => {
      expect((result as ProfileSettings).fullName).toBe(`Renamed ${caller}`);
    },
  }),
  preferences: featureCase({
    allowed: ["partnerA", "partnerB", "staff", "permitted", "admin"],
    prepare: async () => undefined,
    call: (client) => client.me.preferences(),
    verify: async (_target, result) => {
      expect(["light", "dark", "system"]).toContain((result as Preferences).theme);
    },
  }),
  savePreferences: featureCase({
    allowed: ["partnerA", "partnerB", "staff", "permitted", "admin"],
    prepare: async () => undefined,
    call: (client) => client.me.savePreferences({ theme: "dark", timeZone: "Europe/Paris", dateLocale: "" }),
    verify: async (_target, result) => {
      expect(result).toEqual({ theme: "dark", timeZone: "Europe/Paris", dateLocale: null });
    },
  }),
  changePassword: featureCase({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    // Every partner contact gets the password the call gives as current.
    prepare: async () => {
      const db = given.app.testDatabase.database.db;
      const password = await hashPassword("access-pass");
      const contacts = await db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, "partner"));
      for (const { userId } of contacts) {
        await db
          .insert(account)
          .values({
            id: `credential-${userId}`,
            accountId: userId,
            providerId: "credential",
            userId,
            password,
          })
          .onConflictDoUpdate({ target: account.id, set: { password } });
      }
    },
    call: (client) =>
      client.me.changePassword({
        currentPassword: "access-pass",
        password: "access-pass-2",
        confirmPassword: "access-pass-2",
      }),
    verify: async (_target, result) => {
      expect(result).toEqual({ otherSessionsEnded: 0 });
    },
  }),
});
