import { render, screen, within } from "@testing-library/react";
import { type UserEvent, userEvent } from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "#web/components/ui/toaster";
import { CustomerSuccessPage } from "./customer-success-page";
import { CUSTOMERS } from "./customer-success-sample-data";

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderPage(path = "/customer-success") {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <CustomerSuccessPage />
      <Address />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const address = () => screen.getByRole("status", { name: "Address" });

const customerNames = () =>
  within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

// Radix tabs switch on mouse down (or focus), which a person's click begins with.
const openTab = (user: UserEvent, name: string) => user.click(screen.getByRole("tab", { name }));

describe("CustomerSuccessPage", () => {
  it("shows the heading, the four KPIs with their monthly change and the directory", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Customer Success" })).toBeInTheDocument();
    for (const label of ["Healthy Customers", "At Risk", "Avg Health Score", "Churn Rate"]) {
      expect(screen.getByText(label, { selector: "dt" })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/from last month$/)).toHaveLength(4);
    expect(screen.getByRole("tab", { name: "Customer Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Customer Directory" })).toBeInTheDocument();
    expect(customerNames()).toHaveLength(CUSTOMERS.length);
  });

  it("shows each customer's details, score, status and last contact", () => {
    renderPage();
    const acme = screen.getByRole("heading", { name: "Acme Corporation" }).closest("li");
    if (!acme) throw new Error("Acme has no row");
    const row = within(acme);
    for (const text of [
      "John Smith",
      "john.smith@acme.example",
      "(555) 010-1234",
      "92%",
      "Healthy",
      "2 days ago",
    ]) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(row.getByText("92%")).toHaveClass("text-green-700");
    expect(row.getByRole("button", { name: "View Details for Acme Corporation" })).toBeInTheDocument();
  });

  it("filters the directory by customer or contact name and says when nothing matches", async () => {
    const user = renderPage();
    const search = screen.getByRole("searchbox", { name: "Search customers" });
    expect(search).toHaveAttribute("placeholder", "Search customers...");

    await user.clear(search);
    await user.type(search, "GLOBEX");
    expect(customerNames()).toEqual(["Globex Industries"]);

    await user.clear(search);
    await user.type(search, "michael");
    expect(customerNames()).toEqual(["Initech Solutions"]);
    expect(screen.getByText("Showing 1 of 8 customers")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "zzz");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(
      screen.getByText('No customers match "zzz". Try another company or contact name.'),
    ).toBeInTheDocument();
  });

  it("shows the coming-soon texts on the other tabs", async () => {
    const user = renderPage();
    await openTab(user, "Health Dashboard");
    expect(screen.getByText("Health analytics dashboard coming soon")).toBeVisible();
    await openTab(user, "Onboarding");
    expect(screen.getByText("Onboarding tracking dashboard coming soon")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Customer Directory" })).not.toBeInTheDocument();
    await openTab(user, "Support Tickets");
    expect(screen.getByText("Support ticket tracking coming soon")).toBeVisible();
  });

  it.each([
    ["/customer-success", "Customer Overview"],
    ["/customer-success/health", "Health Dashboard"],
    ["/customer-success/onboarding", "Onboarding"],
    ["/customer-success/tickets", "Support Tickets"],
  ])("opens %s on the %s tab", (path, tab) => {
    renderPage(path);
    expect(screen.getByRole("heading", { level: 1, name: "Customer Success" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(tab);
  });

  it("shows Support Tickets at the sidebar's address as coming, not the customer list", () => {
    renderPage("/customer-success/tickets");
    expect(screen.getByRole("tabpanel", { name: "Support Tickets" })).toHaveTextContent(
      "Support ticket tracking coming soon",
    );
    expect(screen.queryByRole("heading", { name: "Customer Directory" })).not.toBeInTheDocument();
  });

  it("makes each tab a link to its address and goes there when a tab is chosen", async () => {
    const user = renderPage("/customer-success/tickets");
    expect(screen.getByRole("tab", { name: "Customer Overview" })).toHaveAttribute(
      "href",
      "/customer-success",
    );
    expect(screen.getByRole("tab", { name: "Health Dashboard" })).toHaveAttribute(
      "href",
      "/customer-success/health",
    );
    expect(screen.getByRole("tab", { name: "Support Tickets" })).toHaveAttribute(
      "href",
      "/customer-success/tickets",
    );
    await openTab(user, "Onboarding");
    expect(address()).toHaveTextContent(/^\/customer-success\/onboarding$/);
    expect(screen.getByRole("tab", { name: "Onboarding" })).toHaveAttribute("aria-selected", "true");
    await openTab(user, "Health Dashboard");
    expect(address()).toHaveTextContent(/^\/customer-success\/health$/);
    await openTab(user, "Customer Overview");
    expect(address()).toHaveTextContent(/^\/customer-success$/);
    expect(screen.getByRole("heading", { name: "Customer Directory" })).toBeInTheDocument();
  });

  it("answers Add Customer and View Details honestly instead of pretending to save", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Add Customer" }));
    expect(await screen.findByText(/Adding customers arrives with the CRM connection/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View Details for Wayne Financial" }));
    expect(await screen.findByText(/Details for Wayne Financial will open here/)).toBeInTheDocument();
  });
});
