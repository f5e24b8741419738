import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTNER_ID, pageOf, partnerDetail, partnerItem } from "#web/features/partners/list/partner-fixtures";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AuthorizationContext, type AuthorizationState } from "../auth/authorization-context";
import { paths } from "../paths";
import { PartnerPortalPage } from "./partner-portal-page";

// The Partners tab as the Partner Portal screen mounts it: at its address, with each partner's details at theirs.

const api = vi.mocked(client.partners);

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderAs(state: AuthorizationState, address: string) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/partner-portal/*" element={<PartnerPortalPage />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

// Found by its label: a modal dialog hides it from the accessibility tree along with the rest of the page.
const address = () => screen.getByLabelText("Address");

describe("PartnerPortalPage: Partners tab", () => {
  afterEach(() => vi.resetAllMocks());

  it("gives each partner's details an address under the Partners tab", () => {
    expect(paths.partnerPortal.partner.to(PARTNER_ID)).toBe(`/partner-portal/partners/${PARTNER_ID}`);
    expect(paths.partnerPortal.partner.pattern).toBe("/partner-portal/partners/:partnerId");
  });

  it("opens a partner at its own address and goes back to the list on closing", async () => {
    const partner = partnerItem();
    api.list.mockResolvedValue(pageOf([partner]));
    api.get.mockResolvedValue(partnerDetail(partner));
    const { user } = renderAs(authorizationState(["admin"]), "/partner-portal/partners");
    expect(await screen.findByRole("heading", { level: 2, name: "Partners" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Partners" })).toHaveAttribute("aria-selected", "true");
    await user.click(await screen.findByRole("link", { name: "Acme Solutions" }));
    expect(await screen.findByRole("dialog", { name: /Acme Solutions/ })).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/partner-portal/partners/${PARTNER_ID}`);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(address()).toHaveTextContent(/^\/partner-portal\/partners$/);
  });

  it("keeps the list's filters and page in the address under a partner's details", async () => {
    const partner = partnerItem();
    api.list.mockResolvedValue({ ...pageOf([partner]), total: 60 });
    api.get.mockResolvedValue(partnerDetail(partner));
    const { user } = renderAs(
      authorizationState(["admin"]),
      "/partner-portal/partners?status=suspended&page=2",
    );
    await user.click(await screen.findByRole("link", { name: "Acme Solutions" }));
    expect(await screen.findByRole("dialog", { name: /Acme Solutions/ })).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/partner-portal/partners/${PARTNER_ID}?status=suspended&page=2`);
    // The list behind the details never went back to its first page.
    expect(api.list.mock.calls.map(([input]) => input)).not.toContainEqual({ page: 1, pageSize: 25 });
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/partner-portal\/partners\?status=suspended&page=2$/),
    );
  });

  it("opens a partner's details straight from its address, over the Partners tab", async () => {
    const partner = partnerItem();
    api.list.mockResolvedValue(pageOf([partner]));
    api.get.mockResolvedValue(partnerDetail(partner));
    const { user } = renderAs(
      authorizationState(["manager"], ["manage_partners"]),
      `/partner-portal/partners/${PARTNER_ID}`,
    );
    expect(await screen.findByRole("dialog", { name: /Acme Solutions/ })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Partners", hidden: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(api.get.mock.calls[0]?.[0]).toEqual({ id: PARTNER_ID });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(address()).toHaveTextContent(/^\/partner-portal\/partners$/));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
