import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PartnerAgreement } from "#shared/contracts/agreements";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AgreementTab } from "./agreement-tab";

const agreements = vi.mocked(client.agreements);

const CURRENT = {
  id: "6f1c2a44-93c1-4c1e-8a0b-2d8f0a1b3c4d",
  number: 1,
  title: "Partner Programme Agreement",
  body: "## Scope\n\nThe partner resells the products.",
  textSha256: "b".repeat(64),
  documentName: null,
  publishedAt: new Date("2026-11-20T10:00:00Z"),
};

const standing = (overrides: Partial<PartnerAgreement> = {}): PartnerAgreement => ({
  standing: "required",
  current: CURRENT,
  dueAt: null,
  canSign: true,
  signatures: [],
  ...overrides,
});

describe("AgreementTab", () => {
  useRadixInJsdom();
  beforeEach(() => agreements.mine.mockResolvedValue(standing()));
  afterEach(() => vi.resetAllMocks());

  it("shows a partner admin the text and signs it with the name, title and acceptance given", async () => {
    agreements.sign.mockResolvedValue({
      signature: {
        id: "7f1c2a44-93c1-4c1e-8a0b-2d8f0a1b3c4d",
        versionId: CURRENT.id,
        versionNumber: 1,
        versionTitle: CURRENT.title,
        signerName: "Dana Reyes",
        signerTitle: "Owner",
        signerEmail: "dana@acme.example",
        signedAt: new Date(),
        textSha256: CURRENT.textSha256,
      },
    });
    const { user } = renderWithQueryClient(<AgreementTab isAdmin memberName="Dana Reyes" />);
    expect(await screen.findByRole("heading", { name: "Scope" })).toBeInTheDocument();
    expect(screen.getByText(/deals cannot be registered/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("Dana Reyes");

    await user.type(screen.getByRole("textbox", { name: "Title" }), "Owner");
    await user.click(screen.getByRole("button", { name: "Sign Agreement" }));
    expect(
      await screen.findByText("Please tick the box to confirm you accept the agreement for your company."),
    ).toBeInTheDocument();
    expect(agreements.sign).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole("checkbox", {
        name: "I have read this agreement and accept it on behalf of my company",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Sign Agreement" }));
    await waitFor(() => expect(agreements.sign).toHaveBeenCalledTimes(1));
    expect(agreements.sign.mock.calls[0]?.[0]).toEqual({
      versionId: CURRENT.id,
      fullName: "Dana Reyes",
      title: "Owner",
      accepted: true,
    });
  });

  it("tells a sales rep that a partner admin signs, and offers no form or copies", async () => {
    agreements.mine.mockResolvedValue(standing({ canSign: false }));
    renderWithQueryClient(<AgreementTab isAdmin={false} memberName="Sam Rep" />);
    expect(
      await screen.findByText(
        "A partner admin of your company signs the agreement. Ask one of them to sign it here.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign Agreement" })).not.toBeInTheDocument();
  });

  it("says so when no agreement is published for the company", async () => {
    agreements.mine.mockResolvedValue(standing({ standing: "none", current: null, canSign: false }));
    renderWithQueryClient(<AgreementTab isAdmin memberName="Dana Reyes" />);
    expect(await screen.findByText("No agreement to sign")).toBeInTheDocument();
  });
});
