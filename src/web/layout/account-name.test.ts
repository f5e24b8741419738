import { describe, expect, it } from "vitest";
import { accountName } from "./account-name";

describe("accountName", () => {
  it("takes the part of the e-mail before the @", () => {
    expect(accountName("superadmin@example.com")).toBe("superadmin");
  });

  it("says User when there is no e-mail or nothing before the @", () => {
    expect(accountName(undefined)).toBe("User");
    expect(accountName(null)).toBe("User");
    expect(accountName("")).toBe("User");
    expect(accountName("@example.com")).toBe("User");
  });
});
