import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeXhr, sentXhr, useFakeXhr } from "#web/test-support/fake-xhr";
import { field, press, type } from "#web/test-support/form-input";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { badRequestBody } from "#web/test-support/rpc-error-body";
import { DashboardDealForm } from "./dashboard-deal-form";

const onSubmitted = vi.fn();

const renderForm = () => renderWithQueryClient(<DashboardDealForm onSubmitted={onSubmitted} />);
const submit = (user: UserEvent) => press(user, "Submit Deal");

async function fillRequired(user: UserEvent) {
  await type(user, /^Company Name/, "Initrode Corporation");
  await type(user, /^Contact Person/, "Bill Lumbergh");
}

const fileOf = (name: string, size: number, mime = "application/pdf") => {
  const file = new File(["%PDF-1.4"], name, { type: mime });
  Object.defineProperty(file, "size", { value: size });
  return file;
};
const attach = (user: UserEvent, file: File) => user.upload(screen.getByLabelText(/proposal$/), file);

const ALREADY_REGISTERED =
  "A deal for this customer is already registered: the same deal was submitted before and is still awaiting review.";
const SUBMITTED = { deal: { id: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f" } };

/** The request the form sent, once it has gone out. */
const sent = () => waitFor(() => sentXhr());

/** The text values of the sent multipart body. */
const textsOf = (xhr: FakeXhr) =>
  Object.fromEntries([...(xhr.body as FormData).entries()].filter(([, value]) => typeof value === "string"));

describe("DashboardDealForm", () => {
  useFakeXhr();
  afterEach(() => vi.resetAllMocks());

  it("asks for the company and contact, focuses the first and sends nothing", async () => {
    const { user } = renderForm();
    expect(field(/^Deal Value \(USD\)/)).toHaveAttribute("min", "0");
    expect(field(/^Deal Value \(USD\)/)).toHaveAttribute("step", "0.01");
    await submit(user);
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Contact person is required")).toBeInTheDocument();
    expect(field(/^Deal Value/)).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(field(/^Company Name/)).toHaveFocus());
    expect(FakeXhr.last).toBeUndefined();
  });

  it("sends an unparsable value as 0, says Deal Submitted!, empties the form and tells the dashboard", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    // A number input holds '' for text it cannot read as a number.
    await type(user, /^Deal Value/, "abc");
    expect(field(/^Deal Value/)).toHaveValue(null);
    await submit(user);
    const xhr = await sent();
    expect(xhr.url).toBe("/api/v1/deals");
    expect(textsOf(xhr)).toEqual({
      form: "dashboard",
      "deal[companyName]": "Initrode Corporation",
      "deal[contactPerson]": "Bill Lumbergh",
      "deal[dealValue]": "0",
    });
    expect((xhr.body as FormData).has("proposal")).toBe(false);
    xhr.respond(201, SUBMITTED);
    expect(await screen.findByText("Deal Submitted!")).toBeInTheDocument();
    await waitFor(() => expect(field(/^Company Name/)).toHaveValue(""));
    expect(field(/^Contact Person/)).toHaveValue("");
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it("sends the value in cents as typed, with the date and the description", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await type(user, /^Deal Value/, "12500.5");
    await type(user, /^Expected Close Date/, "2027-03-31");
    await type(user, /^Description/, "Three-year licence renewal");
    await submit(user);
    expect(textsOf(await sent())).toEqual({
      form: "dashboard",
      "deal[companyName]": "Initrode Corporation",
      "deal[contactPerson]": "Bill Lumbergh",
      "deal[dealValue]": "12500.5",
      "deal[expectedCloseDate]": "2027-03-31",
      "deal[description]": "Three-year licence renewal",
    });
  });

  it("offers the proposal picker with the main form's types and size, and refuses another type", async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText("Attach proposal")).toHaveAttribute("accept", ".pdf,.doc,.docx,.ppt,.pptx");
    expect(
      screen.getByText("Optional. PDF, Word (doc, docx) or PowerPoint (ppt, pptx), up to 10 MB."),
    ).toBeInTheDocument();
    await user
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText(/proposal$/), fileOf("setup.exe", 1000));
    expect(
      screen.getByText('"setup.exe" is not a PDF, Word (doc, docx) or PowerPoint (ppt, pptx) file.'),
    ).toBeInTheDocument();
    await attach(user, fileOf("huge.pdf", 11 * 1024 * 1024));
    expect(
      screen.getByText('"huge.pdf" is larger than 10 MB. Please attach a smaller file.'),
    ).toBeInTheDocument();
  });

  it("sends the proposal with the deal, shows the upload's progress, then empties the form", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await attach(user, fileOf("pitch.pptx", 2_569_011));
    expect(screen.getByText("2.45 MB")).toBeInTheDocument();
    await submit(user);
    const xhr = await sent();
    expect((xhr.body as FormData).get("form")).toBe("dashboard");
    expect(((xhr.body as FormData).get("proposal") as File).name).toBe("pitch.pptx");

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await screen.findByRole("progressbar", { name: "Uploading your deal" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    xhr.respond(201, SUBMITTED);
    expect(await screen.findByText("Deal Submitted!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("pitch.pptx")).not.toBeInTheDocument());
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("says Submission Failed and shows the server's refusal of the proposal at the picker", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await attach(user, fileOf("plan.pdf", 5000));
    await submit(user);
    (await sent()).respond(413, {
      code: "PAYLOAD_TOO_LARGE",
      status: 413,
      message: "The upload is too large. Please attach at most 1 files of up to 10 MB each.",
    });
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(
      screen.getByText("The upload is too large. Please attach at most 1 files of up to 10 MB each."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Replace proposal")).toHaveFocus());
    expect(screen.getByText("plan.pdf")).toBeInTheDocument();
  });

  it("says Submission Failed, keeps what was typed and shows the server's field messages", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await submit(user);
    (await sent()).respond(
      400,
      badRequestBody("Input validation failed", {
        issues: [
          { message: "Contact person must be at most 200 characters", path: ["deal", "contactPerson"] },
        ],
      }),
    );
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to submit deal. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Contact person must be at most 200 characters")).toBeInTheDocument();
    await waitFor(() => expect(field(/^Contact Person/)).toHaveFocus());
    expect(field(/^Company Name/)).toHaveValue("Initrode Corporation");
    expect(screen.queryByText("Input validation failed")).not.toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("says Submission Failed with the server's reason, or that it could not be reached", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await submit(user);
    (await sent()).respond(403, {
      code: "FORBIDDEN",
      status: 403,
      message: "No partner account found for this email address.",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No partner account found for this email address.",
    );
    expect(screen.getByText("Submission Failed")).toBeInTheDocument();
    await submit(user);
    (await sent()).onerror?.();
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("We could not reach the server."),
    );
  });

  it("says a repeated deal's 409 once, beside Submit Deal, without a failure toast", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await submit(user);
    (await sent()).respond(409, {
      code: "CONFLICT",
      status: 409,
      message: ALREADY_REGISTERED,
      data: { reason: "already_registered", dealId: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f" },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(ALREADY_REGISTERED);
    expect(screen.getAllByText(ALREADY_REGISTERED)).toHaveLength(1);
    expect(screen.queryByText("Submission Failed")).not.toBeInTheDocument();
    expect(screen.queryByText("Failed to submit deal. Please try again.")).not.toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("replaces Submission Failed with Deal Submitted! when a retry succeeds", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await submit(user);
    const failed = await sent();
    failed.onerror?.();
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(sentXhr()).not.toBe(failed));
    sentXhr().respond(201, SUBMITTED);
    expect(await screen.findByText("Deal Submitted!")).toBeInTheDocument();
    expect(screen.queryByText("Submission Failed")).not.toBeInTheDocument();
  });

  it("says nothing when the session has ended: the sign-in says why", async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await submit(user);
    (await sent()).respond(401, {
      code: "UNAUTHORIZED",
      status: 401,
      message: "Please sign in to continue.",
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Submit Deal" })).not.toHaveAttribute("aria-busy", "true"),
    );
    await waitFor(() => expect(field(/^Company Name/)).toBeEnabled());
    expect(screen.queryByText("Submission Failed")).not.toBeInTheDocument();
    expect(screen.queryByText("Please sign in to continue.")).not.toBeInTheDocument();
  });
});
