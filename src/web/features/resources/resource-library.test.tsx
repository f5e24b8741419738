import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResourceItem } from "#shared/contracts/resources";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { ResourceLibrary } from "./resource-library";

const api = vi.mocked(client.resources);

let n = 0;
function resource(overrides: Partial<ResourceItem> = {}): ResourceItem {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: `Resource ${n}`,
    description: null,
    contentType: "pdf",
    fileType: "application/pdf",
    fileName: `resource-${n}.pdf`,
    fileSize: 2_516_582,
    isPublic: true,
    createdAt: new Date("2026-03-05T10:00:00Z"),
    ...overrides,
  };
}
const pageOf = (items: ResourceItem[], total = items.length) => ({ items, total, page: 1, pageSize: 12 });

const renderLibrary = (canManage: boolean) =>
  renderWithQueryClient(<ResourceLibrary canManage={canManage} />, { at: "/" });

const card = (title: string) =>
  within(screen.getByRole("heading", { level: 3, name: title }).closest("li") as HTMLElement);

/** The toast with this title, to read its description. */
const toastTitled = async (title: string) =>
  within((await screen.findByText(title)).closest("[data-sonner-toast]") as HTMLElement);

describe("ResourceLibrary", () => {
  useRadixInJsdom();
  beforeEach(() => {
    n = 0;
  });
  afterEach(() => {
    vi.resetAllMocks();
    vi.restoreAllMocks();
  });

  it("shows each resource with its type, size, date and description, newest first as the server answers", async () => {
    api.list.mockResolvedValue(
      pageOf([
        resource({
          title: "Q3 Sales Deck",
          contentType: "deck",
          fileType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          fileSize: 2_516_582,
          description: "Our pitch for Q3.",
        }),
        resource({
          title: "Onboarding Video",
          contentType: "video",
          fileType: "video/mp4",
          fileSize: 157_286_400,
        }),
        resource({ title: "Price Sheet", fileSize: 524_288, createdAt: new Date("2025-12-31T12:00:00Z") }),
      ]),
    );
    renderLibrary(false);
    expect(screen.getByRole("heading", { level: 2, name: "Resource Library" })).toBeInTheDocument();
    const deck = await waitFor(() => card("Q3 Sales Deck"));
    expect(deck.getByText("Deck")).toBeInTheDocument();
    expect(deck.getByText("2.4 MB")).toBeInTheDocument();
    expect(deck.getByText("Mar 05, 2026")).toBeInTheDocument();
    expect(deck.getByText("Our pitch for Q3.")).toBeInTheDocument();
    expect(deck.getByRole("button", { name: "Download Q3 Sales Deck" })).toBeInTheDocument();
    const video = card("Onboarding Video");
    expect(video.getByText("Video")).toBeInTheDocument();
    expect(video.getByText("150.0 MB")).toBeInTheDocument();
    expect(video.getByRole("button", { name: "Open Onboarding Video" })).toBeInTheDocument();
    const sheet = card("Price Sheet");
    expect(sheet.getByText("PDF")).toBeInTheDocument();
    expect(sheet.getByText("512 KB")).toBeInTheDocument();
    expect(sheet.getByText("Dec 31, 2025")).toBeInTheDocument();
    expect(api.list.mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 12 });
    expect(screen.getByRole("list", { name: "Resources" })).toHaveClass(
      "grid-cols-1",
      "md:grid-cols-2",
      "lg:grid-cols-3",
    );
  });

  it("hides the upload, Delete and draft-only controls from partners", async () => {
    api.list.mockResolvedValue(pageOf([resource({ title: "Price Sheet" })]));
    renderLibrary(false);
    await waitFor(() => card("Price Sheet"));
    expect(screen.queryByRole("button", { name: "Upload Resource" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Draft")).not.toBeInTheDocument();
  });

  it("shows administrators Upload Resource, Delete on each card and a Draft badge on drafts", async () => {
    api.list.mockResolvedValue(
      pageOf([resource({ title: "Price Sheet" }), resource({ title: "Roadmap", isPublic: false })]),
    );
    renderLibrary(true);
    await waitFor(() => card("Roadmap"));
    expect(screen.getByRole("button", { name: "Upload Resource" })).toBeInTheDocument();
    expect(card("Roadmap").getByText("Draft")).toBeInTheDocument();
    expect(card("Price Sheet").queryByText("Draft")).not.toBeInTheDocument();
    expect(card("Price Sheet").getByRole("button", { name: "Delete Price Sheet" })).toBeInTheDocument();
  });

  it("sends the title search to the server, debounced and trimmed, starting again at page 1", async () => {
    api.list.mockResolvedValue(pageOf([resource()], 30));
    const { user } = renderLibrary(false);
    await user.click(await screen.findByRole("button", { name: /Next/ }));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({ page: 2, pageSize: 12 }, expect.anything()),
    );
    const calls = api.list.mock.calls.length;
    const search = screen.getByLabelText("Search resources by title");
    await user.type(search, "  pricing ");
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        { search: "pricing", page: 1, pageSize: 12 },
        expect.anything(),
      ),
    );
    // One request per pause, not per keystroke.
    expect(api.list.mock.calls.length).toBe(calls + 1);
  });

  it("filters by type on the server", async () => {
    api.list.mockResolvedValue(pageOf([resource()]));
    const { user } = renderLibrary(false);
    await screen.findByRole("list", { name: "Resources" });
    const filter = screen.getByRole("combobox", { name: "Type" });
    expect(filter).toHaveTextContent("All types");
    await user.click(filter);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All types",
      "Decks",
      "Videos",
      "PDFs",
    ]);
    await user.click(screen.getByRole("option", { name: "Videos" }));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        { contentType: "video", page: 1, pageSize: 12 },
        expect.anything(),
      ),
    );
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveTextContent("Videos");
  });

  it("says No resources found. when the library is empty", async () => {
    api.list.mockResolvedValue(pageOf([]));
    renderLibrary(false);
    expect(await screen.findByText("No resources found.")).toBeInTheDocument();
    expect(screen.getByText("Sales decks, videos and documents will appear here.")).toBeInTheDocument();
  });

  it("suggests clearing the search when a search finds nothing", async () => {
    api.list.mockResolvedValueOnce(pageOf([resource()])).mockResolvedValue(pageOf([]));
    const { user } = renderLibrary(false);
    await screen.findByRole("list", { name: "Resources" });
    await user.type(screen.getByLabelText("Search resources by title"), "nothing");
    expect(await screen.findByText("No resources found.")).toBeInTheDocument();
    expect(screen.getByText(/Try clearing the search/)).toBeInTheDocument();
  });

  it("toasts Error Loading Resources and offers Try Again when the list fails", async () => {
    api.list.mockRejectedValueOnce(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    api.list.mockResolvedValue(pageOf([resource({ title: "Price Sheet" })]));
    const { user } = renderLibrary(false);
    const shown = await toastTitled("Error Loading Resources");
    expect(shown.getByText("Could not load resources. Please try again.")).toBeInTheDocument();
    const failed = screen.getByRole("alert");
    expect(failed).toHaveTextContent("Could not load resources.");
    await user.click(within(failed).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Price Sheet" })).toBeInTheDocument();
  });

  it("opens the file in a new tab at once and toasts Resource Downloaded", async () => {
    const opened = vi.spyOn(window, "open").mockReturnValue(null);
    const deck = resource({
      title: "Q3 Sales Deck",
      contentType: "deck",
      fileType: "application/vnd.ms-powerpoint",
    });
    api.list.mockResolvedValue(pageOf([deck]));
    const { user } = renderLibrary(false);
    await user.click(await screen.findByRole("button", { name: "Download Q3 Sales Deck" }));
    // Synchronously in the click, before anything is awaited, so no pop-up blocker stops it.
    expect(opened).toHaveBeenCalledWith(`/api/v1/resources/${deck.id}/file`, "_blank", "noopener");
    const shown = await toastTitled("Resource Downloaded");
    expect(shown.getByText("Successfully accessed Q3 Sales Deck")).toBeInTheDocument();
  });

  it("deletes a resource only after confirmation, then toasts and refreshes the list", async () => {
    const sheet = resource({ title: "Price Sheet" });
    api.list.mockResolvedValueOnce(pageOf([sheet])).mockResolvedValue(pageOf([]));
    api.delete.mockResolvedValue({ deleted: true });
    const { user } = renderLibrary(true);
    await user.click(await screen.findByRole("button", { name: "Delete Price Sheet" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Price Sheet?" });
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete Price Sheet" }));
    const again = await screen.findByRole("alertdialog", { name: "Delete Price Sheet?" });
    await user.click(within(again).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Resource Deleted")).toBeInTheDocument();
    expect(api.delete.mock.calls[0]?.[0]).toEqual({ id: sheet.id });
    expect(await screen.findByText("No resources found.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("toasts Delete Failed when the server refuses the delete", async () => {
    api.list.mockResolvedValue(pageOf([resource({ title: "Price Sheet" })]));
    api.delete.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    const { user } = renderLibrary(true);
    await user.click(await screen.findByRole("button", { name: "Delete Price Sheet" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const shown = await toastTitled("Delete Failed");
    expect(shown.getByText("Could not delete the resource. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Price Sheet" })).toBeInTheDocument();
  });
});
