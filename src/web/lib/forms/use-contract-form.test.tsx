import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { noteAnswerStatus } from "../transport/sign-in-required";
import { formRefusalOf } from "./form-refusal";
import { FormKeeperContext } from "./kept-forms";
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

describe("a form whose session ends", () => {
  const signUp = z.object({ name: z.string(), password: z.string(), file: z.custom<File | null>() });
  const EMPTY = { name: "", password: "", file: null };
  afterEach(() => sessionStorage.clear());

  /** The form as `owner` (null: nobody signed in) sees it, at the address the test is on. */
  const renderSignUp = (owner: string | null) =>
    renderHook(() => useContractForm(signUp, { defaultValues: EMPTY }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <FormKeeperContext value={owner}>{children}</FormKeeperContext>
      ),
    });

  /** Types into the form, then a call of the page is answered 401 and the page leaves. */
  function typeThenMeetEndedSession(owner: string | null) {
    const typed = renderSignUp(owner);
    act(() => {
      typed.result.current.setValue("name", "Dana Buyer");
      typed.result.current.setValue("password", "secret-words");
      typed.result.current.setValue("file", new File(["%PDF"], "proposal.pdf"));
    });
    noteAnswerStatus(401);
    typed.unmount();
  }

  it("gives what was typed back to the same user, with why, but never a password or a file", () => {
    typeThenMeetEndedSession("user-1");
    expect(JSON.stringify(Object.values(sessionStorage))).not.toContain("secret-words");

    const { result } = renderSignUp("user-1");
    expect(result.current.getValues()).toEqual({ name: "Dana Buyer", password: "", file: null });
    expect(result.current.reasons).toEqual([
      "Your session has ended. What you typed is back: check it and send it again.",
      "Passwords and files are not kept: enter or attach them again.",
    ]);
    // Given back once: the form opened again later starts empty.
    expect(renderSignUp("user-1").result.current.getValues()).toEqual(EMPTY);
  });

  it("gives nothing to another user signing in in the same tab", () => {
    typeThenMeetEndedSession("user-1");
    const { result } = renderSignUp("user-2");
    expect(result.current.getValues()).toEqual(EMPTY);
    expect(result.current.reasons).toEqual([]);
  });

  it("keeps nothing of a form nobody signed in to, nor of one left as it started", () => {
    typeThenMeetEndedSession(null);
    const untouched = renderSignUp("user-1");
    noteAnswerStatus(401);
    untouched.unmount();
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps nothing for a call answered otherwise", () => {
    const typed = renderSignUp("user-1");
    act(() => typed.result.current.setValue("name", "Dana Buyer"));
    noteAnswerStatus(403);
    typed.unmount();
    expect(sessionStorage.length).toBe(0);
  });
});
