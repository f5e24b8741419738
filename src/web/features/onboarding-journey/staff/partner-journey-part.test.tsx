import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { INVITE, journeyAt, KICKOFF, PARTNER_ID, PROFILE, SIGN } from "../journey-fixtures";
import { PartnerJourneyPart } from "./partner-journey-part";

const journey = vi.mocked(client.journey);

const renderPart = () => renderWithQueryClient(<PartnerJourneyPart partnerId={PARTNER_ID} />);

const stepItem = async (title: string) =>
  (await screen.findByText(title, { selector: "span" })).closest("li") as HTMLElement;

describe("PartnerJourneyPart", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows each step with the day it was done, who ticked a manual one, and how far the journey is", async () => {
    journey.ofPartner.mockResolvedValue(journeyAt(INVITE));
    renderPart();
    expect(await screen.findByText("3 of 6 steps done")).toBeInTheDocument();
    expect(journey.ofPartner.mock.calls[0]?.[0]).toEqual({ partnerId: PARTNER_ID });
    expect(within(await stepItem(SIGN.title)).getByText("Done Mar 10, 2026")).toBeInTheDocument();
    expect(
      within(await stepItem(KICKOFF.title)).getByText("Done Mar 12, 2026, ticked by Penny Manager"),
    ).toBeInTheDocument();
    expect(within(await stepItem(INVITE.title)).getByText("Not done yet")).toBeInTheDocument();
    expect(screen.getByText("No deal registered yet.")).toBeInTheDocument();
    expect(screen.queryByText(/Stalled/)).not.toBeInTheDocument();
    // Only the manual step has a button: the portal ticks the others itself.
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "Untick Kickoff call",
    ]);
  });

  it("says since when a stalled journey has had no step, and the time to a first deal", async () => {
    journey.ofPartner.mockResolvedValue(
      journeyAt(PROFILE, {
        stalledSince: new Date("2026-03-25T12:00:00Z"),
        firstDealAt: new Date("2026-03-21T12:00:00Z"),
        daysToFirstDeal: 12,
      }),
    );
    renderPart();
    expect(await screen.findByText("Stalled: no step since Mar 25, 2026")).toBeInTheDocument();
    expect(screen.getByText("Time to first deal: 12 days")).toBeInTheDocument();
  });

  it("says when a journey was completed", async () => {
    journey.ofPartner.mockResolvedValue(journeyAt(null, { daysToFirstDeal: 1 }));
    renderPart();
    expect(await screen.findByText("Completed Mar 20, 2026")).toBeInTheDocument();
    expect(screen.getByText("6 of 6 steps done")).toBeInTheDocument();
    expect(screen.getByText("Time to first deal: 1 day")).toBeInTheDocument();
  });

  it("ticks a manual step, says so, and shows the journey the server answers", async () => {
    const ticked = journeyAt(INVITE);
    journey.ofPartner.mockResolvedValueOnce(journeyAt(KICKOFF)).mockResolvedValue(ticked);
    journey.tickStep.mockResolvedValue(ticked);
    const { user } = renderPart();
    await user.click(await screen.findByRole("button", { name: "Tick Kickoff call" }));
    await waitFor(() => expect(journey.tickStep).toHaveBeenCalledTimes(1));
    expect(journey.tickStep.mock.calls[0]?.[0]).toEqual({ partnerId: PARTNER_ID, stepId: KICKOFF.id });
    expect(await screen.findByText("Step ticked")).toBeInTheDocument();
    expect(screen.getByText("Kickoff call is done for Acme Solutions.")).toBeInTheDocument();
    // The journey is asked for again, and now shows the step done with the Untick button.
    await waitFor(() => expect(journey.ofPartner).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole("button", { name: "Untick Kickoff call" })).toBeInTheDocument();
    expect(journey.untickStep).not.toHaveBeenCalled();
  });

  it("unticks a manual step and toasts the server's reason when it refuses", async () => {
    journey.ofPartner.mockResolvedValue(journeyAt(INVITE));
    journey.untickStep.mockRejectedValue(
      new ORPCError("CONFLICT", {
        status: 409,
        message:
          "Only a step your team ticks by hand can be ticked or unticked; the portal ticks the others itself.",
      }),
    );
    const { user } = renderPart();
    await user.click(await screen.findByRole("button", { name: "Untick Kickoff call" }));
    expect(await screen.findByText("Step not unticked")).toBeInTheDocument();
    expect(journey.untickStep.mock.calls[0]?.[0]).toEqual({ partnerId: PARTNER_ID, stepId: KICKOFF.id });
    expect(screen.getByText(/Only a step your team ticks by hand/)).toBeInTheDocument();
  });
});
