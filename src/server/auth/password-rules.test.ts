import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { PASSWORD_REFUSALS } from "#shared/contracts/auth";
import { assertPasswordAllowed, COMMON_PASSWORDS_REFUSED, passwordRefusal } from "./password-rules";

// docs/product/security.md#passwords
const ann = { email: "ann.lee@northwind.example", companyName: "Northwind Traders Ltd" };

describe("password rules", () => {
  it("refuse the 10,000 most used passwords, whatever their case, and allow the ones after", () => {
    const ranked = dictionary["passwords-common"];
    for (const common of [
      "123456",
      "password",
      "qwerty123",
      "Dragon",
      ranked[COMMON_PASSWORDS_REFUSED - 1] ?? "",
    ]) {
      expect(passwordRefusal(common, ann), common).toBe(PASSWORD_REFUSALS.common);
    }
    const after = ranked
      .slice(COMMON_PASSWORDS_REFUSED)
      .find((word) => !ranked.slice(0, COMMON_PASSWORDS_REFUSED).includes(word));
    expect(passwordRefusal(after ?? "", ann)).toBeNull();
  });

  it("refuse a password containing the e-mail name, or a part of it of four letters or more", () => {
    expect(passwordRefusal("my-annlee-2026", ann)).toBe(PASSWORD_REFUSALS.emailName);
    expect(passwordRefusal("Ann.Lee!sunrise", ann)).toBe(PASSWORD_REFUSALS.emailName);
    expect(passwordRefusal("jo-smith-sunrise", { email: "jo.smith@x.example" })).toBe(
      PASSWORD_REFUSALS.emailName,
    );
    // "ann" alone is too short to count as the name.
    expect(passwordRefusal("annual-orbit-sunrise", ann)).toBeNull();
  });

  it("refuse a password containing the company's name or one of its distinctive words", () => {
    expect(passwordRefusal("northwindtraders!", ann)).toBe(PASSWORD_REFUSALS.company);
    expect(passwordRefusal("Go-Northwind-26", ann)).toBe(PASSWORD_REFUSALS.company);
    expect(passwordRefusal("traders-of-orbit", ann)).toBe(PASSWORD_REFUSALS.company);
    // "Ltd" says nothing of the company.
    expect(passwordRefusal("ltd-orbit-sunrise", ann)).toBeNull();
    expect(passwordRefusal("northwind-orbit", { email: ann.email })).toBeNull();
    // A number in the name is no word of it.
    expect(
      passwordRefusal("violet-2026-harbour", { email: ann.email, companyName: "Studio 2026" }),
    ).toBeNull();
  });

  it("throw a 400 naming the field, with the sentence that says why", () => {
    expect(() => assertPasswordAllowed("password", ann)).toThrowError(
      expect.objectContaining({
        kind: "bad_request",
        message: PASSWORD_REFUSALS.common,
        data: { reason: "password_refused", field: "password" },
      }),
    );
    expect(() => assertPasswordAllowed("violet-harbour-train", ann)).not.toThrow();
  });
});
