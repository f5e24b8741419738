import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSidebar } from "./sidebar-context";
import { SidebarProvider } from "./sidebar-provider";

function Probe() {
  const { state, openMobile } = useSidebar();
  return (
    <p>
      {state} / sheet {openMobile ? "open" : "closed"}
    </p>
  );
}

function useWindowWidth(mobile: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: mobile, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the provider writes.
  document.cookie = "sidebar_state=; max-age=0; path=/";
}

describe("SidebarProvider", () => {
  beforeEach(clearCookie);
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookie();
  });

  it("starts expanded and restores a collapsed sidebar from its cookie", () => {
    useWindowWidth(false);
    const { unmount } = render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByText("expanded / sheet closed")).toBeInTheDocument();
    unmount();

    // biome-ignore lint/suspicious/noDocumentCookie: the test plays a cookie left by an earlier visit.
    document.cookie = "sidebar_state=false; path=/";
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByText("collapsed / sheet closed")).toBeInTheDocument();
  });

  it("toggles with Ctrl+B and Cmd+B and remembers the state", async () => {
    const user = userEvent.setup({ delay: null });
    useWindowWidth(false);
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    await user.keyboard("{Control>}b{/Control}");
    expect(screen.getByText("collapsed / sheet closed")).toBeInTheDocument();
    expect(document.cookie).toContain("sidebar_state=false");
    await user.keyboard("{Meta>}b{/Meta}");
    expect(screen.getByText("expanded / sheet closed")).toBeInTheDocument();
    expect(document.cookie).toContain("sidebar_state=true");
    await user.keyboard("b");
    await user.keyboard("{Control>}{Shift>}b{/Shift}{/Control}");
    expect(screen.getByText("expanded / sheet closed")).toBeInTheDocument();
  });

  it("opens the sheet on mobile without touching the remembered desktop state", async () => {
    const user = userEvent.setup({ delay: null });
    useWindowWidth(true);
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    await user.keyboard("{Control>}b{/Control}");
    expect(screen.getByText("expanded / sheet open")).toBeInTheDocument();
    expect(document.cookie).not.toContain("sidebar_state");
  });
});
