import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verificationCodeSchema } from "./contracts/learning";
import { verificationCodeOf } from "./verification-code";

// Codes and near-codes: padding, lower case, base32's excluded digits, a null character, lengths around 26.
const raw = fc.oneof(
  fc.stringMatching(/^[A-Z2-7]{26}$/),
  fc.stringMatching(/^[a-z2-7]{26}$/).map((code) => ` ${code}\n`),
  fc.stringMatching(/^[A-Z0-9]{25,27}$/),
  fc.stringMatching(/^[A-Z2-7]{26}$/).map((code) => `${code}\u0000`),
  fc.string(),
);

describe("verificationCodeOf", () => {
  it("reads every code as the contract does", () => {
    fc.assert(
      fc.property(raw, (code) => {
        const parsed = verificationCodeSchema.safeParse(code);
        expect(verificationCodeOf(code)).toBe(parsed.success ? parsed.data : null);
      }),
      { numRuns: 1000 },
    );
  });
});
