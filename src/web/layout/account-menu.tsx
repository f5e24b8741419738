import { ChevronDownIcon, LogOutIcon } from "lucide-react";
import { useAuth } from "../app/auth/auth-context";
import { paths } from "../app/paths";
import { AccountSettingsItems } from "../components/page/account-settings-items";
import { Avatar, AvatarFallback } from "../components/ui/avatar";
import { Button } from "../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../components/ui/dropdown-menu";
import { accountName } from "./account-name";
import { useSignOutToLogin } from "./use-sign-out-to-login";

export function AccountMenu() {
  const { user } = useAuth();
  const signOut = useSignOutToLogin();
  const name = accountName(user?.email);

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable, and the
    // menu closes on any outside click or Tab anyway.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-9 gap-2 px-1 sm:px-2">
          <Avatar aria-hidden="true" className="size-7">
            <AvatarFallback>{name.charAt(0).toUpperCase()}</AvatarFallback>
          </Avatar>
          {/* Only the avatar shows on phones; the name still names the button. */}
          <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
          <ChevronDownIcon aria-hidden="true" className="hidden text-muted-foreground sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <AccountSettingsItems
          profilePath={paths.settings.profile}
          preferencesPath={paths.settings.preferences}
        />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
