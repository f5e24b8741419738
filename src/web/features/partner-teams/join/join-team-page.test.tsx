import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { JoinTeamPage, REQUEST_SENT } from "./join-team-page";

const requestToJoin = vi.mocked(client.joinRequests.request);

const renderPage = () =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={["/partner/join"]}>
      <Routes>
        <Route path="/partner/join" element={<JoinTeamPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe("JoinTeamPage", () => {
  afterEach(() => vi.resetAllMocks());

  it("checks the fields, sends the request, and says the same whatever the server did", async () => {
    requestToJoin.mockResolvedValue({ received: true });
    const { user } = renderPage();
    expect(screen.getByRole("heading", { name: "Join Your Company's Team" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ask to Join" }));
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    expect(requestToJoin).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Work Email"), "Jo@Acme.example");
    await user.type(screen.getByLabelText("Full Name"), "Jo Joiner");
    await user.click(screen.getByRole("button", { name: "Ask to Join" }));
    await waitFor(() =>
      expect(requestToJoin.mock.calls[0]?.[0]).toEqual({ email: "jo@acme.example", name: "Jo Joiner" }),
    );
    expect(await screen.findByRole("heading", { name: "Request Sent" })).toBeInTheDocument();
    expect(screen.getByText(REQUEST_SENT)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/partner/login");
  });
});
