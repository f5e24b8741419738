import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statusLookupInput } from "./applications";
import { partnerSignInInput, requestSetupEmailInput } from "./auth";
import { partnerSignInFields, setupEmailFields, statusLookupFields } from "./public-form-fields";

interface Checkable {
  safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
}

/** What a form shows for an input: the value sent, or the first message. */
function answer(schema: Checkable, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { sent: result.data } : { message: result.error?.issues[0]?.message };
}

// Addresses and near-addresses: padding, capitals, a null character, a lone surrogate, lengths around 254.
const address = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((value) => `  ${value.toUpperCase()} `),
  fc.emailAddress().map((value) => `${value}\u0000`),
  fc.emailAddress().map((value) => `\uD800${value}`),
  fc.string(),
  fc.constantFrom("", " ", "@", "a@", "@b.c", `${"a".repeat(250)}@b.co`, `${"a".repeat(245)}@b.co`),
);
const password = fc.oneof(fc.string(), fc.string({ minLength: 120, maxLength: 140 }), fc.constant(""));

describe("the public forms' zod/mini fields", () => {
  it("answer every e-mail address as the contracts do", () => {
    fc.assert(
      fc.property(address, (email) => {
        expect(answer(setupEmailFields, { email })).toEqual(answer(requestSetupEmailInput, { email }));
        expect(answer(statusLookupFields, { email })).toEqual(answer(statusLookupInput, { email }));
      }),
      { numRuns: 500 },
    );
  });

  it("answer every sign-in as the contract does", () => {
    fc.assert(
      fc.property(address, password, (email, secret) => {
        const input = { email, password: secret };
        expect(answer(partnerSignInFields, input)).toEqual(answer(partnerSignInInput, input));
      }),
      { numRuns: 500 },
    );
  });
});
