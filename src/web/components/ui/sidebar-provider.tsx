import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useIsMobile } from "#web/lib/hooks/use-is-mobile";
import { SidebarContext, type SidebarState } from "./sidebar-context";
import { readSidebarOpen, sidebarCookie } from "./sidebar-cookie";
import { TooltipProvider } from "./tooltip";

// docs/product/shell-and-navigation.md#sidebar: 16rem expanded, 3rem icons only (the mobile sheet sets its
// own 18rem).
const WIDTHS = { "--sidebar-width": "16rem", "--sidebar-width-icon": "3rem" } as CSSProperties;

const SHORTCUT_KEY = "b";

/** Holds the sidebar state for the layout below it, remembers it in a cookie and answers Ctrl/Cmd+B. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie) ?? true);

  const toggleSidebar = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    setOpen(!open);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal supports.
    document.cookie = sidebarCookie(!open);
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== SHORTCUT_KEY || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      // Ctrl+B would otherwise open the browser's bookmarks on some systems.
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarState>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext value={value}>
      <TooltipProvider>
        <div style={WIDTHS} className="flex min-h-svh w-full">
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext>
  );
}
