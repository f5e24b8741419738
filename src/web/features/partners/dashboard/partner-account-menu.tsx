import { ChevronDownIcon, UserIcon } from "lucide-react";
import { paths } from "#web/app/paths";
import { AccountSettingsItems } from "#web/components/page/account-settings-items";
import { Button } from "#web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "#web/components/ui/dropdown-menu";

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
        <AccountSettingsItems
          profilePath={paths.partner.profileSettings}
          preferencesPath={paths.partner.preferences}
        />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
