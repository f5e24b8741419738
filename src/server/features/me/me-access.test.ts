import { expect } from "vitest";
import {
  describeFeatureAccess,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/feature-access-matrix";

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
});
