import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PartnerJourney } from "#shared/contracts/onboarding-journey";
import { client, orpc } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import {
  COURSE,
  COURSE_ID,
  FIRST_DEAL,
  INVITE,
  journeyAt,
  KICKOFF,
  PROFILE,
  SIGN,
} from "../journey-fixtures";
import { JourneyCard } from "./journey-card";

const journey = vi.mocked(client.journey);

const ADDRESSES = {
  agreement: "/dashboard?tab=agreement",
  profile: "/settings/profile",
  team: "/dashboard?tab=team",
  submitDeal: "/dashboard?tab=submit-deal",
  course: (courseId: string) => `/dashboard/courses/${courseId}`,
};

const renderCard = (answer: PartnerJourney, { isAdmin = true } = {}) => {
  journey.mine.mockResolvedValue(answer);
  return renderWithQueryClient(<JourneyCard isAdmin={isAdmin} addresses={ADDRESSES} />, { at: "/dashboard" });
};

const card = async () => within(await screen.findByRole("region", { name: "Your onboarding journey" }));

describe("JourneyCard", () => {
  afterEach(() => vi.resetAllMocks());

  it("counts the steps done on a named progress bar and lists every step in order, the done ones with their day", async () => {
    renderCard(journeyAt(INVITE));
    const shown = await card();
    expect(shown.getByText("3 of 6 steps done")).toBeInTheDocument();
    const bar = shown.getByRole("progressbar", { name: "3 of 6 steps done" });
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "3 of 6 steps done");

    const steps = within(shown.getByRole("list", { name: "Onboarding steps" })).getAllByRole("listitem");
    expect(steps.map((step) => step.querySelector("p")?.textContent)).toEqual([
      SIGN.title,
      PROFILE.title,
      KICKOFF.title,
      `Next step: ${INVITE.title}`,
      COURSE.title,
      FIRST_DEAL.title,
    ]);
    expect(within(steps[0] as HTMLElement).getByText("Done Mar 10, 2026")).toBeInTheDocument();
    expect(within(steps[2] as HTMLElement).getByText("Done Mar 12, 2026")).toBeInTheDocument();
    expect(within(steps[4] as HTMLElement).getByText("To do")).toBeInTheDocument();
    expect(within(steps[4] as HTMLElement).queryByRole("link")).not.toBeInTheDocument();
    // Only the next step is marked as the one the partner is at, with the way to do it.
    expect(steps.filter((step) => step.getAttribute("aria-current") === "step")).toEqual([steps[3]]);
    expect(within(steps[3] as HTMLElement).getByRole("link", { name: "Invite a Colleague" })).toHaveAttribute(
      "href",
      "/dashboard?tab=team",
    );
    expect(shown.getAllByRole("link")).toHaveLength(1);
  });

  it.each([
    [SIGN, "Read and Sign", "/dashboard?tab=agreement"],
    [PROFILE, "Complete Your Profile", "/settings/profile"],
    [COURSE, "Open the Course", `/dashboard/courses/${COURSE_ID}`],
    [FIRST_DEAL, "Submit a Deal", "/dashboard?tab=submit-deal"],
  ])("links the next step, $title, to where it is done", async (next, label, address) => {
    renderCard(journeyAt(next));
    const shown = await card();
    expect(shown.getByRole("link", { name: label })).toHaveAttribute("href", address);
  });

  it("tells a sales rep to ask a partner admin to invite, with no link to the Team tab they do not have", async () => {
    renderCard(journeyAt(INVITE), { isAdmin: false });
    const shown = await card();
    expect(shown.getByText("Ask your partner admin to invite a colleague.")).toBeInTheDocument();
    expect(shown.queryByRole("link")).not.toBeInTheDocument();
  });

  it("tells a sales rep a partner admin signs, and links to the agreement to read", async () => {
    renderCard(journeyAt(SIGN), { isAdmin: false });
    const shown = await card();
    expect(shown.getByText("A partner admin of your company signs the agreement.")).toBeInTheDocument();
    expect(shown.getByRole("link", { name: "Read the Agreement" })).toHaveAttribute(
      "href",
      "/dashboard?tab=agreement",
    );
  });

  it("says what completes the profile: a job title", async () => {
    renderCard(journeyAt(PROFILE));
    const shown = await card();
    expect(shown.getByText("Add your job title.")).toBeInTheDocument();
    expect(shown.getByRole("link", { name: "Complete Your Profile" })).toHaveAttribute(
      "href",
      "/settings/profile",
    );
  });

  it("says the partner manager ticks a manual step, with nothing to press", async () => {
    renderCard(journeyAt(KICKOFF));
    const shown = await card();
    expect(shown.getByText("Your partner manager ticks this step.")).toBeInTheDocument();
    expect(shown.queryByRole("link")).not.toBeInTheDocument();
    expect(shown.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the card while a step is left, even with a completion kept from before", async () => {
    renderCard(journeyAt(FIRST_DEAL, { completedAt: new Date("2026-03-20T12:00:00Z") }));
    const shown = await card();
    expect(shown.getByText("5 of 6 steps done")).toBeInTheDocument();
    expect(shown.getByRole("link", { name: "Submit a Deal" })).toBeInTheDocument();
  });

  it.each([
    ["once the journey is done", journeyAt(null)],
    // The kept completion may lag a moment behind the last step done: the steps decide.
    ["once every step is done, before its completion is kept", journeyAt(null, { completedAt: null })],
    ["when the journey has no steps", journeyAt(SIGN, { steps: [], done: 0, total: 0, nextStepId: null })],
  ])("shows nothing %s", async (_case, answer) => {
    const { queryClient } = renderCard(answer);
    await waitFor(() =>
      expect(queryClient.getQueryState(orpc.journey.mine.queryKey())?.status).toBe("success"),
    );
    expect(screen.queryByRole("region", { name: "Your onboarding journey" })).not.toBeInTheDocument();
    expect(screen.queryByText(/steps done/)).not.toBeInTheDocument();
  });
});
