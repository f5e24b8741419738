import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTNER_ID, pageOf, partnerDetail, partnerItem } from "#web/features/partners/list/partner-fixtures";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PENDING_INVITATION, RAVI } from "#web/test-support/team-fixtures";
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

  it("lets staff who manage partners change a partner's team and invite to it from its details", async () => {
    const partner = partnerItem();
    api.list.mockResolvedValue(pageOf([partner]));
    api.get.mockResolvedValue(partnerDetail(partner));
    vi.mocked(client.invitations.ofPartner).mockResolvedValue({
      items: [PENDING_INVITATION],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    const { user } = renderAs(
      authorizationState(["manager"], ["manage_partners"]),
      `/partner-portal/partners/${PARTNER_ID}`,
    );
    const dialog = await screen.findByRole("dialog", { name: /Acme Solutions/ });
    const members = within(dialog).getByRole("list", { name: "Members" });
    const [contact, rep] = within(members).getAllByRole("listitem");
    // The contact stays a partner admin: nothing to do to them.
    expect(within(contact as HTMLElement).queryAllByRole("button")).toEqual([]);
    vi.mocked(client.team.changeRoleOf).mockResolvedValue({
      member: { ...RAVI, role: "partner_admin" },
    });
    await user.click(
      within(rep as HTMLElement).getByRole("button", { name: "Make Partner Admin: Rowan Rep" }),
    );
    await waitFor(() =>
      expect(vi.mocked(client.team.changeRoleOf).mock.calls[0]?.[0]).toEqual({
        partnerId: PARTNER_ID,
        userId: "member-rep",
        role: "partner_admin",
      }),
    );
    expect(await within(dialog).findByRole("list", { name: "Pending invitations" })).toHaveTextContent(
      "newrep@acme.example",
    );
    vi.mocked(client.invitations.inviteTo).mockResolvedValue({ invitation: PENDING_INVITATION });
    await user.type(within(dialog).getByRole("textbox", { name: /Email/ }), "another@acme.example");
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));
    await waitFor(() =>
      expect(vi.mocked(client.invitations.inviteTo).mock.calls[0]?.[0]).toEqual({
        partnerId: PARTNER_ID,
        email: "another@acme.example",
        role: "sales_rep",
      }),
    );
  });
});
