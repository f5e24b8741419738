import { render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteError } from "./route-error";

function Shell() {
  return (
    <div>
      <nav aria-label="Sidebar">Sidebar</nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

function Broken(): never {
  throw new Error("Cannot read properties of undefined (reading 'map')");
}

// The error a browser gives when a screen's file is gone after a deploy (the lazy import of a route rejects
// with it; thrown here while drawing, as jsdom does not load the app's files).
function MissingPart(): never {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/deals-x.js");
}

/** The shell with one screen under it, its error element as the app's shell screens have. */
function renderShellWith(screen: { element: React.ReactNode }) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Shell />,
        errorElement: <RouteError />,
        children: [{ path: "deals", errorElement: <RouteError inShell />, ...screen }],
      },
    ],
    { initialEntries: ["/deals"] },
  );
  return render(<RouterProvider router={router} />);
}

describe("a screen that fails", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("is replaced by a plain message with Try again and Back to Dashboard, the shell still standing", async () => {
    renderShellWith({ element: <Broken /> });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Sidebar" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    expect(screen.queryByText(/Hey developer/)).toBeNull();
  });

  it("reloads once when its part of the app cannot be fetched, then says so instead of reloading again", async () => {
    const first = renderShellWith({ element: <MissingPart /> });
    // The first failure reloads the page (marked in session storage) and shows the loading state meanwhile.
    expect(await screen.findByText("Loading...")).toBeVisible();
    expect(sessionStorage.getItem("portal:chunk-reload-at")).not.toBeNull();
    first.unmount();

    renderShellWith({ element: <MissingPart /> });
    expect(await screen.findByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Sidebar" })).toBeVisible();
  });
});
