import { screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppRole } from "#shared/enums";
import { openSearch } from "#web/lib/address/open-search";
import { client } from "#web/lib/transport/rpc";
import { authState } from "#web/test-support/auth-state";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AuthContext } from "../auth/auth-context";
import { AuthorizationContext } from "../auth/authorization-context";
import { appRouter } from "../router";
import { SearchLauncher } from "./search-launcher";

const navigate = vi.fn();
vi.mock("../router", () => ({ appRouter: () => ({ navigate }) }));

const PERSON = { id: "user-1", email: "someone@example.com", name: "Someone" };

const PARTNER_ADMIN = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  companyName: "Acme Solutions",
  contactName: "Someone",
  contactEmail: "someone@example.com",
  status: "active" as const,
  tier: "gold" as const,
  commissionRate: 15,
  member: { userId: "user-1", name: "Someone", role: "partner_admin" as const },
};

function renderLauncher(signedIn: boolean, roles: AppRole[], permissions: string[] = []) {
  const wrap = (children: ReactNode) => (
    <AuthContext.Provider value={authState({ user: signedIn ? PERSON : null })}>
      <AuthorizationContext.Provider value={authorizationState(roles, permissions)}>
        {children}
      </AuthorizationContext.Provider>
    </AuthContext.Provider>
  );
  return renderWithQueryClient(wrap(<SearchLauncher />));
}

const placeNames = async () =>
  within(await screen.findByRole("group", { name: "Places" }))
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("SearchLauncher", () => {
  useRadixInJsdom();
  // The launcher loads its palette when first opened; loaded here, transforming it on a busy machine does not
  // count against the first test's time.
  beforeAll(() => import("./app-search-palette"), 30_000);
  afterEach(() => vi.clearAllMocks());

  it("opens on Ctrl+K for staff, offering the places their permissions open", async () => {
    const { user } = renderLauncher(true, ["admin"]);
    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog", { name: "Search" })).toBeInTheDocument();
    const places = await placeNames();
    expect(places).toEqual(expect.arrayContaining(["Dashboard", "Submit Deal", "All Deals", "Audit Log"]));
    await user.click(screen.getByRole("option", { name: "Audit Log" }));
    expect(appRouter().navigate).toHaveBeenCalledWith("/admin/audit-log");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers staff without permissions no place they would be refused", async () => {
    const { user } = renderLauncher(true, ["user"]);
    await user.keyboard("{Meta>}k{/Meta}");
    const places = await placeNames();
    expect(places).toContain("Course Catalog");
    expect(places).not.toContain("Audit Log");
    expect(places).not.toContain("All Deals");
  });

  it("offers a partner's contact the dashboard's tabs, and opens with what a search box had typed", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue(PARTNER_ADMIN);
    renderLauncher(true, ["partner"]);
    openSearch("acme");
    expect(await screen.findByRole("combobox", { name: "Search across modules" })).toHaveValue("acme");
    openSearch("");
    await waitFor(async () => expect(await placeNames()).toContain("Team"));
    expect(await placeNames()).toEqual([
      "Dashboard",
      "Submit Deal",
      "My Deals",
      "Performance",
      "Learning",
      "Resources",
      "Support",
      "Agreement",
      "Team",
      "API",
    ]);
  });

  it("offers a sales rep no Team or API, which are their partner admins'", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue({
      ...PARTNER_ADMIN,
      member: { userId: "member-ravi", name: "Ravi Shah", role: "sales_rep" },
    });
    renderLauncher(true, ["partner"]);
    openSearch("");
    expect(await screen.findByRole("combobox", { name: "Search across modules" })).toBeInTheDocument();
    await waitFor(() => expect(client.partners.mine).toHaveBeenCalled());
    const places = await placeNames();
    expect(places).toContain("My Deals");
    expect(places).not.toContain("Team");
    expect(places).not.toContain("API");
  });

  it("does nothing for a visitor", async () => {
    const { user } = renderLauncher(false, ["user"]);
    await user.keyboard("{Control>}k{/Control}");
    openSearch("acme");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
