import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formRefusalOf } from "./form-refusal";
import { useContractForm } from "./use-contract-form";

const schema = z.object({ name: z.string().min(1), email: z.string(), partner: z.string() });
const renderForm = () =>
  renderHook(() => useContractForm(schema, { defaultValues: { name: "", email: "", partner: "" } }));

describe("formRefusalOf", () => {
  it("names each issue by the end of its path and a service's refusal by data.field, its message there", () => {
    expect(
      formRefusalOf({
        status: 409,
        message: "That e-mail is in use",
        field: "email",
        issues: [{ path: ["deal", "name"], message: "Too long" }],
      }),
    ).toEqual({
      status: 409,
      issues: [
        { field: "name", message: "Too long" },
        { field: "email", message: "That e-mail is in use" },
      ],
    });
  });

  it("keeps the message of a refusal that names no input for beside the buttons", () => {
    expect(formRefusalOf({ status: 403, message: "Not allowed", issues: [] })).toEqual({
      status: 403,
      message: "Not allowed",
      issues: [],
    });
  });
});

describe("useContractForm", () => {
  it("places the server's issues at their fields (by the form's names), the rest beside the buttons", async () => {
    const { result } = renderForm();
    act(() =>
      result.current.refuse(
        {
          status: 400,
          message: "Check the form",
          issues: [
            { field: "partnerId", message: "No such partner" },
            { field: "name", message: "Name is taken" },
            { field: "name", message: "A second message" },
            { field: "website", message: "Not a field here" },
          ],
        },
        { partnerId: "partner" },
      ),
    );
    await waitFor(() => expect(result.current.error("name")).toBe("Name is taken"));
    expect(result.current.error("partner")).toBe("No such partner");
    expect(result.current.error("email")).toBeUndefined();
    expect(result.current.reasons).toEqual(["Check the form", "Not a field here"]);
  });

  it("says the server could not be reached when no answer came", () => {
    const { result } = renderForm();
    act(() => result.current.refuse({ status: 0, issues: [] }));
    expect(result.current.reasons).toEqual([
      "We could not reach the server. Please check your connection and try again.",
    ]);
  });
});
