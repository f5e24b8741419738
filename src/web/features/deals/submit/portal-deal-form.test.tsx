import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { FakeXhr, sentXhr, useFakeXhr } from "#web/test-support/fake-xhr";
import { field } from "#web/test-support/form-input";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { badRequestBody } from "#web/test-support/rpc-error-body";
import { localToday } from "./local-today";
import { PortalDealForm } from "./portal-deal-form";

const listActive = vi.mocked(client.partners.listActive);

const ACME = {
  id: "0b6f1a52-6a8e-4f3a-9a61-3f1e1c9b2a01",
  companyName: "Acme Solutions",
  contactName: "Ada Acme",
};
const GLOBEX = {
  id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  companyName: "Globex Systems",
  contactName: "Hank Scorpio",
};

const ALREADY_REGISTERED =
  "A deal for this customer is already registered: the same deal was submitted before and is still awaiting review.";

const renderForm = (isAdmin: boolean) => renderWithQueryClient(<PortalDealForm isAdmin={isAdmin} />);
const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Submit Deal" }));

/** Replaces what the field whose label matches holds with the value, typed. */
async function enter(user: UserEvent, label: RegExp, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

async function fillDeal(user: UserEvent) {
  await enter(user, /^Company Name/, "Initrode Corporation");
  await enter(user, /^Contact Person/, "Bill Lumbergh");
  await enter(user, /^Deal Value/, "48000.50");
}

const fileOf = (name: string, size: number, mime = "application/pdf") => {
  const file = new File(["%PDF-1.4"], name, { type: mime });
  Object.defineProperty(file, "size", { value: size });
  return file;
};
const attach = (user: UserEvent, file: File) => user.upload(screen.getByLabelText(/proposal$/), file);

async function choosePartner(user: UserEvent, search: string, name: string) {
  const chooser = screen.getByRole("combobox", { name: "Partner" });
  await user.type(chooser, search);
  await user.click(await screen.findByRole("option", { name }));
}

/** The toast with this title, to read its description. */
const toastTitled = async (title: string) =>
  within((await screen.findByText(title)).closest("[data-sonner-toast]") as HTMLElement);

/** The request the form sent, once it has gone out. */
const sent = () => waitFor(() => sentXhr());

/** A partner's deal with a proposal, sent: the request, for the test to answer. */
async function sendDealWithProposal() {
  const { user } = renderForm(false);
  await fillDeal(user);
  await attach(user, fileOf("plan.pdf", 5000));
  await submit(user);
  return sent();
}

describe("PortalDealForm", () => {
  useFakeXhr();
  beforeEach(() => {
    listActive.mockResolvedValue([ACME, GLOBEX]);
  });
  afterEach(() => vi.resetAllMocks());

  it("shows the required fields' messages, focuses the first and sends nothing", async () => {
    const { user } = renderForm(false);
    expect(screen.getByRole("heading", { level: 2, name: "Submit New Deal" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Contact person is required")).toBeInTheDocument();
    expect(screen.getByText("Deal value is required")).toBeInTheDocument();
    expect(field(/^Company Name/)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(field(/^Company Name/)).toHaveFocus());
    expect(FakeXhr.last).toBeUndefined();
    expect(listActive).not.toHaveBeenCalled();
  });

  it("asks for a value of at least 1 in cents, and a close date from today on", async () => {
    const { user } = renderForm(false);
    expect(field(/^Deal Value/)).toHaveAttribute("min", "1");
    expect(field(/^Deal Value/)).toHaveAttribute("step", "0.01");
    expect(field(/^Expected Close Date/)).toHaveAttribute("min", localToday());
    await fillDeal(user);
    await enter(user, /^Deal Value/, "0.5");
    await enter(user, /^Expected Close Date/, "2020-01-31");
    await submit(user);
    expect(await screen.findByText("Deal value must be greater than 0")).toBeInTheDocument();
    expect(screen.getByText("Expected close date cannot be in the past")).toBeInTheDocument();
    await waitFor(() => expect(field(/^Deal Value/)).toHaveFocus());
    expect(FakeXhr.last).toBeUndefined();
  });

  it("refuses an administrator's deal without a partner, with the message and the toast", async () => {
    const { user } = renderForm(true);
    await fillDeal(user);
    await submit(user);
    expect(await screen.findByText("Partner selection is required")).toBeInTheDocument();
    expect(await screen.findByText("Partner Selection Required")).toBeInTheDocument();
    expect(screen.getByText("Please select a partner for this deal.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Partner" })).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Partner" })).toHaveFocus());
    expect(FakeXhr.last).toBeUndefined();
  });

  it("searches the active partners on the server as the administrator types, and chooses by keyboard", async () => {
    const { user } = renderForm(true);
    const chooser = screen.getByRole("combobox", { name: "Partner" });
    await waitFor(() => expect(listActive).toHaveBeenCalledWith({}, expect.anything()));
    listActive.mockResolvedValue([GLOBEX]);
    await user.type(chooser, "scorp");
    expect(chooser).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(listActive).toHaveBeenLastCalledWith({ search: "scorp" }, expect.anything()));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    expect(screen.getByRole("option", { name: "Globex Systems Hank Scorpio" })).toBeInTheDocument();
    await user.keyboard("{ArrowDown}");
    expect(chooser).toHaveAttribute("aria-activedescendant", screen.getByRole("option").id);
    await user.keyboard("{Enter}");
    expect(chooser).toHaveValue("Globex Systems (Hank Scorpio)");
    expect(chooser).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the chosen proposal's name and size in MB, refuses another type and removes it", async () => {
    const { user } = renderForm(false);
    expect(screen.getByLabelText("Attach proposal")).toHaveAttribute("accept", ".pdf,.doc,.docx,.ppt,.pptx");
    await attach(user, fileOf("pitch.pptx", 2_569_011));
    expect(screen.getByText("pitch.pptx")).toBeInTheDocument();
    expect(screen.getByText("2.45 MB")).toBeInTheDocument();
    // The picker's "All files" lets a person choose a file outside accept, which user-event would drop.
    await user
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText(/proposal$/), fileOf("setup.exe", 1000));
    expect(
      screen.getByText('"setup.exe" is not a PDF, Word (doc, docx) or PowerPoint (ppt, pptx) file.'),
    ).toBeInTheDocument();
    expect(screen.getByText("pitch.pptx")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove pitch.pptx" }));
    expect(screen.queryByText("pitch.pptx")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Attach proposal")).toBeInTheDocument();
  });

  it("sends the deal for the chosen partner with its proposal, shows the progress, then empties the form", async () => {
    const { user } = renderForm(true);
    await choosePartner(user, "glo", "Globex Systems Hank Scorpio");
    await fillDeal(user);
    await enter(user, /^Expected Close Date/, "2999-12-31");
    await enter(user, /^Description/, "  ");
    await attach(user, fileOf("plan.pdf", 1_048_576));
    await submit(user);

    const xhr = await sent();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/v1/deals");
    const body = xhr.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      form: "portal",
      partnerId: GLOBEX.id,
      "deal[companyName]": "Initrode Corporation",
      "deal[contactPerson]": "Bill Lumbergh",
      "deal[dealValue]": "48000.50",
      "deal[expectedCloseDate]": "2999-12-31",
    });
    expect((body.get("proposal") as File).name).toBe("plan.pdf");

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await screen.findByRole("progressbar", { name: "Uploading your deal" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    // Busy, it refuses presses but keeps the focus.
    expect(screen.getByRole("button", { name: /Submit Deal/ })).toHaveAttribute("aria-disabled", "true");
    xhr.respond(201, { deal: { id: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f" } });

    expect(await screen.findByText("Deal Submitted Successfully")).toBeInTheDocument();
    expect(screen.getByText("The deal has been submitted for review.")).toBeInTheDocument();
    await waitFor(() => expect(field(/^Company Name/)).toHaveValue(""));
    expect(field(/^Contact Person/)).toHaveValue("");
    expect(field(/^Deal Value/)).toHaveValue(null);
    expect(field(/^Expected Close Date/)).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Partner" })).toHaveValue("");
    expect(screen.queryByText("plan.pdf")).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("sends a partner's own deal without a partner id or file", async () => {
    const { user } = renderForm(false);
    await fillDeal(user);
    await submit(user);
    const body = (await sent()).body as FormData;
    expect(body.has("partnerId")).toBe(false);
    expect(body.has("proposal")).toBe(false);
    expect(body.get("form")).toBe("portal");
  });

  it("says File Upload Failed when the server refuses the proposal, and shows why beside it", async () => {
    (await sendDealWithProposal()).respond(
      400,
      badRequestBody(
        '"plan.pdf" is not a PDF, Word (doc, docx) or PowerPoint (ppt, pptx) file. Please attach one of those.',
        { field: "proposal" },
      ),
    );
    expect(await screen.findByText("File Upload Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not upload the document. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("Submission Failed")).not.toBeInTheDocument();
    expect(
      screen.getByText(/is not a PDF, Word \(doc, docx\) or PowerPoint \(ppt, pptx\) file\. Please/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Replace proposal")).toHaveFocus());
    // Nothing is lost: the deal and the file stay for another try.
    expect(field(/^Company Name/)).toHaveValue("Initrode Corporation");
    expect(screen.getByText("plan.pdf")).toBeInTheDocument();
  });

  it("says File Upload Failed when the upload is too large for the server", async () => {
    (await sendDealWithProposal()).respond(413, {
      code: "PAYLOAD_TOO_LARGE",
      status: 413,
      message: "The upload is too large. Please attach at most 1 files of up to 10 MB each.",
    });
    expect(await screen.findByText("File Upload Failed")).toBeInTheDocument();
    expect(screen.queryByText("Submission Failed")).not.toBeInTheDocument();
  });

  it("says Submission Failed otherwise, with the server's field messages under their fields", async () => {
    (await sendDealWithProposal()).respond(
      400,
      badRequestBody("Input validation failed", {
        issues: [
          { message: "Contact person must be at most 200 characters", path: ["deal", "contactPerson"] },
          { message: "Something else is wrong", path: ["form"] },
        ],
      }),
    );
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not submit the deal. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("File Upload Failed")).not.toBeInTheDocument();
    expect(screen.getByText("Contact person must be at most 200 characters")).toBeInTheDocument();
    expect(field(/^Contact Person/)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(field(/^Contact Person/)).toHaveFocus());
    expect(screen.getByRole("alert")).toHaveTextContent("Something else is wrong");
    expect(screen.queryByText("Input validation failed")).not.toBeInTheDocument();
  });

  it("says a repeated deal's 409 once, beside Submit Deal, without a failure toast", async () => {
    const { user } = renderForm(false);
    await fillDeal(user);
    await submit(user);
    const failed = await sent();
    failed.onerror?.();
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(sentXhr()).not.toBe(failed));
    sentXhr().respond(409, {
      code: "CONFLICT",
      status: 409,
      message: ALREADY_REGISTERED,
      data: { reason: "already_registered", dealId: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f" },
    });
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(ALREADY_REGISTERED));
    await waitFor(() => expect(screen.queryByText("Submission Failed")).not.toBeInTheDocument());
    expect(screen.getAllByText(ALREADY_REGISTERED)).toHaveLength(1);
    expect(screen.queryByText("Could not submit the deal. Please try again.")).not.toBeInTheDocument();
    expect(field(/^Company Name/)).toHaveValue("Initrode Corporation");
  });

  it("says Submission Failed when no answer comes", async () => {
    const { user } = renderForm(false);
    await fillDeal(user);
    await submit(user);
    (await sent()).onerror?.();
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("We could not reach the server.");
  });

  it("replaces Submission Failed with Deal Submitted Successfully when a retry succeeds", async () => {
    const { user } = renderForm(false);
    await fillDeal(user);
    await submit(user);
    const failed = await sent();
    failed.onerror?.();
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(sentXhr()).not.toBe(failed));
    sentXhr().respond(201, { deal: { id: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f" } });
    expect(await screen.findByText("Deal Submitted Successfully")).toBeInTheDocument();
    expect(screen.queryByText("Submission Failed")).not.toBeInTheDocument();
  });

  it("says Error Loading Partners when the partner list cannot be loaded", async () => {
    listActive.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    renderForm(true);
    const shown = await toastTitled("Error Loading Partners");
    expect(shown.getByText("Could not load partner list.")).toBeInTheDocument();
  });
});
