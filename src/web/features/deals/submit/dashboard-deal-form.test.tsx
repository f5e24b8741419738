import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/rpc";
import { field, press, type } from "#web/test-support/form-input";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { DashboardDealForm } from "./dashboard-deal-form";

vi.mock("#web/lib/rpc", () => import("#web/test-support/mock-rpc"));
const submitDeal = vi.mocked(client.deals.submit);

const onSubmitted = vi.fn();

const renderForm = () => renderWithQueryClient(<DashboardDealForm onSubmitted={onSubmitted} />);
const submit = (user: UserEvent) => press(user, "Submit Deal");

async function fillRequired(user: UserEvent) {
  await type(user, /^Company Name/, "Initrode Corporation");
  await type(user, /^Contact Person/, "Bill Lumbergh");
}

const SUBMITTED = { deal: { id: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f" } } as Awaited<
  ReturnType<typeof submitDeal>
>;

describe("DashboardDealForm", () => {
  afterEach(() => vi.resetAllMocks());

  it("asks for the company and contact, focuses the first and sends nothing", async () => {
    const { user } = renderForm();
    expect(field(/^Deal Value \(USD\)/)).toHaveAttribute("min", "0");
    expect(field(/^Deal Value \(USD\)/)).toHaveAttribute("step", "0.01");
    await submit(user);
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Contact person is required")).toBeInTheDocument();
    expect(field(/^Deal Value/)).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(field(/^Company Name/)).toHaveFocus());
    expect(submitDeal).not.toHaveBeenCalled();
  });

  it("sends an unparsable value as 0, says Deal Submitted!, empties the form and tells the dashboard", async () => {
    submitDeal.mockResolvedValue(SUBMITTED);
    const { user } = renderForm();
    await fillRequired(user);
    // A number input holds '' for text it cannot read as a number.
    await type(user, /^Deal Value/, "abc");
    expect(field(/^Deal Value/)).toHaveValue(null);
    await submit(user);
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
    const { user } = renderForm();
    await fillRequired(user);
    await type(user, /^Deal Value/, "12500.5");
    await type(user, /^Expected Close Date/, "2027-03-31");
    await type(user, /^Description/, "Three-year licence renewal");
    await submit(user);
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
    const { user } = renderForm();
    await fillRequired(user);
    await submit(user);
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
    const { user } = renderForm();
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No partner account found for this email address.",
    );
    expect(screen.getByText("Submission Failed")).toBeInTheDocument();
    await submit(user);
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("We could not reach the server."),
    );
  });
});
