import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JourneyTemplate } from "#shared/contracts/onboarding-journey";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { JourneyTemplatesCard } from "./journey-templates-card";

const journey = vi.mocked(client.journey);

const SIGN = "11111111-1111-4111-8111-111111111111";
const PROFILE = "22222222-2222-4222-8222-222222222222";
const INVITE = "33333333-3333-4333-8333-333333333333";
const DEAL = "44444444-4444-4444-8444-444444444444";
const COURSE = "55555555-5555-4555-8555-555555555555";

const step = (id: string, kind: JourneyTemplate["steps"][number]["kind"], title: string) => ({
  id,
  kind,
  courseId: null,
  courseTitle: null,
  label: null,
  title,
});

const DEFAULT_STEPS = [
  step(SIGN, "sign_agreement", "Sign the programme agreement"),
  step(PROFILE, "complete_profile", "Complete your profile"),
  step(INVITE, "invite_colleague", "Invite a colleague"),
  step(DEAL, "first_deal", "Register your first deal"),
];

const TEMPLATES = {
  templates: [
    { audience: "default" as const, steps: DEFAULT_STEPS, partners: 7 },
    { audience: "reseller" as const, steps: [], partners: 3 },
    { audience: "consultant" as const, steps: [], partners: 0 },
    { audience: "system_integrator" as const, steps: [], partners: 0 },
    { audience: "technology_partner" as const, steps: [], partners: 0 },
    { audience: "referral_partner" as const, steps: [], partners: 0 },
  ],
  courses: [{ id: COURSE, title: "Selling the Platform" }],
};

const renderCard = (holder = true) =>
  renderWithQueryClient(
    <AuthorizationContext.Provider
      value={holder ? authorizationState(["user"], ["manage_programme"]) : authorizationState(["user"], [])}
    >
      <JourneyTemplatesCard />
    </AuthorizationContext.Provider>,
    { at: "/admin/programme" },
  );

/** Each step's row, in order, as text holding the step's title. */
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const titled = (...titles: string[]) => titles.map((title) => expect.stringContaining(title));

