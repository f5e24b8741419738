import { describe, expect, it } from "vitest";
import { customerKey } from "./customer-key";

describe("customerKey", () => {
  it.each([
    ["Acme Inc.", "acme"],
    ["ACME, Inc", "acme"],
    ["acme llc", "acme"],
    ["Acme Co., Ltd.", "acme"],
    ["Acme GmbH & Co. KG", "acme"],
    ["Smith and Co", "smith"],
    ["Johnson & Johnson", "johnson and johnson"],
    ["  Northwind   Traders  Corp ", "northwind traders"],
    ["Northwind-Traders", "northwind traders"],
    ["Café Müller S.A.", "cafe muller"],
    ["Initech", "initech"],
    ["Co", "co"],
  ])("%s is %s", (name, key) => {
    expect(customerKey(name)).toBe(key);
  });

  it("keeps different customers apart", () => {
    expect(customerKey("Acme Labs Inc")).not.toBe(customerKey("Acme Inc"));
    expect(customerKey("Company Logistics")).toBe("company logistics");
  });
});
