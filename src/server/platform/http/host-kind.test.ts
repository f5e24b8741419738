import { describe, expect, it } from "vitest";
import { hostKindOf } from "./host-kind";

describe("hostKindOf", () => {
  const partnerHosts = ["partners.localhost", "partners.example.com"];

  it("recognises partner hosts whatever the port or case", () => {
    expect(hostKindOf("partners.localhost:3000", partnerHosts)).toBe("partner");
    expect(hostKindOf("PARTNERS.example.com", partnerHosts)).toBe("partner");
    expect(hostKindOf("partners.example.com.", partnerHosts)).toBe("partner");
  });

  it("treats every other host, and a missing one, as internal", () => {
    expect(hostKindOf("localhost:3000", partnerHosts)).toBe("internal");
    expect(hostKindOf("evil-partners.localhost", partnerHosts)).toBe("internal");
    expect(hostKindOf(undefined, partnerHosts)).toBe("internal");
  });
});
