import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/rpc";
import { field, press, type } from "#web/test-support/form-input";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { DashboardDealForm } from "./dashboard-deal-form";

vi.mock("#web/lib/rpc", () => import("#web/test-support/mock-rpc"));
const submitDeal = vi.mocked(client.deals.submit);

const onSubmitted = vi.fn();

const renderForm = () => renderWithQueryClient(<DashboardDealForm onSubmitted={onSubmitted} />);
const submit = () => press("Submit Deal");

function fillRequired() {
  type(/^Company Name/, "Initrode Corporation");
  type(/^Contact Person/, "Bill Lumbergh");
}

const SUBMITTED = { deal: { id: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f" } } as Awaited<
  ReturnType<typeof submitDeal>
>;

describe("DashboardDealForm", () => {
  afterEach(() => vi.resetAllMocks());

  it("asks for the company and contact, focuses the first and sends nothing", async () => {
    renderForm();
    expect(field(/^Deal Value \(USD\)/)).toHaveAttribute("min", "0");
    expect(field(/^Deal Value \(USD\)/)).toHaveAttribute("step", "0.01");
    submit();
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Contact person is required")).toBeInTheDocument();
    expect(field(/^Deal Value/)).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(field(/^Company Name/)).toHaveFocus());
    expect(submitDeal).not.toHaveBeenCalled();
  });

  it("sends an unparsable value as 0, says Deal Submitted!, empties the form and tells the dashboard", async () => {
    submitDeal.mockResolvedValue(SUBMITTED);
    renderForm();
    fillRequired();
    // A number input holds '' for text it cannot read as a number.
    type(/^Deal Value/, "abc");
    expect(field(/^Deal Value/)).toHaveValue(null);
    submit();
    expect(await screen.findByText("Deal Submitted!")).toBeInTheDocument();
    expect(submitDeal).toHaveBeenCalledWith({
      form: "dashboard",
      deal: {
        companyName: "Initrode Corporation",
        contactPerson: "Bill Lumbergh",
        dealValue: "0",
        expectedCloseDate: undefined,
        description: undefined,
      },
    });
    await waitFor(() => expect(field(/^Company Name/)).toHaveValue(""));
    expect(field(/^Contact Person/)).toHaveValue("");
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it("sends the value in cents as typed, with the date and the description", async () => {
    submitDeal.mockResolvedValue(SUBMITTED);
    renderForm();
    fillRequired();
    type(/^Deal Value/, "12500.5");
    type(/^Expected Close Date/, "2027-03-31");
    type(/^Description/, "Three-year licence renewal");
    submit();
    await waitFor(() => expect(submitDeal).toHaveBeenCalled());
    expect(submitDeal.mock.calls[0]?.[0]).toEqual({
      form: "dashboard",
      deal: {
        companyName: "Initrode Corporation",
        contactPerson: "Bill Lumbergh",
        dealValue: "12500.5",
        expectedCloseDate: "2027-03-31",
        description: "Three-year licence renewal",
      },
    });
  });

  it("says Submission Failed, keeps what was typed and shows the server's field messages", async () => {
    submitDeal.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        message: "Input validation failed",
        data: {
          issues: [
            { message: "Contact person must be at most 200 characters", path: ["deal", "contactPerson"] },
          ],
        },
      }),
    );
    renderForm();
    fillRequired();
    submit();
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to submit deal. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Contact person must be at most 200 characters")).toBeInTheDocument();
    await waitFor(() => expect(field(/^Contact Person/)).toHaveFocus());
    expect(field(/^Company Name/)).toHaveValue("Initrode Corporation");
    expect(screen.queryByText("Input validation failed")).not.toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("says Submission Failed with the server's reason, or that it could not be reached", async () => {
    submitDeal.mockRejectedValueOnce(
      new ORPCError("FORBIDDEN", { message: "No partner account found for this email address." }),
    );
    submitDeal.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderForm();
    fillRequired();
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No partner account found for this email address.",
    );
    expect(screen.getByText("Submission Failed")).toBeInTheDocument();
    submit();
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("We could not reach the server."),
    );
  });
});
