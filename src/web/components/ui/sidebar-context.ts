import { createContext, useContext } from "react";

export interface SidebarState {
  /** Whether the desktop sidebar shows names ("expanded") or icons only ("collapsed"). */
  state: "expanded" | "collapsed";
  open: boolean;
  /** On mobile the sidebar is a sheet with its own open state, so closing it never collapses the desktop one. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  isMobile: boolean;
  /** Collapses or expands on desktop; opens or closes the sheet on mobile. */
  toggleSidebar(): void;
}

export const SidebarContext = createContext<SidebarState | undefined>(undefined);

export function useSidebar(): SidebarState {
  const sidebar = useContext(SidebarContext);
  if (!sidebar) throw new Error("useSidebar must be used within a SidebarProvider");
  return sidebar;
}
