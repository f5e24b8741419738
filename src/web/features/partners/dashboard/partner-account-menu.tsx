import { ChevronDownIcon, SlidersHorizontalIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { Button } from "#web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu";

/** The contact's own settings, as the staff account menu offers them (docs/product/profile-and-preferences.md). */
export function PartnerAccountMenu() {
  return (
    // Not modal, like the staff account menu: a modal one would hide the page while it stays focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          <UserIcon aria-hidden="true" />
          Account
          <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.partner.profileSettings}>
            <UserIcon aria-hidden="true" />
            Profile Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.partner.preferences}>
            <SlidersHorizontalIcon aria-hidden="true" />
            Preferences
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
