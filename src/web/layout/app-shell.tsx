import { Outlet, useNavigation } from "react-router";
import { SidebarProvider } from "../components/ui/sidebar-provider";
import { AppSidebar } from "./app-sidebar";
import { RoutePending } from "./route-pending";
import { TopBar } from "./top-bar";

/** The signed-in staff frame: sidebar, sticky top bar and the routed screen. */
export function AppShell() {
  // Each module is its own chunk: show where the screen will be while the first visit loads it.
  const loading = useNavigation().state === "loading";
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only rounded-md bg-card px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <AppSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          {loading ? <RoutePending /> : <Outlet />}
        </main>
      </div>
    </SidebarProvider>
  );
}
