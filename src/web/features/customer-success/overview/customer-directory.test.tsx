import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext, type AuthorizationState } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { customerSummary, customersPage, PARTNER } from "../customer-fixtures";
import { CustomerDirectory } from "./customer-directory";

const api = vi.mocked(client.customers);
const partners = vi.mocked(client.partners);

const STAFF = authorizationState(["user"]);
const PARTNER_ADMIN = authorizationState(["admin"], ["manage_partners"]);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderDirectory(at = "/customer-success", state: AuthorizationState = STAFF) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <CustomerDirectory />
      <Address />
    </AuthorizationContext.Provider>,
    { at },
  );
}

const row = async (name: string) =>
  within((await screen.findByRole("heading", { level: 3, name })).closest("li") as HTMLElement);
const lastInput = () => api.list.mock.lastCall?.[0];

async function choose(user: UserEvent, menu: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: menu }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("CustomerDirectory", () => {
  useRadixInJsdom();
  beforeEach(() => {
    api.people.mockResolvedValue({
      people: [
        { id: "user-olivia", name: "Olivia Owner", email: "olivia@example.com" },
        { id: "user-sam", name: "Sam Success", email: "sam@example.com" },
      ],
    });
  });
  afterEach(() => vi.resetAllMocks());

  it("shows each customer's name, contact, e-mail, phone, score, status, last contact and View Details", async () => {
    const acme = customerSummary({
      name: "Acme Corporation",
      contactName: "John Smith",
      contactEmail: "john.smith@acme.example",
      contactPhone: "(555) 010-1234",
      healthScore: 92,
      status: "healthy",
      lastContactAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    api.list.mockResolvedValue(customersPage([acme]));
    renderDirectory();
    const acmeRow = await row("Acme Corporation");
    for (const text of ["John Smith", "john.smith@acme.example", "(555) 010-1234", "Healthy", "2 days ago"]) {
      expect(acmeRow.getByText(text)).toBeInTheDocument();
    }
    expect(acmeRow.getByText("92%")).toHaveClass("text-green-700");
    expect(acmeRow.getByRole("link", { name: "View Details for Acme Corporation" })).toHaveAttribute(
      "href",
      `/customer-success/customers/${acme.id}`,
    );
    expect(api.list).toHaveBeenCalledWith({ sort: "name", page: 1, pageSize: 25 }, expect.anything());
  });

  it.each([
    [85, "text-green-700"],
    [60, "text-yellow-700"],
    [59, "text-red-700"],
  ])("colours a score of %i with %s", async (healthScore, colour) => {
    api.list.mockResolvedValue(customersPage([customerSummary({ name: "Initech", healthScore })]));
    renderDirectory();
    expect((await row("Initech")).getByText(`${healthScore}%`)).toHaveClass(colour);
  });

  it("says Never for a customer nobody has contacted and Unknown for a status it does not know", async () => {
    api.list.mockResolvedValue(
      customersPage([customerSummary({ name: "Hooli", status: "dormant" as never, lastContactAt: null })]),
    );
    renderDirectory();
    const hooli = await row("Hooli");
    expect(hooli.getByText("Never")).toBeInTheDocument();
    expect(hooli.getByText("Unknown")).toBeInTheDocument();
  });

  it("searches on the server once typing pauses, keeps the search in the address and starts at page 1", async () => {
    api.list.mockResolvedValue(customersPage([customerSummary({ name: "Globex" })], 60));
    const { user } = renderDirectory("/customer-success?page=2");
    const search = await screen.findByRole("searchbox", { name: "Search customers" });
    expect(search).toHaveAttribute("placeholder", "Search customers...");
    await user.type(search, "  maria ");
    await waitFor(() =>
      expect(lastInput()).toEqual({ search: "maria", sort: "name", page: 1, pageSize: 25 }),
    );
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("/customer-success?q=maria");
  });

  it("sends the status, owner and sort chosen, each kept in the address", async () => {
    api.list.mockResolvedValue(customersPage([customerSummary({ name: "Globex" })]));
    const { user } = renderDirectory();
    await row("Globex");
    await choose(user, "Status", "At Risk");
    await waitFor(() => expect(lastInput()).toMatchObject({ status: "at_risk" }));
    await choose(user, "Owner", "Sam Success");
    await waitFor(() => expect(lastInput()).toMatchObject({ status: "at_risk", ownerId: "user-sam" }));
    await choose(user, "Sort by", "Health: lowest first");
    await waitFor(() =>
      expect(lastInput()).toEqual({
        status: "at_risk",
        ownerId: "user-sam",
        sort: "health_asc",
        page: 1,
        pageSize: 25,
      }),
    );
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(
      "status=at_risk&owner=user-sam&sort=health_asc",
    );
  });

  it("asks for the customers nobody owns with No owner", async () => {
    api.list.mockResolvedValue(customersPage([customerSummary({ name: "Globex" })]));
    const { user } = renderDirectory();
    await row("Globex");
    await choose(user, "Owner", "No owner");
    await waitFor(() => expect(lastInput()).toMatchObject({ ownerId: "none" }));
  });

  it("opens with the filters an address names", async () => {
    api.list.mockResolvedValue(customersPage([customerSummary({ name: "Globex" })]));
    const partner = encodeURIComponent(JSON.stringify(PARTNER));
    renderDirectory(`/customer-success?status=churned&owner=none&partner=${partner}&sort=last_contact&q=glo`);
    await row("Globex");
    expect(lastInput()).toEqual({
      search: "glo",
      status: "churned",
      ownerId: "none",
      partnerId: PARTNER.id,
      sort: "last_contact",
      page: 1,
      pageSize: 25,
    });
  });

  it("lets holders of manage_partners narrow the list to a partner's customers", async () => {
    api.list.mockResolvedValue(customersPage([customerSummary({ name: "Globex" })]));
    partners.listActive.mockResolvedValue([{ ...PARTNER, contactName: "Alice Johnson" }]);
    const { user } = renderDirectory("/customer-success", PARTNER_ADMIN);
    await row("Globex");
    await user.click(screen.getByRole("combobox", { name: "Partner" }));
    await user.click(await screen.findByRole("option", { name: /Acme Solutions/ }));
    await waitFor(() => expect(lastInput()).toMatchObject({ partnerId: PARTNER.id }));
  });

  it("offers no partner filter to staff who may not list partners", async () => {
    api.list.mockResolvedValue(customersPage([customerSummary({ name: "Globex" })]));
    renderDirectory();
    await row("Globex");
    expect(screen.queryByRole("combobox", { name: "Partner" })).not.toBeInTheDocument();
    expect(partners.listActive).not.toHaveBeenCalled();
  });

  it("says when no customers match, and when there are none yet", async () => {
    api.list.mockResolvedValue(customersPage([]));
    const { unmount } = renderDirectory("/customer-success?q=zzz");
    expect(await screen.findByText("No customers match")).toBeInTheDocument();
    expect(
      screen.getByText('No customers match "zzz". Try another company or contact name, or another filter.'),
    ).toBeInTheDocument();
    unmount();
    renderDirectory();
    expect(await screen.findByText("No customers yet")).toBeInTheDocument();
  });

  it("pages on the server", async () => {
    api.list.mockResolvedValue(customersPage([customerSummary({ name: "Globex" })], 60));
    const { user } = renderDirectory();
    await row("Globex");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(lastInput()).toEqual({ sort: "name", page: 2, pageSize: 25 }));
  });

  it("toasts Error Loading Customers and offers Try Again when the list fails", async () => {
    api.list.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    renderDirectory();
    expect(await screen.findByText("Error Loading Customers")).toBeInTheDocument();
    expect(screen.getByText("Failed to load customers.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
