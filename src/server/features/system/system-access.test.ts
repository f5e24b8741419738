import { expect } from "vitest";
import {
  describeFeatureAccess,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

// No permission guards it: staff "permitted" holds view_dashboard only to stand for any granted staff member.
const given = setUpFeatureAccessApp("view_dashboard");

// The product's name, version and time are public: the sign-in screens show them.
describeFeatureAccess(given, "system", {
  info: featureCase({
    allowed: ["anonymous", "partnerA", "partnerB", "staff", "permitted", "admin"],
    prepare: async () => undefined,
    call: (client) => client.system.info(),
    verify: async (_target, result) => {
      expect(result).toMatchObject({ version: expect.any(String) });
    },
  }),
});
