import { AppNotificationBell } from "../app/notifications/app-notification-bell";
import { Separator } from "../components/ui/separator";
import { SidebarTrigger } from "../components/ui/sidebar";
import { AccountMenu } from "./account-menu";
import { SearchBox } from "./search-box";

export function TopBar() {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-1 border-b bg-card px-2 sm:gap-3 sm:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="hidden sm:block data-[orientation=vertical]:h-6" />
      <SearchBox className="min-w-0 flex-1 sm:max-w-md" />
      <div className="ml-auto flex items-center sm:gap-1">
        <AppNotificationBell audience="staff" className="size-8 sm:size-9" />
        <AccountMenu />
      </div>
    </header>
  );
}
