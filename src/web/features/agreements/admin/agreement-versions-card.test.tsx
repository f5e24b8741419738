import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AgreementVersionsCard } from "./agreement-versions-card";

const agreements = vi.mocked(client.agreements);

const VERSION = {
  id: "6f1c2a44-93c1-4c1e-8a0b-2d8f0a1b3c4d",
  number: 2,
  title: "Partner Programme Agreement",
  businessType: null,
  graceDays: 30,
  textSha256: "a".repeat(64),
  documentName: null,
  publishedAt: new Date("2026-11-20T10:00:00Z"),
  publishedByName: "Ada Admin",
  signatures: 3,
  isCurrent: true,
};

const renderCard = (holder = true) =>
  renderWithQueryClient(
    <AuthorizationContext.Provider
      value={holder ? authorizationState(["user"], ["manage_programme"]) : authorizationState(["user"], [])}
    >
      <AgreementVersionsCard />
    </AuthorizationContext.Provider>,
    { at: "/admin/programme" },
  );

describe("AgreementVersionsCard", () => {
  useRadixInJsdom();
  beforeEach(() => {
    agreements.versions.mockResolvedValue({ versions: [VERSION] });
    agreements.publish.mockImplementation(async (input) => ({
      ...VERSION,
      ...input,
      graceDays: Number(input.graceDays),
      id: "7f1c2a44-93c1-4c1e-8a0b-2d8f0a1b3c4d",
      number: 3,
      body: input.body,
    }));
    agreements.publishPdf.mockImplementation(async () => ({
      ...VERSION,
      number: 3,
      body: "",
      documentName: "terms.pdf",
    }));
  });
  afterEach(() => vi.resetAllMocks());

  it("lists each version with its audience, its signatures and the current mark", async () => {
    renderCard();
    const item = within(await screen.findByRole("listitem"));
    expect(item.getByText("Version 2: Partner Programme Agreement")).toBeInTheDocument();
    expect(item.getByText("Current")).toBeInTheDocument();
    expect(item.getByText("Every partner")).toBeInTheDocument();
    expect(item.getByText(/by Ada Admin · grace 30 days · signed by 3 partners/)).toBeInTheDocument();
  });

  it("publishes a version written in Markdown for every partner", async () => {
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Publish New Version" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(
      dialog.getByRole("textbox", { name: "Agreement text" }),
      "## Terms{enter}{enter}Be fair.",
    );
    await user.click(dialog.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Version 3 published")).toBeInTheDocument();
    expect(agreements.publish.mock.calls[0]?.[0]).toEqual({
      title: "Partner Programme Agreement",
      body: "## Terms\n\nBe fair.",
      businessType: null,
      graceDays: 30,
    });
  });

  it("asks for the PDF when the text is a file, and sends the file chosen", async () => {
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Publish New Version" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("radio", { name: "Upload a PDF" }));
    await user.click(dialog.getByRole("button", { name: "Publish" }));
    expect(await dialog.findByText("Please choose the agreement's PDF file.")).toBeInTheDocument();
    expect(agreements.publishPdf).not.toHaveBeenCalled();

    const file = new File(["%PDF-1.7"], "terms.pdf", { type: "application/pdf" });
    await user.upload(dialog.getByLabelText(/Choose the PDF/), file);
    await user.click(dialog.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(agreements.publishPdf).toHaveBeenCalledTimes(1));
    expect(agreements.publishPdf.mock.calls[0]?.[0]).toEqual({
      agreement: { title: "Partner Programme Agreement", businessType: null, graceDays: 30 },
      document: file,
    });
    expect(agreements.publish).not.toHaveBeenCalled();
  });

  it("offers no publishing without manage_programme", async () => {
    renderCard(false);
    await screen.findByRole("listitem");
    expect(screen.queryByRole("button", { name: "Publish New Version" })).not.toBeInTheDocument();
  });
});
