import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResourceItem } from "#shared/contracts/resources";
import { client } from "#web/lib/transport/rpc";
import { FakeXhr, sentXhr, useFakeXhr } from "#web/test-support/fake-xhr";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { badRequestBody } from "#web/test-support/rpc-error-body";
import { ResourceLibrary } from "./resource-library";

const list = vi.mocked(client.resources.list);

const UPLOADED: ResourceItem = {
  id: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f",
  title: "Q3 Sales Deck",
  description: "Our pitch for Q3.",
  contentType: "deck",
  fileType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  fileName: "q3-deck.pptx",
  fileSize: 2_516_582,
  isPublic: false,
  createdAt: new Date("2026-03-05T10:00:00Z"),
};

const fileOf = (name: string, size: number, mime = "application/pdf") => {
  const file = new File(["%PDF-1.4"], name, { type: mime });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

/** The open upload dialog, from the library's Upload Resource button. */
async function openDialog() {
  const { user } = renderWithQueryClient(<ResourceLibrary canManage />, { at: "/" });
  await user.click(screen.getByRole("button", { name: "Upload Resource" }));
  return { user, dialog: within(await screen.findByRole("dialog", { name: "Upload Resource" })) };
}

type Dialog = Awaited<ReturnType<typeof openDialog>>["dialog"];

const typeTitle = async (user: UserEvent, dialog: Dialog, value: string) => {
  if (value) await user.type(dialog.getByLabelText(/^Title/), value);
};
const pick = (user: UserEvent, dialog: Dialog, file: File) =>
  user.upload(dialog.getByLabelText(/^(Choose a file|Replace file)$/), file);
const send = (user: UserEvent, dialog: Dialog) => user.click(dialog.getByRole("button", { name: "Upload" }));

/** The toast with this title, to read its description. */
const toastTitled = async (title: string) =>
  within((await screen.findByText(title)).closest("[data-sonner-toast]") as HTMLElement);

/** A titled PDF, sent: the request, for the test to answer. */
async function sendPdf() {
  const { user, dialog } = await openDialog();
  await typeTitle(user, dialog, "Price Sheet");
  await pick(user, dialog, fileOf("prices.pdf", 5000));
  await send(user, dialog);
  return { dialog, xhr: await waitFor(() => sentXhr()) };
}

describe("UploadResourceDialog", () => {
  useFakeXhr();
  useRadixInJsdom();
  beforeEach(() => list.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 12 }));
  afterEach(() => vi.resetAllMocks());

  it("starts with pdf, visible to partners, and accepts the library's file types", async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByRole("combobox", { name: "Content Type" })).toHaveTextContent("PDF");
    expect(dialog.getByRole("checkbox", { name: "Visible to partners" })).toBeChecked();
    expect(dialog.getByLabelText("Choose a file")).toHaveAttribute(
      "accept",
      ".pdf,.ppt,.pptx,.doc,.docx,.mp4,.mov,.avi",
    );
    expect(dialog.getByLabelText(/^Description/).tagName).toBe("TEXTAREA");
  });

  it.each([
    ["no title", "", true],
    ["no file", "Price Sheet", false],
    ["a blank title", "   ", true],
  ])("toasts Missing Information and sends nothing with %s", async (_case, title, withFile) => {
    const { user, dialog } = await openDialog();
    await typeTitle(user, dialog, title);
    if (withFile) await pick(user, dialog, fileOf("prices.pdf", 5000));
    await send(user, dialog);
    const shown = await toastTitled("Missing Information");
    expect(shown.getByText("Please provide a title and select a file.")).toBeInTheDocument();
    expect(FakeXhr.last).toBeUndefined();
    expect(screen.getByRole("dialog", { name: "Upload Resource" })).toBeInTheDocument();
  });

  it("shows the chosen file's name and size, and refuses another type or an oversized file before sending", async () => {
    const { user, dialog } = await openDialog();
    await pick(user, dialog, fileOf("q3-deck.pptx", 2_516_582));
    expect(dialog.getByText("q3-deck.pptx")).toBeInTheDocument();
    expect(dialog.getByText("2.4 MB")).toBeInTheDocument();

    // The picker's "All files" lets a person choose a file outside accept, which user-event would drop.
    await user
      .setup({ applyAccept: false })
      .upload(dialog.getByLabelText("Replace file"), fileOf("setup.exe", 1000));
    expect(
      dialog.getByText(
        '"setup.exe" is not a PDF, PowerPoint (ppt, pptx), Word (doc, docx) or video (mp4, mov, avi) file.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText("q3-deck.pptx")).toBeInTheDocument();

    await pick(user, dialog, fileOf("big.pdf", 50 * 1024 * 1024 + 1));
    expect(
      dialog.getByText('"big.pdf" is larger than 50 MB. Please choose a smaller file.'),
    ).toBeInTheDocument();
    await pick(user, dialog, fileOf("huge.mp4", 500 * 1024 * 1024 + 1, "video/mp4"));
    expect(
      dialog.getByText('"huge.mp4" is larger than 500 MB. Please choose a smaller file.'),
    ).toBeInTheDocument();
    // A video may be larger than a document.
    await pick(user, dialog, fileOf("demo.mp4", 200 * 1024 * 1024, "video/mp4"));
    expect(dialog.getByText("demo.mp4")).toBeInTheDocument();
    expect(dialog.getByText("200.0 MB")).toBeInTheDocument();
    expect(dialog.queryByText(/is larger than/)).not.toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Remove demo.mp4" }));
    expect(dialog.queryByText("demo.mp4")).not.toBeInTheDocument();
    expect(FakeXhr.last).toBeUndefined();
  });

  it("sends the resource with its progress, then toasts Resource Uploaded, closes and refreshes the list", async () => {
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(list).toHaveBeenCalledWith({ page: 1, pageSize: 12 }, expect.anything()));
    const loads = list.mock.calls.length;
    await typeTitle(user, dialog, "  Q3 Sales Deck ");
    await user.type(dialog.getByLabelText(/^Description/), "Our pitch for Q3.");
    await user.click(dialog.getByRole("combobox", { name: "Content Type" }));
    await user.click(await screen.findByRole("option", { name: "Deck" }));
    await user.click(dialog.getByRole("checkbox", { name: "Visible to partners" }));
    await pick(user, dialog, fileOf("q3-deck.pptx", 2_516_582));
    await send(user, dialog);

    const xhr = await waitFor(() => sentXhr());
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/v1/resources");
    const body = xhr.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      "resource[title]": "Q3 Sales Deck",
      "resource[description]": "Our pitch for Q3.",
      "resource[contentType]": "deck",
      "resource[isPublic]": "false",
    });
    expect((body.get("file") as File).name).toBe("q3-deck.pptx");

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    const bar = await screen.findByRole("progressbar", { name: "Uploading the resource" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Title/)).toBeDisabled();
    expect(dialog.getByRole("checkbox", { name: "Visible to partners" })).toBeDisabled();
    expect(dialog.getByRole("button", { name: /Upload/ })).toHaveAttribute("aria-disabled", "true");
    // It cannot be closed while the file is on its way.
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Upload Resource" })).toBeInTheDocument();

    xhr.respond(201, { ...UPLOADED, createdAt: UPLOADED.createdAt.toISOString() });
    expect(await screen.findByText("Resource Uploaded")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(loads + 1));

    // Opened again, the form is empty.
    await user.click(screen.getByRole("button", { name: "Upload Resource" }));
    const reopened = within(await screen.findByRole("dialog", { name: "Upload Resource" }));
    expect(reopened.getByLabelText(/^Title/)).toHaveValue("");
    expect(reopened.queryByText("q3-deck.pptx")).not.toBeInTheDocument();
    expect(reopened.getByRole("checkbox", { name: "Visible to partners" })).toBeChecked();
  });

  it("shows the server's refusal of the file at the file field when the upload is too large (413)", async () => {
    const { dialog, xhr } = await sendPdf();
    xhr.respond(413, {
      code: "PAYLOAD_TOO_LARGE",
      status: 413,
      message: "The upload is too large. Please attach at most 1 files of up to 500 MB each.",
    });
    const shown = await toastTitled("Upload Failed");
    expect(shown.getByText("Could not upload the resource. Please try again.")).toBeInTheDocument();
    const message = dialog.getByText(
      "The upload is too large. Please attach at most 1 files of up to 500 MB each.",
    );
    expect(dialog.getByLabelText("Replace file")).toHaveAttribute(
      "aria-describedby",
      expect.stringContaining(message.id),
    );
    await waitFor(() => expect(dialog.getByLabelText("Replace file")).toHaveFocus());
    // Nothing is lost: the title and the file stay for another try.
    expect(dialog.getByLabelText(/^Title/)).toHaveValue("Price Sheet");
    expect(dialog.getByText("prices.pdf")).toBeInTheDocument();
  });

  it("shows the server's refusal of the file's type (400) at the file field", async () => {
    const { dialog, xhr } = await sendPdf();
    xhr.respond(
      400,
      badRequestBody(
        '"prices.pdf" does not hold what its name says: its content is a ZIP archive. Please check the file and its name.',
        { field: "file" },
      ),
    );
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    expect(dialog.getByText(/does not hold what its name says/)).toBeInTheDocument();
    expect(dialog.getByLabelText("Replace file")).toHaveAttribute("aria-invalid", "true");
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's field messages at their fields and the rest beside the button", async () => {
    const { dialog, xhr } = await sendPdf();
    xhr.respond(
      400,
      badRequestBody("Input validation failed", {
        issues: [
          { message: "Title must be at most 200 characters.", path: ["resource", "title"] },
          { message: "Something else is wrong", path: ["other"] },
        ],
      }),
    );
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    expect(dialog.getByText("Title must be at most 200 characters.")).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Title/)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(dialog.getByLabelText(/^Title/)).toHaveFocus());
    expect(dialog.getByRole("alert")).toHaveTextContent("Something else is wrong");
    expect(dialog.queryByText("Input validation failed")).not.toBeInTheDocument();
  });

  it("replaces Upload Failed with Resource Uploaded when a retry succeeds", async () => {
    const { user, dialog } = await openDialog();
    await typeTitle(user, dialog, "Price Sheet");
    await pick(user, dialog, fileOf("prices.pdf", 5000));
    await send(user, dialog);
    const failed = await waitFor(() => sentXhr());
    failed.onerror?.();
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    await send(user, dialog);
    await waitFor(() => expect(sentXhr()).not.toBe(failed));
    sentXhr().respond(201, { ...UPLOADED, createdAt: UPLOADED.createdAt.toISOString() });
    expect(await screen.findByText("Resource Uploaded")).toBeInTheDocument();
    expect(screen.queryByText("Upload Failed")).not.toBeInTheDocument();
  });

  it("says so when no answer comes", async () => {
    const { dialog, xhr } = await sendPdf();
    xhr.onerror?.();
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    expect(dialog.getByRole("alert")).toHaveTextContent("We could not reach the server.");
    expect(dialog.getByRole("button", { name: "Upload" })).toBeEnabled();
  });
});
