import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type UserEvent, userEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Link, MemoryRouter, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { ModulePage } from "./module-page";

const TABS = [
  { value: "first", label: "First", path: "/m", content: <p>First panel</p> },
  { value: "second", label: "Second", path: "/m/second", content: <p>Second panel</p> },
  { value: "third", label: "Third", path: "/m/third", content: <p>Third panel</p> },
];

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderAt(path: string, page: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {page}
      <Link to="/m/second">Go to second</Link>
      <BackButton />
      <Address />
    </MemoryRouter>,
  );
}

const selectedTab = () => screen.getByRole("tab", { selected: true }).textContent;
// Radix tabs switch on mouse down (or focus), which a person's click begins with.
const openTab = (user: UserEvent, name: string) => user.click(screen.getByRole("tab", { name }));

describe("ModulePage", () => {
  it("shows the header with its actions, the figures, then the named tabs", () => {
    renderAt(
      "/m",
      <ModulePage
        title="Module"
        description="What the module is for."
        actions={<button type="button">Create</button>}
        stats={[{ label: "Courses", value: "47", note: "6 added" }]}
        tabsLabel="Module views"
        tabs={TABS}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Module" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create" })).toBeInTheDocument();
    expect(screen.getByRole("term")).toHaveTextContent("Courses");
    expect(screen.getByRole("tablist", { name: "Module views" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["First", "Second", "Third"]);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("First");
  });

  it("opens the tab at the address, and another tab's address switches to it", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt("/m/second/", <ModulePage title="Module" description="Module." tabs={TABS} />);
    expect(selectedTab()).toBe("Second");
    cleanup();

    renderAt("/m", <ModulePage title="Module" description="Module." tabs={TABS} />);
    expect(selectedTab()).toBe("First");
    await openTab(user, "Third");
    expect(screen.getByText("Third panel")).toBeVisible();
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\/m\/third$/);

    await user.click(screen.getByRole("link", { name: "Go to second" }));
    expect(selectedTab()).toBe("Second");
  });

  it("without figures shows none, and puts content between the header and the tabs", () => {
    renderAt(
      "/m",
      <ModulePage
        title="Module"
        description="Module."
        aboveTabs={<section aria-label="Tier">Gold</section>}
        tabs={TABS}
      />,
    );
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
    const tier = screen.getByRole("region", { name: "Tier" });
    expect(screen.getByRole("heading", { level: 1 }).compareDocumentPosition(tier)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(tier.compareDocumentPosition(screen.getByRole("tablist"))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("makes each trigger a link to its address and goes there when a tab is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const linked = [
      { value: "deals", label: "Deals", path: "/p/deals", content: <p>Deals panel</p> },
      { value: "resources", label: "Resources", path: "/p/resources", content: <p>Resources panel</p> },
    ];
    renderAt("/p", <ModulePage title="Portal" description="Portal." defaultTab="resources" tabs={linked} />);
    expect(selectedTab()).toBe("Resources");
    const deals = screen.getByRole("tab", { name: "Deals" });
    expect(deals).toHaveAttribute("href", "/p/deals");

    await openTab(user, "Deals");
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("/p/deals");
    expect(selectedTab()).toBe("Deals");
    expect(screen.getByText("Deals panel")).toBeVisible();
  });

  it("goes to a tab's address once: the press navigates, the plain click after it does not again", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt("/m", <ModulePage title="Module" description="Module." tabs={TABS} />);
    const second = screen.getByRole("tab", { name: "Second" });
    await openTab(user, "Second");
    // Kept on fireEvent: only its return tells whether the handler prevented the link's own navigation.
    expect(fireEvent.click(second)).toBe(false);
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\/m\/second$/);
    // A click meant for a new tab stays the link's.
    expect(fireEvent.click(screen.getByRole("tab", { name: "Third" }), { ctrlKey: true })).toBe(true);
  });

  it("opens a tab again after Back returned from it", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt("/m", <ModulePage title="Module" description="Module." tabs={TABS} />);
    await openTab(user, "Second");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\/m$/);
    expect(selectedTab()).toBe("First");
    await openTab(user, "Second");
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\/m\/second$/);
    expect(selectedTab()).toBe("Second");
  });
});
