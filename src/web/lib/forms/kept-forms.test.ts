import { afterEach, describe, expect, it } from "vitest";
import { forgetKeptForms, keepForm, keptFormKey, takeKeptForm } from "./kept-forms";

describe("kept forms", () => {
  afterEach(() => sessionStorage.clear());

  it("tells apart the same form opened for two rows, by the values it started from", () => {
    const ada = keptFormKey("/admin/users", ["fullName", "jobTitle"], { fullName: "Ada", jobTitle: "" });
    const bob = keptFormKey("/admin/users", ["fullName", "jobTitle"], { fullName: "Bob", jobTitle: "" });
    keepForm(ada, "admin-1", { fullName: "Ada Lovelace", jobTitle: "" }, { fullName: "Ada", jobTitle: "" });
    expect(takeKeptForm(bob, "admin-1")).toBeUndefined();
    expect(takeKeptForm(ada, "admin-1")).toEqual({
      values: { fullName: "Ada Lovelace", jobTitle: "" },
      leftOut: false,
    });
  });

  it("forgets every form of the tab, and nothing else it holds", () => {
    sessionStorage.setItem("another-thing", "kept");
    const key = keptFormKey("/dashboard", ["companyName"], { companyName: "" });
    keepForm(key, "user-1", { companyName: "Kept Inc" }, { companyName: "" });
    forgetKeptForms();
    expect(takeKeptForm(key, "user-1")).toBeUndefined();
    expect(sessionStorage.getItem("another-thing")).toBe("kept");
  });
});
