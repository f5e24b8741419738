import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import type { OnboardingCustomer } from "./onboarding-row";
import { OnboardingTab } from "./onboarding-tab";

const customers = vi.mocked(client.customers);

const NORTHWIND: OnboardingCustomer = {
  id: "0b6c1c1e-3f5a-4a53-9a49-3f0c7c1b2a01",
  name: "Northwind Traders",
  owner: { id: "u1", name: "Casey CSM" },
  startDate: "2026-10-01",
  stepsDone: 1,
  stepsTotal: 4,
  nextStep: { step: "setup", dueDate: "2026-10-22", completedAt: null, completedByName: null },
  overdueSteps: ["setup", "training"],
};
const GLOBEX: OnboardingCustomer = {
  id: "0b6c1c1e-3f5a-4a53-9a49-3f0c7c1b2a02",
  name: "Globex",
  owner: null,
  startDate: "2026-11-20",
  stepsDone: 0,
  stepsTotal: 4,
  nextStep: { step: "kickoff", dueDate: "2026-11-27", completedAt: null, completedByName: null },
  overdueSteps: [],
};
const INITECH: OnboardingCustomer = {
  ...GLOBEX,
  id: "0b6c1c1e-3f5a-4a53-9a49-3f0c7c1b2a03",
  name: "Initech",
  stepsDone: 4,
  nextStep: null,
};

const page = (items: OnboardingCustomer[], total = items.length) => ({ items, total, page: 1, pageSize: 25 });

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderTab({
  permissions = ["manage_customers"],
  at = paths.customerSuccess.onboarding as string,
} = {}) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["manager"], permissions)}>
      <OnboardingTab />
      <Address />
    </AuthorizationContext.Provider>,
    { at },
  );
}

const row = (name: string) => within(screen.getByRole("heading", { name }).closest("li") as HTMLElement);

describe("OnboardingTab", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("shows each customer's progress, next step with its due date and overdue steps", async () => {
    customers.onboarding.mockResolvedValue(page([NORTHWIND, GLOBEX, INITECH]));
    renderTab();
    await screen.findByRole("heading", { name: "Northwind Traders" });
    const northwind = row("Northwind Traders");
    expect(northwind.getByRole("link", { name: "Northwind Traders" })).toHaveAttribute(
      "href",
      paths.customerSuccess.customer.to(NORTHWIND.id),
    );
    expect(northwind.getByText("Started Oct 01, 2026 · Casey CSM")).toBeInTheDocument();
    const progress = northwind.getByRole("progressbar", { name: "Onboarding progress of Northwind Traders" });
    expect(progress).toHaveAttribute("aria-valuenow", "25");
    expect(progress).toHaveAttribute("aria-valuetext", "1 of 4 steps done");
    expect(northwind.getByText("1 of 4 steps done")).toBeInTheDocument();
    expect(northwind.getByText(/Next:/)).toHaveTextContent("Next: Setup, due Oct 22, 2026");
    expect(northwind.getByText("Overdue")).toBeInTheDocument();
    expect(northwind.getByText("Also overdue: Training")).toBeInTheDocument();

    const globex = row("Globex");
    expect(globex.getByText("Started Nov 20, 2026 · No owner")).toBeInTheDocument();
    expect(globex.getByText(/Next:/)).toHaveTextContent("Next: Kickoff, due Nov 27, 2026");
    expect(globex.queryByText("Overdue")).not.toBeInTheDocument();
    expect(globex.queryByText(/Also overdue/)).not.toBeInTheDocument();

    expect(row("Initech").getByText("All steps done")).toBeInTheDocument();
    expect(row("Initech").queryByRole("button")).not.toBeInTheDocument();
    expect(customers.onboarding).toHaveBeenCalledWith({ page: 1, pageSize: 25 }, expect.anything());
  });

  it("narrows to the customers with overdue steps, kept in the address", async () => {
    customers.onboarding.mockResolvedValue(page([NORTHWIND]));
    const { user } = renderTab();
    await screen.findByRole("heading", { name: "Northwind Traders" });
    await user.click(screen.getByRole("checkbox", { name: "Overdue only" }));
    await waitFor(() =>
      expect(customers.onboarding).toHaveBeenLastCalledWith(
        { overdueOnly: true, page: 1, pageSize: 25 },
        expect.anything(),
      ),
    );
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(
      `${paths.customerSuccess.onboarding}?overdue=1`,
    );
  });

  it("says when no customer has an overdue step", async () => {
    customers.onboarding.mockResolvedValue(page([]));
    renderTab({ at: `${paths.customerSuccess.onboarding}?overdue=1` });
    expect(await screen.findByRole("heading", { name: "No overdue onboarding steps" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Overdue only" })).toBeChecked();
  });

  it("says when nobody is onboarding", async () => {
    customers.onboarding.mockResolvedValue(page([]));
    renderTab();
    expect(await screen.findByRole("heading", { name: "No customers in onboarding" })).toBeInTheDocument();
  });

  it("pages on the server", async () => {
    customers.onboarding.mockResolvedValue(page([NORTHWIND], 60));
    const { user } = renderTab();
    await screen.findByRole("heading", { name: "Northwind Traders" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(customers.onboarding).toHaveBeenLastCalledWith({ page: 2, pageSize: 25 }, expect.anything()),
    );
  });

  it("ticks the next step done for holders of manage_customers and refetches the list", async () => {
    customers.onboarding.mockResolvedValue(page([NORTHWIND]));
    customers.completeOnboardingStep.mockResolvedValue({ onboarding: [] });
    const { user } = renderTab();
    await screen.findByRole("heading", { name: "Northwind Traders" });
    await user.click(
      row("Northwind Traders").getByRole("button", { name: "Mark Setup done for Northwind Traders" }),
    );
    expect(customers.completeOnboardingStep).toHaveBeenCalledWith({
      customerId: NORTHWIND.id,
      step: "setup",
      done: true,
    });
    expect(await screen.findByText("Onboarding Step Done")).toBeInTheDocument();
    expect(screen.getByText("Setup is done for Northwind Traders.")).toBeInTheDocument();
    await waitFor(() => expect(customers.onboarding).toHaveBeenCalledTimes(2));
  });

  it("says why a step could not be ticked", async () => {
    customers.onboarding.mockResolvedValue(page([NORTHWIND]));
    customers.completeOnboardingStep.mockRejectedValue(new Error("offline"));
    const { user } = renderTab();
    await screen.findByRole("heading", { name: "Northwind Traders" });
    await user.click(row("Northwind Traders").getByRole("button", { name: /Mark Setup done/ }));
    expect(await screen.findByText("Onboarding Step Not Saved")).toBeInTheDocument();
  });

  it("offers no tick to staff without manage_customers", async () => {
    customers.onboarding.mockResolvedValue(page([NORTHWIND]));
    renderTab({ permissions: [] });
    await screen.findByRole("heading", { name: "Northwind Traders" });
    expect(row("Northwind Traders").queryByRole("button")).not.toBeInTheDocument();
  });
});
