import { SlidersHorizontalIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "../ui/dropdown-menu";

/**
 * The account menu's heading and its two settings entries, the same on the staff and the partner menus
 * (docs/product/profile-and-preferences.md); each host passes its own addresses.
 */
export function AccountSettingsItems({
  profilePath,
  preferencesPath,
}: {
  profilePath: string;
  preferencesPath: string;
}) {
  return (
    <>
      <DropdownMenuLabel>My Account</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to={profilePath}>
          <UserIcon aria-hidden="true" />
          Profile Settings
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={preferencesPath}>
          <SlidersHorizontalIcon aria-hidden="true" />
          Preferences
        </Link>
      </DropdownMenuItem>
    </>
  );
}
