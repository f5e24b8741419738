import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CUSTOMER_EXISTS } from "#shared/contracts/customers";
import { AuthorizationContext, type AuthorizationState } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { field, type } from "#web/test-support/form-input";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { customerSummary, PARTNER } from "../customer-fixtures";
import { AddCustomerDialog } from "./add-customer-dialog";

const api = vi.mocked(client.customers);

const CSM = authorizationState(["manager"], ["manage_customers"]);
const CSM_AND_PARTNERS = authorizationState(["admin"], ["manage_customers", "manage_partners"]);

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

async function openDialog(state: AuthorizationState = CSM) {
  const rendered = renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <AddCustomerDialog />
      <Address />
    </AuthorizationContext.Provider>,
    { at: "/customer-success" },
  );
  await rendered.user.click(screen.getByRole("button", { name: "Add Customer" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Customer" });
  return { ...rendered, dialog: within(dialog) };
}

describe("AddCustomerDialog", () => {
  useRadixInJsdom();
  beforeEach(() => {
    api.people.mockResolvedValue({
      people: [{ id: "user-sam", name: "Sam Success", email: "sam@example.com" }],
    });
  });
  afterEach(() => vi.resetAllMocks());

  it("adds the customer with what was filled in, leaving out the fields left empty, and opens its page", async () => {
    const saved = customerSummary({ name: "Northwind Traders" });
    api.create.mockResolvedValue({ customer: saved });
    const { user, dialog } = await openDialog();
    await type(user, /^Customer Name/, "Northwind Traders");
    await type(user, /^Contact Name/, "Maria Anders");
    await type(user, /^Contact Phone/, "+1 555 0100");
    await type(user, /^Contract Value/, "48000");
    await type(user, /^Start Date/, "2026-11-02");
    await user.click(dialog.getByRole("combobox", { name: "Owner" }));
    await user.click(await screen.findByRole("option", { name: "Sam Success" }));
    await user.click(dialog.getByRole("button", { name: "Add Customer" }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0]?.[0]).toEqual({
      name: "Northwind Traders",
      contactName: "Maria Anders",
      contactPhone: "+1 555 0100",
      ownerId: "user-sam",
      contractValue: "48000",
      startDate: "2026-11-02",
    });
    expect(await screen.findByText("Customer added")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(
      `/customer-success/customers/${saved.id}`,
    );
  });

  it("checks the required fields before sending", async () => {
    const { user, dialog } = await openDialog();
    await user.clear(field(/^Start Date/));
    await user.click(dialog.getByRole("button", { name: "Add Customer" }));
    expect(await dialog.findByText("Customer name is required.")).toBeInTheDocument();
    expect(dialog.getByText("Contact name is required.")).toBeInTheDocument();
    expect(dialog.getByText("Contract value is required")).toBeInTheDocument();
    await waitFor(() => expect(field(/^Customer Name/)).toHaveFocus());
    expect(api.create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field at that field", async () => {
    api.create.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "Input validation failed",
        data: { issues: [{ path: ["contactEmail"], message: "Please enter a valid email address." }] },
      }),
    );
    const { user, dialog } = await openDialog();
    await type(user, /^Customer Name/, "Northwind Traders");
    await type(user, /^Contact Name/, "Maria Anders");
    await type(user, /^Contact Email/, "maria@northwind.example");
    await type(user, /^Contract Value/, "48000");
    await user.click(dialog.getByRole("button", { name: "Add Customer" }));
    expect(await dialog.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(field(/^Contact Email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Failed to add customer")).toBeInTheDocument();
  });

  it("says a customer of that name exists at the name", async () => {
    api.create.mockRejectedValue(
      new ORPCError("CONFLICT", { status: 409, message: CUSTOMER_EXISTS, data: { field: "name" } }),
    );
    const { user, dialog } = await openDialog();
    await type(user, /^Customer Name/, "Northwind Traders");
    await type(user, /^Contact Name/, "Maria Anders");
    await type(user, /^Contract Value/, "48000");
    await user.click(dialog.getByRole("button", { name: "Add Customer" }));
    expect(await dialog.findByText(CUSTOMER_EXISTS)).toBeInTheDocument();
    expect(field(/^Customer Name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog", { name: "Add Customer" })).toBeInTheDocument();
  });

  it("lets holders of manage_partners tie the customer to a partner", async () => {
    api.create.mockResolvedValue({ customer: customerSummary() });
    vi.mocked(client.partners).listActive.mockResolvedValue([{ ...PARTNER, contactName: "Alice Johnson" }]);
    const { user, dialog } = await openDialog(CSM_AND_PARTNERS);
    await type(user, /^Customer Name/, "Northwind Traders");
    await type(user, /^Contact Name/, "Maria Anders");
    await type(user, /^Contract Value/, "48000");
    await user.click(dialog.getByRole("combobox", { name: "Partner" }));
    await user.click(await screen.findByRole("option", { name: /Acme Solutions/ }));
    await user.click(dialog.getByRole("button", { name: "Add Customer" }));
    await waitFor(() => expect(api.create.mock.calls[0]?.[0]).toMatchObject({ partnerId: PARTNER.id }));
  });

  it("offers the partner chooser to holders of manage_customers, who may list partners", async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByRole("combobox", { name: "Partner" })).toBeInTheDocument();
  });
});
