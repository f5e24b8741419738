import { ORPCError } from "@orpc/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { roleLevelOf } from "../../../shared/authorization";
import type { AppRole } from "../../../shared/enums";
import { Toaster } from "../../components/ui/toaster";
import { client } from "../../lib/rpc";
import { AuthorizationContext, type AuthorizationState } from "../auth/authorization-context";
import { NO_PARTNER_PORTAL_ACCESS, PartnerPortalPage } from "./partner-portal-page";

vi.mock("../../lib/rpc", async () => {
  const { createTanstackQueryUtils } = await import("@orpc/tanstack-query");
  const mocked = { partners: { mine: vi.fn() }, applications: { list: vi.fn() } };
  return { client: mocked, orpc: createTanstackQueryUtils(mocked as never) };
});

function authorization(roles: AppRole[], permissions: string[] = []): AuthorizationState {
  const isAdmin = roles.includes("admin") || roles.includes("super_admin");
  return {
    profile: {
      user: { id: "u1", email: "someone@example.com", name: "Someone" },
      roles,
      permissions,
      roleLevel: roleLevelOf(roles),
      departments: [],
    },
    loading: false,
    hasPermission: (permission) => isAdmin || permissions.includes(permission),
    hasRole: (role) => roles.includes(role),
    hasMinRoleLevel: (level) => roleLevelOf(roles) >= level,
    refresh: async () => {},
  };
}

function renderAs(state: AuthorizationState) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <AuthorizationContext.Provider value={state}>
        {children}
        <Toaster />
      </AuthorizationContext.Provider>
    </QueryClientProvider>
  );
  return render(wrap(<PartnerPortalPage />));
}

describe("PartnerPortalPage", () => {
  it("shows partner administrators the admin view with All Deals open", async () => {
    vi.mocked(client.applications.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    renderAs(authorization(["manager"], ["manage_partners"]));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Partner Portal Admin" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "All Deals" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Applications" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "My Dashboard" })).not.toBeInTheDocument();
  });

  it("names the open tab in the document title", async () => {
    vi.mocked(client.applications.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    renderAs(authorization(["admin"]));
    await screen.findByRole("heading", { level: 1, name: "Partner Portal Admin" });
    expect(document.title).toBe("All Deals · Partner Portal · Internal Portal");
    // Radix tabs switch on mouse down, not on click.
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Applications" }));
    expect(screen.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    expect(document.title).toBe("Applications · Partner Portal · Internal Portal");
  });

  it("shows a partner its own view with its tier and My Dashboard open", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue({
      id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      companyName: "Acme Solutions",
      contactName: "Alice Johnson",
      contactEmail: "partner@acme.example",
      status: "active",
      tier: "gold",
      commissionRate: 15,
    });
    renderAs(authorization(["partner"]));
    expect(await screen.findByRole("heading", { level: 1, name: "Partner Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "My Dashboard" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Gold Partner")).toBeInTheDocument();
    expect(screen.getByText("15% commission rate")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Applications" })).not.toBeInTheDocument();
  });

  it("tells everyone else they have no access, with the Access Denied toast", async () => {
    vi.mocked(client.partners.mine).mockRejectedValue(
      new ORPCError("FORBIDDEN", { message: "No partner account" }),
    );
    renderAs(authorization(["user"]));
    expect(await screen.findAllByText(NO_PARTNER_PORTAL_ACCESS)).not.toHaveLength(0);
    expect(await screen.findAllByText("Access Denied")).not.toHaveLength(0);
  });
});