describe("JourneyTemplatesCard", () => {
  useRadixInJsdom();
  beforeEach(() => {
    journey.templates.mockResolvedValue(TEMPLATES);
    journey.saveTemplate.mockResolvedValue(TEMPLATES);
  });
  afterEach(() => vi.resetAllMocks());

  it("lists the default journey's steps in order, with how many partners follow it", async () => {
    renderCard();
    const list = await screen.findByRole("list", { name: "Steps of the default journey" });
    expect(rowsOf(list)).toEqual(
      titled(
        "Sign the programme agreement",
        "Complete your profile",
        "Invite a colleague",
        "Register your first deal",
      ),
    );
    expect(screen.getByText(/7 active partners follow this journey/)).toBeInTheDocument();
  });

  it("reorders, adds a manual step and saves the steps in order, keeping the saved ones' ids", async () => {
    const { user } = renderCard();
    await screen.findByRole("list", { name: "Steps of the default journey" });
    await user.click(screen.getByRole("button", { name: "Move Invite a colleague up" }));
    await user.click(screen.getByRole("button", { name: "Remove Complete your profile" }));
    expect(screen.getByRole("button", { name: "Remove Register your first deal" })).toHaveFocus();

    const add = within(screen.getByRole("form", { name: "Add a step" }));
    await user.click(add.getByRole("combobox", { name: "Step" }));
    await user.click(await screen.findByRole("option", { name: "A step your partner manager ticks" }));
    await user.click(add.getByRole("button", { name: "Add Step" }));
    expect(await add.findByText("Give the step a name, such as Kickoff call.")).toBeInTheDocument();
    await user.type(add.getByRole("textbox", { name: "Step name" }), "Kickoff call");
    await user.click(add.getByRole("button", { name: "Add Step" }));

    const list = screen.getByRole("list", { name: "Steps of the default journey" });
    expect(rowsOf(list)).toEqual(
      titled(
        "Sign the programme agreement",
        "Invite a colleague",
        "Register your first deal",
        "Kickoff call",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Move Kickoff call up" }));

    await user.click(screen.getByRole("button", { name: "Save Journey" }));
    expect(await screen.findByText("Onboarding Journey Saved")).toBeInTheDocument();
    expect(journey.saveTemplate).toHaveBeenCalledTimes(1);
    expect(journey.saveTemplate.mock.calls[0]?.[0]).toEqual({
      audience: "default",
      steps: [
        { id: SIGN, kind: "sign_agreement" },
        { id: INVITE, kind: "invite_colleague" },
        { kind: "manual", label: "Kickoff call" },
        { id: DEAL, kind: "first_deal" },
      ],
    });
  });

  it("gives a business type that follows the default its own journey, copied from the default without ids", async () => {
    const { user } = renderCard();
    await screen.findByRole("list", { name: "Steps of the default journey" });
    await user.click(screen.getByRole("combobox", { name: "Journey" }));
    await user.click(await screen.findByRole("option", { name: "Reseller (follows the default)" }));
    expect(screen.getByText(/Reseller partners follow the default journey/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Journey" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Give this type its own journey" }));
    const add = within(screen.getByRole("form", { name: "Add a step" }));
    await user.click(add.getByRole("combobox", { name: "Step" }));
    await user.click(await screen.findByRole("option", { name: "Complete a course" }));
    await user.click(add.getByRole("combobox", { name: "Course" }));
    await user.click(await screen.findByRole("option", { name: "Selling the Platform" }));
    await user.click(add.getByRole("button", { name: "Add Step" }));
    expect(
      within(screen.getByRole("list", { name: "Steps of the Reseller journey" })).getByText(
        "Complete the course Selling the Platform",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save Journey" }));
    await waitFor(() => expect(journey.saveTemplate).toHaveBeenCalledTimes(1));
    expect(journey.saveTemplate.mock.calls[0]?.[0]).toEqual({
      audience: "reseller",
      steps: [
        { kind: "sign_agreement" },
        { kind: "complete_profile" },
        { kind: "invite_colleague" },
        { kind: "first_deal" },
        { kind: "complete_course", courseId: COURSE },
      ],
    });
  });

  it("saves an empty journey when a business type with its own goes back to the default", async () => {
    journey.templates.mockResolvedValue({
      ...TEMPLATES,
      templates: TEMPLATES.templates.map((template) =>
        template.audience === "reseller" ? { ...template, steps: [DEFAULT_STEPS[0]] } : template,
      ),
    } as typeof TEMPLATES);
    const { user } = renderCard();
    await user.click(await screen.findByRole("combobox", { name: "Journey" }));
    await user.click(await screen.findByRole("option", { name: "Reseller" }));
    await user.click(screen.getByRole("button", { name: "Follow the default" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Follow the Default" }),
    );
    await waitFor(() => expect(journey.saveTemplate).toHaveBeenCalledTimes(1));
    expect(journey.saveTemplate.mock.calls[0]?.[0]).toEqual({ audience: "reseller", steps: [] });
    expect(await screen.findByRole("button", { name: "Give this type its own journey" })).toBeInTheDocument();
    expect(
      screen.getByRole("list", { name: /^Steps of the default journey, which Reseller/ }),
    ).toBeInTheDocument();
  });

  it("shows the steps read-only without manage_programme", async () => {
    renderCard(false);
    const list = await screen.findByRole("list", { name: "Steps of the default journey" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByRole("button", { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Add a step" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Journey" })).not.toBeInTheDocument();
    expect(screen.getByText("Only holders of manage_programme change the journeys.")).toBeInTheDocument();
  });

  it("shows the server's reason when the save is refused", async () => {
    journey.saveTemplate.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "That course is not a published partner course.",
      }),
    );
    const { user } = renderCard();
    await screen.findByRole("list", { name: "Steps of the default journey" });
    await user.click(screen.getByRole("button", { name: "Save Journey" }));
    expect(await screen.findByText("Onboarding Journey Not Saved")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That course is not a published partner course.",
    );
  });
});
