import { expect } from "vitest";
import { createPasswordSetupToken } from "#server/auth/password-setup-tokens";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact } from "#tests/factories/users";
import {
  describeFeatureAccess,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

// No permission guards these: staff "permitted" holds view_dashboard only to stand for any granted staff member.
const given = setUpFeatureAccessApp("view_dashboard");
const db = () => given.app.testDatabase.database.db;

const everyone = ["anonymous", "partnerA", "partnerB", "staff", "permitted", "admin"] as const;
const PASSWORD = "access-check";

// Partner sign-in is public: whoever the browser holds, the answer is the same
// (docs/product/partner-sign-in.md). signIn and completeSetup come last: they replace the
// session the calling browser held.
describeFeatureAccess(given, "partnerAuth", {
  requestSetupEmail: featureCase({
    allowed: everyone,
    prepare: async () => ({ email: `nobody.${crypto.randomUUID()}@example.com` }),
    call: (client, target) => client.partnerAuth.requestSetupEmail(target),
    verify: async (_target, result) => {
      expect(result).toEqual({ sent: true });
    },
  }),
  checkSetupToken: featureCase({
    allowed: everyone,
    prepare: async () => ({ token: "not-a-setup-token" }),
    call: (client, target) => client.partnerAuth.checkSetupToken(target),
    verify: async (_target, result) => {
      expect(result).toEqual({ valid: false });
    },
  }),
  signIn: featureCase({
    allowed: everyone,
    prepare: async () => createPartnerContact(db(), await createPartner(db()), { password: PASSWORD }),
    call: (client, target) => client.partnerAuth.signIn({ email: target.email, password: PASSWORD }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ user: { id: target.id } });
    },
  }),
  completeSetup: featureCase({
    allowed: everyone,
    prepare: async () => {
      const contact = await createPartnerContact(db(), await createPartner(db()));
      return { contact, token: await createPasswordSetupToken(db(), contact.id) };
    },
    call: (client, target) =>
      client.partnerAuth.completeSetup({
        token: target.token,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ user: { id: target.contact.id } });
    },
  }),
});
