import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext, type AuthorizationState } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { customerStats, customerSummary, customersPage } from "./customer-fixtures";
import { CustomerSuccessPage } from "./customer-success-page";

const customers = vi.mocked(client.customers);
const health = vi.mocked(client.customerHealth);

const STAFF = authorizationState(["user"]);
const CSM = authorizationState(["manager"], ["manage_customers"]);

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path = "/customer-success", state: AuthorizationState = STAFF) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <MemoryRouter initialEntries={[path]}>
        <CustomerSuccessPage />
        <Address />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

/** The figure and the note below it on the card with this label. */
const card = (label: string) => {
  const figure = screen.getByText(label, { selector: "dt" }).nextElementSibling;
  return { value: figure?.textContent ?? "", note: figure?.nextElementSibling?.textContent ?? "" };
};

// Radix tabs switch on mouse down (or focus), which a person's click begins with.
const openTab = (user: UserEvent, name: string) => user.click(screen.getByRole("tab", { name }));

describe("CustomerSuccessPage", () => {
  beforeEach(() => {
    health.stats.mockResolvedValue(customerStats());
    customers.list.mockResolvedValue(customersPage([customerSummary({ name: "Globex" })], 1247));
    customers.people.mockResolvedValue({ people: [] });
    // The other tabs' own calls stay unanswered: their tests are their own.
    const unanswered = () => new Promise<never>(() => {});
    health.dashboard.mockImplementation(unanswered);
    customers.onboarding.mockImplementation(unanswered);
    vi.mocked(client.tickets).list.mockImplementation(unanswered);
  });
  afterEach(() => vi.resetAllMocks());

  it("shows the four KPI cards with the server's figures and their change from last month", async () => {
    renderAt();
    expect(screen.getByRole("heading", { level: 1, name: "Customer Success" })).toBeInTheDocument();
    await waitFor(() => expect(card("Healthy Customers").value).toBe("1,224"));
    expect(card("Healthy Customers").note).toBe("+38 from last month");
    expect(card("At Risk")).toEqual({ value: "23", note: "-5 from last month" });
    expect(card("Avg Health Score")).toEqual({ value: "87%", note: "+2% from last month" });
    expect(card("Churn Rate")).toEqual({ value: "2.1%", note: "+0.3% from last month" });
    expect(screen.queryByText("Sample data")).not.toBeInTheDocument();
  });

  it("colours a change by whether it is good news: fewer at risk is, a higher churn rate is not", async () => {
    renderAt();
    await waitFor(() => expect(card("At Risk").value).toBe("23"));
    expect(screen.getByText("-5 from last month")).toHaveClass("text-green-700");
    expect(screen.getByText("+0.3% from last month")).toHaveClass("text-red-700");
  });

  it("says when there is no figure for last month, and when nothing changed", async () => {
    health.stats.mockResolvedValue(
      customerStats({ atRisk: { value: 4, change: null }, healthyCustomers: { value: 10, change: 0 } }),
    );
    renderAt();
    await waitFor(() => expect(card("At Risk").value).toBe("4"));
    expect(card("At Risk").note).toBe("No figure for last month");
    expect(card("Healthy Customers").note).toBe("No change from last month");
  });

  it("says when the figures could not be loaded", async () => {
    health.stats.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    renderAt();
    expect((await screen.findAllByText("Could not be loaded")).length).toBe(4);
    expect(card("Avg Health Score").value).toBe("–");
  });

  it("counts the customers in its description from the directory's total", async () => {
    renderAt();
    expect(
      await screen.findByText("Health, onboarding and support across 1,247 customers."),
    ).toBeInTheDocument();
    expect(customers.list).toHaveBeenCalledWith({ page: 1, pageSize: 1 }, expect.anything());
  });

  it("offers Add Customer only to holders of manage_customers", async () => {
    renderAt();
    await screen.findByText(/across 1,247 customers/);
    expect(screen.queryByRole("button", { name: "Add Customer" })).not.toBeInTheDocument();
  });

  it("links the settings for holders of manage_system only", async () => {
    renderAt();
    await screen.findByText(/across 1,247 customers/);
    expect(screen.queryByRole("link", { name: "Settings" })).not.toBeInTheDocument();
    renderAt("/customer-success", authorizationState(["admin"]));
    expect(await screen.findByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/customer-success/settings",
    );
  });

  it("opens the Add Customer dialog for holders of manage_customers", async () => {
    const { user } = renderAt("/customer-success", CSM);
    await user.click(screen.getByRole("button", { name: "Add Customer" }));
    expect(await screen.findByRole("dialog", { name: "Add Customer" })).toBeInTheDocument();
  });

  it.each([
    ["/customer-success", "Customer Overview"],
    ["/customer-success/health", "Health Dashboard"],
    ["/customer-success/onboarding", "Onboarding"],
    ["/customer-success/tickets", "Support Tickets"],
  ])("opens %s on the %s tab", (path, tab) => {
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1, name: "Customer Success" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(tab);
  });

  it("makes each tab a link to its address and goes there when a tab is chosen", async () => {
    const { user } = renderAt("/customer-success/health");
    const address = screen.getByRole("status", { name: "Address" });
    expect(screen.getByRole("tab", { name: "Customer Overview" })).toHaveAttribute(
      "href",
      "/customer-success",
    );
    expect(screen.getByRole("tab", { name: "Support Tickets" })).toHaveAttribute(
      "href",
      "/customer-success/tickets",
    );
    await openTab(user, "Customer Overview");
    expect(address).toHaveTextContent(/^\/customer-success$/);
    expect(screen.getByRole("heading", { name: "Customer Directory" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: "Globex" })).toBeInTheDocument();
  });
});
