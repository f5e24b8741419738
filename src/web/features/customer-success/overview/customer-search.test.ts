import { describe, expect, it } from "vitest";
import { filterList } from "#web/components/lists/list-filter";
import { CUSTOMERS } from "../customer-success-sample-data";
import { CUSTOMER_SEARCH } from "./customer-search";

const names = (query: string) =>
  filterList(CUSTOMERS, CUSTOMER_SEARCH, query).map((customer) => customer.name);

describe("the customer search", () => {
  it("matches the customer name, ignoring case", () => {
    expect(names("ACME")).toEqual(["Acme Corporation"]);
  });

  it("matches the contact name, ignoring case", () => {
    expect(names("sarah jo")).toEqual(["Globex Industries"]);
  });

  it("matches in either field and keeps the directory order", () => {
    // Lisa Anderson is Stark's contact; Hooli has it in its name.
    expect(names("li")).toEqual(["Stark Manufacturing", "Hooli Health"]);
  });

  it("ignores surrounding spaces and returns everyone for an empty query", () => {
    expect(names("  wayne  ")).toEqual(["Wayne Financial"]);
    expect(names("   ")).toHaveLength(CUSTOMERS.length);
  });

  it("does not search the e-mail or phone", () => {
    expect(names("example")).toEqual([]);
    expect(names("555")).toEqual([]);
  });
});
