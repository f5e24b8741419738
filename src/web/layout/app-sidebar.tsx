import { LogOutIcon } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { HOST_PAGES } from "#shared/host-pages";
import { BrandMark } from "../components/page/brand-mark";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from "../components/ui/sidebar";
import { useSidebar } from "../components/ui/sidebar-context";
import { activeNavHref } from "./active-nav";
import { NAV_GROUPS, NAV_HREFS, type NavGroup } from "./nav-items";
import { useSignOutToLogin } from "./use-sign-out-to-login";

function NavGroupSection({ group, activeHref }: { group: NavGroup; activeHref: string | undefined }) {
  const labelId = useId();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarGroup role="group" aria-labelledby={labelId}>
      <SidebarGroupLabel id={labelId}>{group.label}</SidebarGroupLabel>
      <SidebarMenu>
        {group.items.map((item) => {
          const active = item.href === activeHref;
          return (
            <SidebarMenuItem key={item.href}>
              <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
                <Link
                  to={item.href}
                  aria-current={active ? "page" : undefined}
                  // The sheet covers the page on mobile: close it once a screen is chosen.
                  onClick={isMobile ? () => setOpenMobile(false) : undefined}
                >
                  <item.icon aria-hidden="true" />
                  <span>{item.title}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          );
        })}
      </SidebarMenu>
    </SidebarGroup>
  );
}

export function AppSidebar() {
  const { pathname } = useLocation();
  const activeHref = activeNavHref(pathname, NAV_HREFS);
  const signOut = useSignOutToLogin();

  return (
    <Sidebar title="Navigation" description="Every module of the internal portal.">
      <SidebarHeader>
        <div className="flex h-10 items-center gap-2 overflow-hidden">
          <BrandMark />
          <span className="truncate font-semibold group-data-[collapsible=icon]/sidebar:hidden">
            {HOST_PAGES.internal.title}
          </span>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main navigation">
          {NAV_GROUPS.map((group) => (
            <NavGroupSection key={group.label} group={group} activeHref={activeHref} />
          ))}
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip="Sign Out" onClick={signOut}>
              <LogOutIcon aria-hidden="true" />
              <span>Sign Out</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
